import type { ProductKind, View } from '../keys.ts';
import { dark, hx, light, luminance, mix } from './color.ts';

/**
 * Packshot drawings of products, one generator per kind, on a 1500×1800 canvas. Pure SVG shapes with
 * gradients (no filters, no text), so librsvg renders them quickly and identically everywhere.
 */
export const W = 1500;
export const H = 1800;

interface Ctx {
  c: string;
  /** design variant 1–4 */
  style: number;
  /** body outline */
  o: string;
}

const R = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
const C = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${extra}/>`;
const P = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (o: string, w = 3) => `stroke="${o}" stroke-width="${w}"`;

/** floor shadow under an object */
const shadow = (cx: number, y: number, rx: number, ry = rx * 0.09) => E(cx, y, rx, ry, 'url(#sh)');

/** camera lens: metal ring, dark glass, highlights */
function lens(cx: number, cy: number, r: number): string {
  return (
    C(cx, cy, r, 'url(#mt)') +
    C(cx, cy, r * 0.84, '#0b0f19') +
    C(cx, cy, r * 0.66, 'url(#lg)') +
    C(cx, cy, r * 0.28, '#05070d') +
    C(cx - r * 0.25, cy - r * 0.28, r * 0.16, '#ffffff', 'opacity="0.55"') +
    C(cx + r * 0.22, cy + r * 0.2, r * 0.07, '#9ecbff', 'opacity="0.5"')
  );
}

/** a lit screen with an abstract wallpaper and a glass reflection */
function screen(x: number, y: number, w: number, h: number, r: number, on = true): string {
  const id = `s${x}${y}`;
  return (
    `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/></clipPath>` +
    R(x, y, w, h, r, on ? 'url(#wp)' : 'url(#gl)') +
    (on
      ? `<g clip-path="url(#${id})">` +
        C(x + w * 0.2, y + h * 0.75, Math.max(w, h) * 0.45, 'url(#wb1)') +
        C(x + w * 0.9, y + h * 0.15, Math.max(w, h) * 0.4, 'url(#wb2)') +
        P(`M${x} ${y} L${x + w * 0.62} ${y} L${x} ${y + h * 0.55} Z`, '#ffffff', 'opacity="0.10"') +
        '</g>'
      : `<g clip-path="url(#${id})">${P(`M${x} ${y} L${x + w * 0.55} ${y} L${x} ${y + h * 0.5} Z`, '#ffffff', 'opacity="0.07"')}</g>`)
  );
}

/** slots of a speaker grille / vent */
function dots(x: number, y: number, w: number, h: number, step: number, r: number, fill: string, op = 0.5): string {
  let s = `<g fill="${fill}" opacity="${op}">`;
  for (let yy = y + step / 2; yy < y + h; yy += step)
    for (let xx = x + step / 2 + ((Math.round((yy - y) / step) % 2) * step) / 2; xx < x + w; xx += step) s += `<circle cx="${xx.toFixed(1)}" cy="${yy.toFixed(1)}" r="${r}"/>`;
  return s + '</g>';
}

function vents(x: number, y: number, w: number, n: number, gap: number, fill: string): string {
  let s = '';
  for (let i = 0; i < n; i++) s += R(x, y + i * gap, w, gap * 0.45, gap * 0.22, fill, 'opacity="0.55"');
  return s;
}

type Gen = (k: Ctx, view: 'front' | 'back') => string;

const gens: Record<ProductKind, Gen> = {
  phone: ({ c, o, style }, v) => {
    const x = 440, y = 230, w = 620, h = 1290;
    if (v === 'front')
      return (
        shadow(750, 1560, 380) +
        R(x, y, w, h, 96, 'url(#bx)', line(o)) +
        R(x + 14, y + 14, w - 28, h - 28, 84, '#0a0d14') +
        screen(x + 30, y + 30, w - 60, h - 60, 70) +
        R(x + w / 2 - 70, y + 58, 140, 40, 20, '#05070b') +
        R(x - 6, y + 300, 8, 120, 4, dark(o, 0.1)) +
        R(x + w - 2, y + 260, 8, 180, 4, dark(o, 0.1))
      );
    const flash = (fx: number, fy: number) => C(fx, fy, 18, '#fff7d6', line('#b8a860', 2));
    const cams =
      style === 2
        ? lens(x + 120, y + 120, 56) + lens(x + 120, y + 265, 56) + lens(x + 120, y + 410, 56) + flash(x + 225, y + 120)
        : style === 3
          ? C(x + w / 2, y + 250, 190, 'url(#bd)', line(o, 3)) + C(x + w / 2, y + 250, 168, dark(c, 0.35)) + lens(x + w / 2 - 70, y + 190, 52) + lens(x + w / 2 + 70, y + 190, 52) + lens(x + w / 2 - 70, y + 320, 52) + flash(x + w / 2 + 70, y + 320)
          : style === 4
            ? R(x + 45, y + 45, 360, 360, 60, dark(c, 0.3), line(o, 2)) + lens(x + 140, y + 140, 66) + lens(x + 310, y + 140, 66) + lens(x + 140, y + 310, 66) + C(x + 310, y + 310, 40, '#0b0f19') + flash(x + 310, y + 310)
            : R(x + 45, y + 45, 300, 320, 70, 'url(#bd)', line(o, 2)) + lens(x + 125, y + 125, 62) + lens(x + 125, y + 285, 62) + lens(x + 265, y + 205, 58) + flash(x + 268, y + 95);
    return (
      shadow(750, 1560, 380) +
      R(x, y, w, h, 96, 'url(#bx)', line(o)) +
      P(`M${x + 40} ${y + 20} L${x + 330} ${y + 20} L${x + 40} ${y + 700} Z`, '#ffffff', 'opacity="0.10"') +
      cams +
      C(x + w / 2, y + 720, 54, 'none', `stroke="${light(o, 0.35)}" stroke-width="6" opacity="0.6"`)
    );
  },
  tablet: ({ o }, v) => {
    const x = 270, y = 300, w = 960, h = 1240;
    if (v === 'front')
      return shadow(750, 1600, 520) + R(x, y, w, h, 70, 'url(#bx)', line(o)) + R(x + 16, y + 16, w - 32, h - 32, 58, '#0a0d14') + screen(x + 50, y + 50, w - 100, h - 100, 30) + C(750, y + 32, 8, '#1f2937');
    return shadow(750, 1600, 520) + R(x, y, w, h, 70, 'url(#bx)', line(o)) + R(x + 40, y + 40, 150, 150, 44, 'url(#bd)', line(o, 2)) + lens(x + 115, y + 115, 48) + C(750, 920, 60, 'none', `stroke="${light(o, 0.35)}" stroke-width="6" opacity="0.6"`) + P(`M${x + 40} ${y + 20} L${x + 520} ${y + 20} L${x + 40} ${y + 820} Z`, '#ffffff', 'opacity="0.09"');
  },
  laptop: ({ c, o }, v) => {
    if (v === 'front')
      return (
        shadow(750, 1370, 700) +
        R(250, 420, 1000, 660, 36, 'url(#bx)', line(o)) +
        R(268, 438, 964, 624, 24, '#0a0d14') +
        screen(292, 462, 916, 576, 10) +
        P('M150 1300 L1350 1300 L1300 1090 L200 1090 Z', 'url(#by)', line(o)) +
        P('M150 1300 L1350 1300 L1350 1318 Q1350 1340 1320 1340 L180 1340 Q150 1340 150 1318 Z', dark(c, 0.25)) +
        keyboard(260, 1106, 980, 120, o) +
        R(640, 1240, 220, 46, 10, light(c, 0.12), line(o, 2)) +
        R(650, 1078, 200, 14, 7, dark(c, 0.2))
      );
    return (
      shadow(750, 1420, 700) +
      P('M170 1320 L1330 1320 L1280 1360 L220 1360 Z', dark(c, 0.3)) +
      R(170, 520, 1160, 800, 40, 'url(#bd)', line(o)) +
      P('M190 540 L700 540 L190 1150 Z', '#ffffff', 'opacity="0.10"') +
      C(750, 920, 70, 'none', `stroke="${light(o, 0.3)}" stroke-width="8" opacity="0.6"`)
    );
  },
  monitor: ({ c, o }, v) => {
    const stand = R(690, 1160, 120, 300, 20, 'url(#bx)', line(o)) + P('M470 1500 Q470 1450 520 1450 L980 1450 Q1030 1450 1030 1500 L1030 1520 L470 1520 Z', 'url(#by)', line(o));
    if (v === 'front') return shadow(750, 1530, 420) + stand + R(150, 420, 1200, 760, 26, dark(c, 0.15), line(o)) + R(162, 432, 1176, 736, 18, '#0a0d14') + screen(180, 450, 1140, 680, 6) + R(150, 1140, 1200, 40, 14, 'url(#by)');
    return shadow(750, 1530, 420) + stand + R(150, 420, 1200, 760, 26, 'url(#bd)', line(o)) + R(500, 600, 500, 400, 60, light(c, 0.08), line(o, 2)) + vents(560, 640, 380, 8, 36, dark(c, 0.35));
  },
  desktop: ({ c, o }, v) => {
    if (v === 'front')
      return shadow(750, 1580, 340) + R(480, 260, 540, 1300, 40, 'url(#bx)', line(o)) + R(520, 300, 460, 260, 20, dark(c, 0.15)) + vents(540, 340, 420, 5, 40, light(c, 0.3)) + C(750, 1440, 34, dark(c, 0.3), line(o, 2)) + C(750, 1440, 14, '#38bdf8') + R(560, 640, 380, 700, 24, 'none', `stroke="${dark(c, 0.2)}" stroke-width="6"`) + dots(580, 660, 340, 660, 44, 7, dark(c, 0.45));
    return (
      shadow(750, 1580, 360) +
      R(440, 260, 620, 1300, 40, 'url(#bd)', line(o)) +
      R(480, 300, 540, 1220, 26, 'url(#gl)') +
      fan(750, 560, 170, c) +
      fan(750, 960, 170, c) +
      fan(750, 1340, 150, c) +
      P('M480 300 L820 300 L480 900 Z', '#ffffff', 'opacity="0.08"')
    );
  },
  tv: ({ c, o }, v) => {
    if (v === 'front')
      return (
        shadow(750, 1380, 660) +
        P('M300 1370 L360 1250 L390 1250 L350 1370 Z', dark(c, 0.2)) +
        P('M1200 1370 L1140 1250 L1110 1250 L1150 1370 Z', dark(c, 0.2)) +
        R(60, 500, 1380, 800, 14, dark(c, 0.1), line(o)) +
        R(70, 510, 1360, 780, 8, '#06080d') +
        screen(80, 520, 1340, 760, 4) +
        R(700, 1290, 100, 10, 5, light(c, 0.3))
      );
    return (
      shadow(750, 1380, 660) +
      P('M300 1370 L360 1250 L390 1250 L350 1370 Z', dark(c, 0.2)) +
      P('M1200 1370 L1140 1250 L1110 1250 L1150 1370 Z', dark(c, 0.2)) +
      R(60, 500, 1380, 800, 14, 'url(#bd)', line(o)) +
      R(360, 640, 780, 560, 60, dark(c, 0.12), line(o, 2)) +
      vents(440, 700, 620, 6, 34, dark(c, 0.4)) +
      R(520, 960, 460, 160, 16, dark(c, 0.25))
    );
  },
  headphones: ({ c, o }, v) => {
    if (v === 'front')
      return (
        shadow(750, 1530, 460) +
        P('M380 1000 L380 760 Q380 330 750 330 Q1120 330 1120 760 L1120 1000', 'none', `stroke="${dark(c, 0.25)}" stroke-width="74" stroke-linecap="round"`) +
        P('M380 1000 L380 760 Q380 330 750 330 Q1120 330 1120 760 L1120 1000', 'none', `stroke="${light(c, 0.1)}" stroke-width="52" stroke-linecap="round"`) +
        P('M470 560 Q750 380 1030 560', 'none', 'stroke="#111" stroke-width="40" stroke-linecap="round" opacity="0.55"') +
        R(330, 880, 120, 520, 60, '#1a1d24') +
        R(1050, 880, 120, 520, 60, '#1a1d24') +
        R(250, 860, 150, 560, 70, 'url(#bx)', line(o)) +
        R(1100, 860, 150, 560, 70, 'url(#bx)', line(o)) +
        R(1125, 900, 18, 480, 9, '#ffffff', 'opacity="0.18"')
      );
    return (
      shadow(750, 1530, 380) +
      P('M520 900 Q520 340 750 340 Q980 340 980 900', 'none', `stroke="${dark(c, 0.2)}" stroke-width="70" stroke-linecap="round"`) +
      P('M520 900 Q520 340 750 340 Q980 340 980 900', 'none', `stroke="${light(c, 0.1)}" stroke-width="46" stroke-linecap="round"`) +
      E(750, 1080, 330, 380, '#15181f') +
      E(750, 1060, 300, 350, 'url(#bd)', line(o)) +
      E(750, 1060, 200, 240, 'none', `stroke="${light(c, 0.25)}" stroke-width="8" opacity="0.7"`) +
      E(680, 900, 80, 120, '#ffffff', 'opacity="0.12"')
    );
  },
  earbuds: ({ c, o }, v) => {
    const bud = (x: number, flip: number) =>
      `<g transform="translate(${x} 560) scale(${flip} 1)">` +
      R(-40, 150, 80, 360, 40, 'url(#bx)', line(o)) +
      E(0, 120, 120, 130, 'url(#bd)', line(o)) +
      E(-70, 110, 50, 60, '#1f2937') +
      E(-70, 110, 36, 44, '#374151') +
      E(30, 80, 30, 40, '#ffffff', 'opacity="0.35"') +
      '</g>';
    if (v === 'front')
      return shadow(750, 1560, 460) + R(450, 1050, 600, 470, 200, 'url(#by)', line(o)) + P('M450 1240 L1050 1240', 'none', `stroke="${dark(c, 0.25)}" stroke-width="5"`) + C(750, 1370, 12, '#22c55e') + bud(560, 1) + bud(940, -1);
    return (
      shadow(750, 1500, 420) +
      R(450, 580, 600, 880, 260, 'url(#by)', line(o)) +
      P('M450 900 L1050 900', 'none', `stroke="${dark(c, 0.25)}" stroke-width="6"`) +
      C(750, 1160, 14, '#22c55e') +
      R(700, 1420, 100, 20, 10, dark(c, 0.4)) +
      P('M500 640 Q560 600 640 600 L640 1400 Q520 1380 500 1200 Z', '#ffffff', 'opacity="0.12"')
    );
  },
  speaker: ({ c, o }, v) => {
    if (v === 'front')
      return (
        shadow(750, 1330, 560) +
        R(200, 760, 1100, 520, 260, 'url(#by)', line(o)) +
        dots(300, 790, 900, 460, 26, 7, dark(c, 0.45), 0.6) +
        E(220, 1020, 90, 250, dark(c, 0.25), line(o, 2)) +
        E(1280, 1020, 90, 250, dark(c, 0.25), line(o, 2)) +
        R(630, 960, 240, 120, 40, light(c, 0.15), line(o, 2)) +
        P('M300 820 L1200 820', 'none', 'stroke="#ffffff" stroke-width="30" stroke-linecap="round" opacity="0.14"')
      );
    return (
      shadow(750, 1540, 320) +
      R(520, 380, 460, 1150, 230, 'url(#bx)', line(o)) +
      dots(560, 520, 380, 860, 26, 7, dark(c, 0.45), 0.6) +
      C(750, 450, 50, light(c, 0.2), line(o, 2)) +
      R(575, 420, 24, 1060, 12, '#ffffff', 'opacity="0.15"')
    );
  },
  soundbar: ({ c, o }, v) =>
    shadow(750, 1330, 700) +
    (v === 'back' ? R(980, 780, 380, 540, 40, 'url(#bx)', line(o)) + dots(1010, 820, 320, 460, 30, 8, dark(c, 0.5), 0.5) : '') +
    R(80, 1000, 1340, 230, 110, 'url(#by)', line(o)) +
    dots(160, 1020, 1180, 190, 22, 5, dark(c, 0.5), 0.55) +
    R(160, 1016, 1180, 20, 10, '#ffffff', 'opacity="0.15"') +
    C(750, 1200, 8, '#38bdf8'),
  smartwatch: ({ c, o }, v) => {
    const strap = R(560, 200, 380, 1400, 120, 'url(#st)', line(dark(c, 0.4), 2)) + R(580, 1360, 340, 20, 10, dark(c, 0.35)) + R(580, 1440, 340, 20, 10, dark(c, 0.35));
    if (v === 'front')
      return (
        shadow(750, 1640, 260) +
        strap +
        R(480, 540, 540, 660, 150, 'url(#mt2)', line(o)) +
        R(508, 568, 484, 604, 126, '#07090e') +
        C(750, 870, 200, 'none', `stroke="${hx(c === 'f3f4f6' ? '2563eb' : c)}" stroke-width="26" stroke-dasharray="900 400" stroke-linecap="round" transform="rotate(-90 750 870)"`) +
        C(750, 870, 150, 'none', 'stroke="#22c55e" stroke-width="22" stroke-dasharray="600 400" stroke-linecap="round" transform="rotate(-90 750 870)"') +
        C(750, 870, 104, 'none', 'stroke="#38bdf8" stroke-width="18" stroke-dasharray="380 300" stroke-linecap="round" transform="rotate(-90 750 870)"') +
        R(1010, 760, 40, 120, 18, 'url(#mt)') +
        P('M520 600 L760 600 L520 960 Z', '#ffffff', 'opacity="0.08"')
      );
    return shadow(750, 1640, 260) + strap + R(480, 540, 540, 660, 150, 'url(#mt2)', line(o)) + C(750, 870, 200, '#111827') + C(750, 870, 150, '#1f2937', 'stroke="#374151" stroke-width="6"') + C(700, 830, 18, '#22c55e', 'opacity="0.8"') + C(800, 830, 18, '#ef4444', 'opacity="0.7"') + C(750, 920, 18, '#22c55e', 'opacity="0.8"');
  },
  camera: ({ c, o }, v) => {
    const body = P('M260 640 L560 640 L620 540 L900 540 L960 640 L1240 640 Q1300 640 1300 700 L1300 1240 Q1300 1300 1240 1300 L260 1300 Q200 1300 200 1240 L200 700 Q200 640 260 640 Z', 'url(#bd)', line(o));
    if (v === 'front')
      return (
        shadow(750, 1560, 600) +
        body +
        R(200, 700, 200, 600, 60, dark(c, 0.2)) +
        dots(210, 720, 180, 560, 16, 4, '#000000', 0.35) +
        R(300, 600, 160, 40, 12, '#1f2937') +
        C(380, 600, 26, '#d1d5db', line('#6b7280', 2)) +
        lens(800, 980, 300) +
        C(800, 980, 330, 'none', 'stroke="#111827" stroke-width="34" opacity="0.9"') +
        C(1170, 720, 22, '#ef4444')
      );
    return shadow(750, 1560, 600) + body + R(300, 760, 620, 440, 30, '#0a0d14') + screen(320, 780, 580, 400, 18, false) + C(1100, 850, 56, dark(c, 0.3), line(o, 2)) + C(1100, 850, 24, light(c, 0.1)) + C(1060, 1050, 30, dark(c, 0.3)) + C(1160, 1050, 30, dark(c, 0.3)) + R(640, 560, 220, 80, 20, '#111827');
  },
  console: ({ c, o }, v) => {
    if (v === 'front')
      return (
        shadow(750, 1520, 420) +
        P('M520 260 Q640 220 700 250 L700 1480 L540 1480 Q470 900 520 260 Z', 'url(#bx)', line(o)) +
        P('M980 260 Q860 220 800 250 L800 1480 L960 1480 Q1030 900 980 260 Z', 'url(#bx)', line(o)) +
        R(690, 250, 120, 1230, 20, '#111827') +
        R(735, 300, 30, 1100, 15, '#38bdf8', 'opacity="0.65"') +
        R(600, 1480, 300, 40, 16, '#111827')
      );
    return shadow(750, 1420, 620) + R(180, 1080, 1140, 300, 50, 'url(#by)', line(o)) + R(180, 1200, 1140, 60, 0, dark(c, 0.35)) + vents(260, 1110, 400, 2, 40, dark(c, 0.3)) + C(1180, 1150, 20, '#38bdf8') + R(880, 1290, 300, 16, 8, '#111827');
  },
  gamepad: ({ c, o }) =>
    shadow(750, 1320, 540) +
    P('M430 700 Q750 620 1070 700 Q1240 740 1300 1000 Q1360 1280 1240 1320 Q1140 1350 1040 1160 Q980 1080 750 1080 Q520 1080 460 1160 Q360 1350 260 1320 Q140 1280 200 1000 Q260 740 430 700 Z', 'url(#by)', line(o)) +
    P('M480 730 Q750 660 1020 730', 'none', 'stroke="#ffffff" stroke-width="20" stroke-linecap="round" opacity="0.2"') +
    C(560, 1000, 80, '#1f2937') +
    C(560, 1000, 56, '#374151') +
    C(940, 1000, 80, '#1f2937') +
    C(940, 1000, 56, '#374151') +
    R(350, 810, 36, 110, 8, dark(c, 0.5)) +
    R(313, 847, 110, 36, 8, dark(c, 0.5)) +
    C(1150, 800, 26, '#22c55e') +
    C(1150, 900, 26, '#ef4444') +
    C(1100, 850, 26, '#3b82f6') +
    C(1200, 850, 26, '#eab308') +
    C(750, 860, 26, light(c, 0.2), line(o, 2)),
  kettle: ({ c, o }, v) => {
    const base = R(430, 1420, 600, 90, 30, dark(c, 0.25), line(o)) + shadow(730, 1530, 380);
    const handle = P('M1030 640 Q1270 660 1260 960 Q1250 1260 1010 1300', 'none', `stroke="${dark(c, 0.2)}" stroke-width="80" stroke-linecap="round"`);
    const body = P('M520 560 L960 560 Q1010 560 1020 620 L1080 1360 Q1084 1420 1020 1420 L440 1420 Q376 1420 380 1360 L440 620 Q450 560 520 560 Z', 'url(#bx)', line(o));
    const spout = P('M440 640 L300 560 Q280 550 290 580 L400 760 Z', 'url(#bx)', line(o));
    const lid = E(740, 560, 240, 40, dark(c, 0.15), line(o)) + R(680, 500, 120, 50, 20, dark(c, 0.3));
    if (v === 'front') return base + handle + spout + body + lid + R(500, 760, 60, 520, 30, '#bfdbfe', 'stroke="#93c5fd" stroke-width="3" opacity="0.85"') + R(510, 1000, 40, 270, 20, '#60a5fa', 'opacity="0.7"') + P('M880 620 L930 1360', 'none', 'stroke="#ffffff" stroke-width="24" stroke-linecap="round" opacity="0.25"');
    // the other side: the same kettle mirrored, handle on the left
    return `<g transform="translate(1480 0) scale(-1 1)">${base + handle + spout + body + lid + P('M880 620 L930 1360', 'none', 'stroke="#ffffff" stroke-width="24" stroke-linecap="round" opacity="0.25"')}</g>`;
  },
  vacuum: ({ c, o }, v) => {
    if (v === 'back')
      return shadow(750, 1330, 560) + E(750, 1180, 540, 150, dark(c, 0.25)) + E(750, 1140, 540, 150, 'url(#by)', line(o)) + E(750, 1100, 200, 56, dark(c, 0.15), line(o, 2)) + C(750, 1098, 30, '#38bdf8', 'opacity="0.8"') + P('M300 1130 Q750 980 1200 1130', 'none', 'stroke="#ffffff" stroke-width="14" opacity="0.2"');
    return (
      shadow(750, 1600, 360) +
      R(735, 760, 34, 720, 17, 'url(#mt)', line('#9ca3af', 2)) +
      P('M520 1470 Q520 1430 560 1430 L940 1430 Q980 1430 980 1470 L980 1540 Q980 1570 950 1570 L550 1570 Q520 1570 520 1540 Z', 'url(#by)', line(o)) +
      R(540, 1530, 420, 36, 18, '#1f2937') +
      R(700, 1410, 100, 60, 20, dark(c, 0.3)) +
      R(640, 420, 150, 380, 60, '#dbeafe', 'stroke="#93c5fd" stroke-width="5" opacity="0.85"') +
      R(660, 600, 110, 180, 40, '#94a3b8', 'opacity="0.55"') +
      R(640, 380, 150, 70, 30, dark(c, 0.2), line(o)) +
      C(840, 430, 95, 'url(#bd)', line(o)) +
      C(840, 430, 50, dark(c, 0.25)) +
      P('M900 360 Q1010 360 1010 470 L1010 650', 'none', `stroke="${dark(c, 0.35)}" stroke-width="56" stroke-linecap="round"`) +
      R(870, 560, 120, 230, 34, '#1f2937') +
      R(890, 590, 20, 160, 10, '#ffffff', 'opacity="0.15"') +
      R(760, 780, 60, 60, 18, dark(c, 0.2))
    );
  },
  iron: ({ c, o }, v) => {
    const sole = P('M260 1200 Q300 1080 520 1060 L1200 1060 Q1260 1060 1260 1120 L1260 1200 Z', 'url(#mt)', line('#6b7280', 3));
    const body = P('M290 1080 Q420 820 760 760 L1180 740 Q1260 740 1250 820 L1230 1070 L300 1070 Z', 'url(#by)', line(o));
    const handle = P('M700 760 Q760 520 980 520 L1160 520 Q1240 520 1240 600 L1230 760', 'none', `stroke="${dark(c, 0.15)}" stroke-width="90" stroke-linejoin="round" stroke-linecap="round"`);
    return shadow(760, 1240, 560) + sole + handle + body + P('M420 1000 Q520 860 760 830 L1000 820 L1000 1000 Z', '#bae6fd', 'opacity="0.55"') + (v === 'back' ? C(1120, 900, 36, dark(c, 0.3)) : C(1120, 900, 36, '#f97316', 'opacity="0.85"')) + P('M440 940 Q560 820 800 800', 'none', 'stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.35"');
  },
  hairdryer: ({ c, o }, v) => {
    if (v === 'back')
      return shadow(750, 1580, 260) + R(620, 840, 260, 720, 100, 'url(#bx)', line(o)) + C(750, 620, 330, 'url(#bd)', line(o)) + C(750, 620, 210, dark(c, 0.35)) + C(750, 620, 180, light(c, 0.1)) + R(700, 1000, 100, 60, 20, dark(c, 0.3));
    return (
      shadow(760, 1580, 420) +
      P('M600 900 L700 900 L760 1520 Q760 1560 720 1560 L620 1560 Q580 1560 580 1520 Z', 'url(#bx)', line(o)) +
      R(300, 560, 820, 380, 190, 'url(#by)', line(o)) +
      R(1080, 600, 160, 300, 60, dark(c, 0.2), line(o)) +
      E(1240, 750, 40, 150, '#1f2937') +
      E(330, 750, 60, 170, dark(c, 0.25)) +
      dots(300, 630, 80, 240, 22, 5, '#000000', 0.35) +
      R(380, 600, 640, 40, 20, '#ffffff', 'opacity="0.22"') +
      R(630, 1080, 80, 120, 30, dark(c, 0.35))
    );
  },
  coffee: ({ c, o }, v) => {
    const box = R(380, 340, 740, 1200, 60, 'url(#bx)', line(o)) + shadow(750, 1560, 460);
    if (v === 'back') return box + R(420, 380, 660, 1120, 40, dark(c, 0.1)) + R(460, 440, 580, 820, 40, '#bfdbfe', 'opacity="0.5"') + R(480, 900, 540, 340, 30, '#60a5fa', 'opacity="0.45"');
    return (
      box +
      R(440, 400, 620, 200, 30, '#0a0d14') +
      screen(470, 430, 260, 140, 12, false) +
      C(820, 500, 36, dark(c, 0.25)) +
      C(930, 500, 36, dark(c, 0.25)) +
      R(460, 660, 580, 760, 40, dark(c, 0.55)) +
      R(680, 680, 140, 100, 20, 'url(#mt)') +
      R(720, 780, 20, 60, 6, '#6b7280') +
      R(760, 780, 20, 60, 6, '#6b7280') +
      P('M630 1080 L870 1080 L850 1320 Q845 1350 815 1350 L685 1350 Q655 1350 650 1320 Z', '#fafafa', line('#d4d4d8', 3)) +
      P('M870 1130 Q930 1140 925 1200 Q920 1260 860 1260', 'none', 'stroke="#e4e4e7" stroke-width="18"') +
      E(750, 1090, 118, 16, '#5b3a1e') +
      R(470, 1370, 560, 40, 14, 'url(#mt)') +
      R(420, 380, 30, 1100, 15, '#ffffff', 'opacity="0.15"')
    );
  },
  microwave: ({ c, o }, v) => {
    const box = shadow(750, 1320, 640) + R(150, 620, 1200, 680, 40, 'url(#by)', line(o)) + R(220, 1290, 80, 24, 8, '#1f2937') + R(1200, 1290, 80, 24, 8, '#1f2937');
    if (v === 'back') return box + vents(300, 720, 900, 8, 44, dark(c, 0.3));
    return (
      box +
      R(200, 670, 800, 580, 24, dark(c, 0.25)) +
      R(230, 700, 740, 520, 16, 'url(#gl)') +
      P('M230 700 L620 700 L230 1040 Z', '#ffffff', 'opacity="0.08"') +
      dots(250, 720, 700, 480, 18, 3, '#000000', 0.35) +
      R(1040, 690, 250, 120, 14, '#0a0d14') +
      R(1060, 710, 210, 80, 8, '#052e16') +
      C(1165, 960, 70, 'url(#mt)', line('#6b7280', 2)) +
      C(1165, 1140, 56, 'url(#mt)', line('#6b7280', 2)) +
      R(960, 700, 24, 500, 12, light(c, 0.2))
    );
  },
  fridge: ({ c, o }, v) => {
    const box = shadow(750, 1620, 420) + R(400, 120, 700, 1480, 44, 'url(#bx)', line(o));
    if (v === 'back') {
      // open: the lit interior with shelves, the doors swung to the right
      const shelf = (y: number) => R(450, y, 600, 14, 6, '#cbd5e1', 'opacity="0.9"');
      const items =
        R(500, 500, 60, 160, 20, '#22c55e', 'opacity="0.85"') +
        R(580, 560, 90, 100, 20, '#f97316', 'opacity="0.85"') +
        C(760, 620, 42, '#ef4444', 'opacity="0.85"') +
        R(860, 470, 56, 190, 24, '#60a5fa', 'opacity="0.85"') +
        R(500, 760, 220, 110, 24, '#fde68a') +
        R(760, 780, 160, 90, 20, '#a78bfa', 'opacity="0.8"');
      return (
        shadow(720, 1620, 460) +
        R(400, 120, 700, 1480, 44, 'url(#bx)', line(o)) +
        R(440, 160, 620, 860, 20, '#f8fafc') +
        R(440, 1080, 620, 480, 20, '#eef2f7') +
        shelf(420) + shelf(680) + shelf(890) + items +
        R(470, 1120, 560, 180, 16, '#dbeafe', 'opacity="0.8"') +
        R(470, 1330, 560, 180, 16, '#dbeafe', 'opacity="0.8"') +
        P('M1100 160 L1240 230 L1240 1010 L1100 1020 Z', 'url(#by)', line(o)) +
        P('M1100 1080 L1240 1120 L1240 1540 L1100 1560 Z', 'url(#by)', line(o))
      );
    }
    return (
      box +
      P('M400 1040 L1100 1040', 'none', `stroke="${dark(c, 0.3)}" stroke-width="8"`) +
      R(460, 420, 26, 420, 13, 'url(#mt)', line('#9ca3af', 2)) +
      R(460, 1100, 26, 320, 13, 'url(#mt)', line('#9ca3af', 2)) +
      R(560, 220, 200, 90, 14, '#0a0d14') +
      R(575, 235, 170, 60, 8, '#0c4a6e') +
      R(420, 140, 40, 1440, 20, '#ffffff', 'opacity="0.2"') +
      R(380, 1600, 60, 30, 10, '#1f2937') +
      R(1060, 1600, 60, 30, 10, '#1f2937')
    );
  },
  washer: ({ c, o }, v) => {
    const box = shadow(750, 1580, 480) + R(300, 360, 900, 1180, 40, 'url(#bx)', line(o));
    if (v === 'back') return box + R(340, 400, 820, 180, 20, dark(c, 0.06)) + vents(400, 700, 700, 10, 60, dark(c, 0.25)) + R(1050, 1400, 100, 80, 20, '#1f2937');
    return (
      box +
      R(300, 360, 900, 230, 40, dark(c, 0.05)) +
      R(320, 580, 860, 10, 4, dark(c, 0.2)) +
      R(340, 410, 200, 120, 16, dark(c, 0.12)) +
      R(800, 420, 200, 100, 16, '#0a0d14') +
      R(815, 435, 170, 70, 8, '#0c4a6e') +
      C(1080, 470, 52, 'url(#mt)', line('#6b7280', 2)) +
      C(750, 1060, 330, 'url(#mt)', line('#9ca3af', 3)) +
      C(750, 1060, 270, '#111827') +
      C(750, 1060, 240, 'url(#gl)') +
      E(750, 1110, 200, 150, '#334155', 'opacity="0.7"') +
      P('M560 920 Q640 840 760 830', 'none', 'stroke="#ffffff" stroke-width="26" stroke-linecap="round" opacity="0.3"') +
      R(340, 1480, 820, 30, 10, dark(c, 0.2))
    );
  },
  ac: ({ c, o }, v) => {
    if (v === 'back')
      return shadow(750, 1480, 560) + R(220, 640, 1060, 820, 40, 'url(#bx)', line(o)) + C(620, 1050, 300, dark(c, 0.15), line(o, 2)) + C(620, 1050, 260, '#1f2937') + fanBlades(620, 1050, 240, '#4b5563') + C(620, 1050, 40, dark(c, 0.2)) + vents(980, 760, 220, 14, 44, dark(c, 0.3));
    return (
      shadow(750, 1200, 700, 40) +
      R(100, 700, 1300, 400, 160, 'url(#by)', line(o)) +
      P('M140 980 Q750 1100 1360 980 L1340 1040 Q750 1140 160 1040 Z', dark(c, 0.25)) +
      R(200, 760, 1100, 18, 9, '#ffffff', 'opacity="0.4"') +
      R(1100, 840, 160, 60, 16, '#0a0d14', 'opacity="0.85"') +
      C(1140, 870, 10, '#38bdf8') +
      C(1180, 870, 10, '#22c55e')
    );
  },
  router: ({ o }, v) => {
    const ant = (x: number, rot: number) => `<g transform="rotate(${rot} ${x} 1080)">${R(x - 28, 520, 56, 560, 28, 'url(#bx)', line(o))}</g>`;
    if (v === 'back') return shadow(750, 1400, 600) + ant(360, -14) + ant(1140, 14) + R(180, 1060, 1140, 320, 60, 'url(#by)', line(o)) + [0, 1, 2, 3, 4].map((i) => R(360 + i * 130, 1180, 96, 80, 10, '#111827')).join('') + C(1180, 1220, 20, '#6b7280');
    return (
      shadow(750, 1400, 620) +
      ant(300, -18) +
      ant(560, -6) +
      ant(940, 6) +
      ant(1200, 18) +
      P('M220 1120 L1280 1120 L1330 1330 Q1335 1380 1280 1380 L220 1380 Q165 1380 170 1330 Z', 'url(#by)', line(o)) +
      P('M240 1140 L1260 1140', 'none', 'stroke="#ffffff" stroke-width="10" opacity="0.25"') +
      [0, 1, 2, 3, 4, 5].map((i) => C(520 + i * 90, 1300, 11, i < 4 ? '#22c55e' : '#38bdf8')).join('') +
      dots(280, 1170, 940, 80, 24, 5, '#000000', 0.3)
    );
  },
  powerbank: ({ c, o }, v) =>
    shadow(750, 1520, 360) +
    R(470, 380, 560, 1120, 90, 'url(#bx)', line(o)) +
    R(500, 420, 30, 1040, 15, '#ffffff', 'opacity="0.2"') +
    (v === 'front'
      ? [0, 1, 2, 3].map((i) => C(660 + i * 60, 1380, 14, i < 3 ? '#22c55e' : dark(c, 0.3))).join('') + C(750, 800, 100, 'none', `stroke="${light(c, 0.3)}" stroke-width="14" opacity="0.7"`) + P('M770 700 L700 820 L760 820 L730 910 L810 780 L750 780 Z', light(c, 0.4))
      : R(650, 380, 200, 34, 12, '#111827') + R(690, 386, 120, 20, 10, '#4b5563') + R(560, 560, 380, 500, 30, dark(c, 0.12))),
  charger: ({ c, o }, v) => {
    const cd = 'M750 1100 C 760 1350, 1200 1300, 1150 1500 C 1110 1640, 500 1620, 420 1480 C 360 1380, 520 1300, 620 1330';
    const cable = P(cd, 'none', `stroke="${o}" stroke-width="40" stroke-linecap="round"`) + P(cd, 'none', `stroke="${light(c, 0.08)}" stroke-width="32" stroke-linecap="round"`);
    const plug = R(590, 1320, 90, 150, 20, 'url(#bx)', line(o)) + R(610, 1460, 50, 50, 8, 'url(#mt)');
    if (v === 'back') return shadow(750, 1420, 340) + R(500, 640, 500, 500, 90, 'url(#bd)', line(o)) + C(750, 890, 120, dark(c, 0.08), line(o, 2)) + R(680, 860, 140, 60, 20, '#111827') + cable + plug;
    return shadow(750, 1420, 340) + R(670, 330, 44, 240, 22, 'url(#mt)') + R(786, 330, 44, 240, 22, 'url(#mt)') + R(500, 520, 500, 600, 100, 'url(#bx)', line(o)) + R(530, 560, 40, 520, 20, '#ffffff', 'opacity="0.25"') + R(690, 1060, 120, 40, 12, '#111827') + cable + plug;
  },
  drone: ({ c, o }, v) => {
    const arm = (x: number, y: number) => P(`M750 900 L${x} ${y}`, 'none', `stroke="${dark(c, 0.15)}" stroke-width="70" stroke-linecap="round"`) + C(x, y, 60, dark(c, 0.3), line(o, 2)) + E(x, y, 240, 36, '#9ca3af', 'opacity="0.35"') + E(x, y, 36, 240, '#9ca3af', 'opacity="0.18"') + C(x, y, 20, '#111827');
    const arms = arm(330, 560) + arm(1170, 560) + arm(330, 1240) + arm(1170, 1240);
    if (v === 'back') return shadow(750, 1520, 520) + arms + E(750, 900, 260, 330, 'url(#bd)', line(o)) + R(640, 720, 220, 260, 40, dark(c, 0.2)) + C(750, 1160, 20, '#22c55e');
    return shadow(750, 1520, 520) + arms + E(750, 900, 260, 330, 'url(#bx)', line(o)) + E(700, 780, 80, 140, '#ffffff', 'opacity="0.15"') + R(660, 1160, 180, 140, 40, '#1f2937') + lens(750, 1250, 56);
  },
  blender: ({ c, o }, v) => {
    const base = shadow(750, 1600, 380) + P('M480 1200 L1020 1200 L1080 1560 Q1085 1590 1050 1590 L450 1590 Q415 1590 420 1560 Z', 'url(#bx)', line(o)) + C(750, 1410, 64, dark(c, 0.3), line(o, 2)) + C(750, 1410, 30, light(c, 0.1));
    const jar = P('M450 360 L1050 360 L980 1200 L520 1200 Z', '#e0f2fe', 'stroke="#bae6fd" stroke-width="6" opacity="0.7"') + R(430, 300, 640, 80, 30, '#1f2937') + P('M1050 480 Q1200 500 1190 760 Q1180 980 1010 1000', 'none', 'stroke="#cbd5e1" stroke-width="50" opacity="0.8"');
    const fill = v === 'front' ? P('M500 760 L1000 760 L980 1200 L520 1200 Z', hx(mix(c, 'f472b6', 0.5)), 'opacity="0.7"') : '';
    return base + fill + jar + P('M600 1150 L900 1150 L750 1100 Z', '#9ca3af') + P('M540 420 L600 1140', 'none', 'stroke="#ffffff" stroke-width="20" stroke-linecap="round" opacity="0.5"');
  },
  shaver: ({ c, o }, v) => {
    const body = P('M600 700 L900 700 L860 1560 Q855 1600 815 1600 L685 1600 Q645 1600 640 1560 Z', 'url(#bx)', line(o)) + R(625, 740, 30, 760, 15, '#ffffff', 'opacity="0.2"');
    if (v === 'back') return shadow(750, 1620, 240) + body + R(560, 460, 380, 260, 80, dark(c, 0.2), line(o)) + R(600, 500, 300, 60, 20, 'url(#mt)') + R(600, 600, 300, 60, 20, 'url(#mt)');
    return shadow(750, 1620, 240) + body + R(500, 470, 500, 260, 120, dark(c, 0.25), line(o)) + C(610, 560, 80, 'url(#mt)', line('#6b7280', 2)) + C(890, 560, 80, 'url(#mt)', line('#6b7280', 2)) + C(750, 640, 80, 'url(#mt)', line('#6b7280', 2)) + C(750, 1000, 44, light(c, 0.25), line(o, 2)) + C(750, 1000, 16, '#38bdf8');
  },
  handheld: ({ c, o }, v) => {
    const joy = (x: number, side: 1 | -1, col: string) =>
      `<path d="${side < 0 ? `M${x + 150} 640 L${x + 70} 640 Q${x} 640 ${x} 720 L${x} 1080 Q${x} 1160 ${x + 70} 1160 L${x + 150} 1160 Z` : `M${x} 640 L${x + 80} 640 Q${x + 150} 640 ${x + 150} 720 L${x + 150} 1080 Q${x + 150} 1160 ${x + 80} 1160 L${x} 1160 Z`}" fill="${col}" ${line(o)}/>`;
    const left = hx(c);
    const right = left;
    if (v === 'back') return shadow(750, 1240, 560) + R(290, 640, 920, 520, 40, '#374151', line('#111827')) + R(420, 700, 660, 40, 20, '#4b5563') + R(640, 1110, 220, 40, 16, '#1f2937') + joy(140, -1, left) + joy(1210, 1, right);
    return (
      shadow(750, 1240, 560) +
      R(290, 640, 920, 520, 30, '#111827') +
      R(300, 650, 900, 500, 24, '#0a0d14') +
      screen(330, 675, 840, 450, 12) +
      joy(140, -1, left) +
      joy(1210, 1, right) +
      C(215, 780, 46, '#1f2937') +
      C(215, 780, 30, '#374151') +
      C(1285, 960, 46, '#1f2937') +
      C(1285, 960, 30, '#374151') +
      [0, 1, 2, 3].map((i) => C(215 + [0, 36, 0, -36][i]!, 960 + [-36, 0, 36, 0][i]!, 15, '#1f2937')).join('') +
      [0, 1, 2, 3].map((i) => C(1285 + [0, 36, 0, -36][i]!, 780 + [-36, 0, 36, 0][i]!, 15, '#1f2937')).join('')
    );
  },
  tvbox: ({ o }, v) => {
    const remote = R(1010, 760, 150, 620, 70, '#1f2937', line('#111827')) + C(1085, 880, 50, '#374151') + C(1085, 880, 20, '#4b5563') + [0, 1, 2].map((i) => R(1045, 980 + i * 70, 80, 36, 18, '#374151')).join('') + R(1025, 780, 20, 560, 10, '#ffffff', 'opacity="0.1"');
    if (v === 'back') return shadow(700, 1250, 460) + R(300, 1000, 700, 220, 70, 'url(#by)', line(o)) + [0, 1, 2].map((i) => R(420 + i * 150, 1090, 100, 60, 10, '#111827')).join('') + C(880, 1120, 18, '#6b7280');
    return shadow(750, 1400, 560) + R(260, 1050, 700, 300, 80, 'url(#by)', line(o)) + R(300, 1070, 620, 30, 15, '#ffffff', 'opacity="0.25"') + C(610, 1280, 12, '#38bdf8') + remote;
  },
  purifier: ({ c, o }, v) =>
    shadow(750, 1600, 360) +
    R(480, 340, 540, 1240, 120, 'url(#bx)', line(o)) +
    (v === 'front'
      ? E(750, 420, 240, 50, dark(c, 0.25)) + dots(520, 560, 460, 900, 30, 9, dark(c, 0.4), 0.55) + C(750, 470, 26, '#22c55e', 'opacity="0.9"') + R(520, 380, 30, 1160, 15, '#ffffff', 'opacity="0.2"')
      : E(750, 420, 240, 50, dark(c, 0.25)) + R(560, 600, 380, 800, 60, dark(c, 0.12), line(o, 2)) + vents(600, 660, 300, 12, 56, dark(c, 0.35))),
};

function keyboard(x: number, y: number, w: number, h: number, o: string): string {
  let s = '';
  const rows = 5;
  const kh = h / rows;
  for (let r = 0; r < rows; r++) {
    const inset = r * 6;
    const n = 14;
    const kw = (w - inset * 2) / n;
    for (let i = 0; i < n; i++) s += R(x + inset + i * kw + 3, y + r * kh + 3, kw - 6, kh - 6, 4, '#111827', 'opacity="0.85"');
  }
  void o;
  return s;
}

function fanBlades(cx: number, cy: number, r: number, fill: string): string {
  let s = '';
  for (let i = 0; i < 7; i++) s += `<path transform="rotate(${(i * 360) / 7} ${cx} ${cy})" d="M${cx} ${cy} Q${cx + r * 0.5} ${cy - r * 0.9} ${cx + r * 0.2} ${cy - r * 0.95} Q${cx - r * 0.1} ${cy - r * 0.5} ${cx} ${cy} Z" fill="${fill}" opacity="0.85"/>`;
  return s;
}

function fan(cx: number, cy: number, r: number, c: string): string {
  return C(cx, cy, r, '#0b0f19', `stroke="${dark(c, 0.1)}" stroke-width="10"`) + C(cx, cy, r * 0.94, 'none', 'stroke="#38bdf8" stroke-width="8" opacity="0.8"') + fanBlades(cx, cy, r * 0.85, '#374151') + C(cx, cy, r * 0.22, '#1f2937');
}

/** gradients every drawing uses, tinted with the product colour */
export function productDefs(color: string): string {
  const c = color;
  const l = luminance(c);
  const hi = light(c, l > 0.6 ? 0.6 : 0.35);
  const lo = dark(c, l > 0.6 ? 0.12 : 0.35);
  return `
<linearGradient id="bx" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lo}"/><stop offset="0.12" stop-color="${hi}"/><stop offset="0.5" stop-color="${hx(c)}"/><stop offset="0.88" stop-color="${dark(c, l > 0.6 ? 0.06 : 0.2)}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
<linearGradient id="by" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.45" stop-color="${hx(c)}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
<linearGradient id="bd" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hi}"/><stop offset="0.55" stop-color="${hx(c)}"/><stop offset="1" stop-color="${lo}"/></linearGradient>
<linearGradient id="st" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark(c, 0.25)}"/><stop offset="0.5" stop-color="${hx(c)}"/><stop offset="1" stop-color="${dark(c, 0.3)}"/></linearGradient>
<linearGradient id="mt" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f4f6"/><stop offset="0.5" stop-color="#9ca3af"/><stop offset="1" stop-color="#e5e7eb"/></linearGradient>
<linearGradient id="mt2" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(c, 0.5)}"/><stop offset="0.5" stop-color="${dark(c, 0.1)}"/><stop offset="1" stop-color="${light(c, 0.3)}"/></linearGradient>
<linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#020617"/></linearGradient>
<linearGradient id="wp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${mix(c, '4338ca', 0.75)}"/><stop offset="0.55" stop-color="${mix(c, '7c3aed', 0.7)}"/><stop offset="1" stop-color="${mix(c, '0f172a', 0.7)}"/></linearGradient>
<radialGradient id="wb1"><stop offset="0" stop-color="${mix(c, 'f472b6', 0.6)}" stop-opacity="0.9"/><stop offset="1" stop-color="${mix(c, 'f472b6', 0.6)}" stop-opacity="0"/></radialGradient>
<radialGradient id="wb2"><stop offset="0" stop-color="${mix(c, '22d3ee', 0.6)}" stop-opacity="0.85"/><stop offset="1" stop-color="${mix(c, '22d3ee', 0.6)}" stop-opacity="0"/></radialGradient>
<radialGradient id="lg" cx="0.4" cy="0.35"><stop offset="0" stop-color="#3b4a7a"/><stop offset="0.6" stop-color="#111a33"/><stop offset="1" stop-color="#05070d"/></radialGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#0f172a" stop-opacity="0.32"/><stop offset="0.6" stop-color="#0f172a" stop-opacity="0.12"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>`;
}

/** the product layer (defs + shapes) in 1500×1800 coordinates, without background */
export function productLayer(kind: ProductKind, color: string, view: View, style = 1): { defs: string; body: string } {
  const c = color.replace('#', '').toLowerCase();
  const l = luminance(c);
  const ctx: Ctx = { c, o: dark(c, l > 0.6 ? 0.28 : 0.45), style };
  const gen = gens[kind];
  if (view === 'angle') {
    // the front, turned: a slight rotation and skew reads as a three-quarter view
    // the side: the front's silhouette in a darker shade, pushed back, reads as the object's thickness
    const front = gen(ctx, 'front');
    const side = dark(c, l > 0.6 ? 0.3 : 0.45).replace('#', '');
    const [r, g, b] = [0, 2, 4].map((i) => (parseInt(side.slice(i, i + 2), 16) / 255).toFixed(3));
    const sil = `<filter id="sil" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 1 0"/></filter>`;
    const noShadow = front.replace(/<ellipse[^>]*url\(#sh\)[^>]*\/>/g, '');
    return {
      defs: productDefs(c) + sil,
      body: `<g transform="translate(750 900) rotate(-7) skewX(-8) scale(0.92 0.96) translate(-750 -900)"><g transform="translate(26 10)" filter="url(#sil)">${noShadow}</g>${front}</g>`,
    };
  }
  return { defs: productDefs(c), body: gen(ctx, view) };
}

/** complete packshot SVG: a light studio background and the product */
export function productSvg(kind: ProductKind, color: string, view: View, style = 1): string {
  const { defs, body } = productLayer(kind, color, view, style);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs}<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f8f9fa"/><stop offset="1" stop-color="#f1f2f5"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;
}
