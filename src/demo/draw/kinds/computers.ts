import { dark, hx, light, luminance } from '../color.ts';
import {
  ACCENTS,
  C,
  G,
  P,
  R,
  dots,
  fan,
  gloss,
  isWall,
  keyboard,
  line,
  screen,
  shadow,
  vents,
  type Ctx,
  type Gen,
  type Wall,
} from '../shapes.ts';

const wallOf = (k: Ctx, fallback: Wall = 'aurora'): Wall => (isWall(k.d.wall) ? k.d.wall : fallback);
const accentOf = (k: Ctx) => hx(ACCENTS[k.d.accent ?? 'none'] ?? ACCENTS.none!);

// ------------------------------------------------------------------ laptops

const laptop: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'standard';
  const l = luminance(c);
  const gaming = form === 'gaming';
  const business = form === 'business';
  const ultra = form === 'ultrabook';
  const acc = accentOf(k);
  // lid: taller (16:10) on ultrabooks, a chin on gaming machines
  const lidY = ultra ? 380 : 420;
  const lidH = ultra ? 700 : 660;
  const lid = { x: 250, y: lidY, w: 1000, h: lidH };
  const baseTop = lid.y + lid.h + 10;
  const baseH = gaming ? 250 : ultra ? 170 : 210;
  if (v === 'back') {
    const floor = baseTop + baseH + 60;
    return (
      shadow(750, floor, 700) +
      P(
        `M170 ${baseTop + baseH - 40} L1330 ${baseTop + baseH - 40} L1280 ${baseTop + baseH} L220 ${baseTop + baseH} Z`,
        dark(c, 0.3),
      ) +
      R(170, lid.y + 60, 1160, baseTop + baseH - 40 - (lid.y + 60), 40, 'url(#bd)', line(o)) +
      gloss(190, lid.y + 80, 510, 600, 0.1) +
      (gaming
        ? P(
            `M330 ${lid.y + 140} L560 ${lid.y + 140} L620 ${lid.y + 220}`,
            'none',
            `stroke="${acc}" stroke-width="10" opacity="0.85"`,
          ) +
          P(
            `M1170 ${lid.y + 140} L940 ${lid.y + 140} L880 ${lid.y + 220}`,
            'none',
            `stroke="${acc}" stroke-width="10" opacity="0.85"`,
          ) +
          P('M750 800 L830 870 L750 1000 L670 870 Z', 'none', `stroke="${acc}" stroke-width="12" opacity="0.9"`) +
          vents(360, baseTop + baseH - 120, 780, 2, 30, '#000000', 0.35)
        : business
          ? R(260, lid.y + 600, 150, 40, 8, dark(c, 0.35)) + C(400, lid.y + 620, 8, '#ef4444')
          : C(750, (lid.y + baseTop) / 2 + 40, 70, 'none', `stroke="${light(o, 0.3)}" stroke-width="8" opacity="0.6"`))
    );
  }
  const bez = k.d.bezel === 'medium' || business ? 44 : 22;
  const chin = gaming ? 40 : 0;
  const sx = lid.x + 18 + bez;
  const sy = lid.y + 18 + bez * 0.8;
  const sw = lid.w - 36 - bez * 2;
  const sh = lid.h - 36 - bez * 1.6 - chin;
  const keysCol = l > 0.6 && !gaming ? dark(c, 0.55) : '#0f1115';
  const basePath = `M150 ${baseTop + baseH - 40} L1350 ${baseTop + baseH - 40} L1300 ${baseTop} L200 ${baseTop} Z`;
  const floor = baseTop + baseH + 30;
  let out =
    shadow(750, floor, 700) +
    R(lid.x, lid.y, lid.w, lid.h, 36, gaming ? dark(c, 0.1) : 'url(#bx)', line(o)) +
    R(lid.x + 18, lid.y + 18, lid.w - 36, lid.h - 36, 24, '#0a0d14') +
    screen(sx, sy, sw, sh, 10, wallOf(k), 'lp') +
    P(basePath, 'url(#by)', line(o)) +
    P(
      `M150 ${baseTop + baseH - 40} L1350 ${baseTop + baseH - 40} L1350 ${baseTop + baseH - 22} Q1350 ${baseTop + baseH} 1320 ${baseTop + baseH} L180 ${baseTop + baseH} Q150 ${baseTop + baseH} 150 ${baseTop + baseH - 22} Z`,
      dark(c, 0.25),
    ) +
    R(650, lid.y + lid.h - 2, 200, 14, 7, dark(c, 0.2));
  if (ultra && bez < 30) out += R(750 - 60, sy - 2, 120, 26, 10, '#0a0d14');
  else out += C(750, lid.y + 18 + bez * 0.45, 6, '#1f2937');
  if (gaming) out += R(sx + sw / 2 - 60, sy + sh + 14, 120, 14, 7, acc, 'opacity="0.8"');
  const kx = 250;
  const kw = 1000;
  const ky = baseTop + 16;
  const kh = baseH - (gaming ? 150 : ultra ? 110 : 130);
  out += keyboard(kx, ky, kw, Math.max(60, kh + 40), keysCol, gaming ? acc : undefined);
  const padY = ky + Math.max(60, kh + 40) + 8;
  const padH = baseTop + baseH - 48 - padY;
  if (padH > 16) out += R(ultra ? 600 : 640, padY, ultra ? 300 : 220, padH, 8, light(c, 0.1), line(o, 2));
  if (business)
    out += C(750, ky + Math.max(60, kh + 40) * 0.62, 9, '#ef4444') + R(640, padY - 2, 220, 8, 3, dark(c, 0.4));
  if (gaming)
    out +=
      vents(230, baseTop + baseH - 36, 260, 1, 20, '#000000', 0.35) +
      vents(1010, baseTop + baseH - 36, 260, 1, 20, '#000000', 0.35) +
      P(
        `M150 ${baseTop + baseH - 40} L1350 ${baseTop + baseH - 40}`,
        'none',
        `stroke="${acc}" stroke-width="5" opacity="0.75"`,
      );
  // the power light, in the accent colour
  out += C(1200, baseTop + 24, 7, acc);
  if (form === 'convertible')
    out +=
      R(1230, baseTop + baseH - 10, 260, 22, 11, 'url(#mt)', line('#6b7280', 2)) +
      P(`M1490 ${baseTop + baseH + 1} L1470 ${baseTop + baseH - 10} L1470 ${baseTop + baseH + 12} Z`, '#374151') +
      R(240, lid.y + lid.h - 10, 30, 60, 10, dark(c, 0.3)) +
      R(1230, lid.y + lid.h - 10, 30, 60, 10, dark(c, 0.3));
  return out;
};

// ------------------------------------------------------------------ monitors

const monitor: Gen = (k, v) => {
  const { c, o } = k;
  const curved = k.d.curve === 'curved';
  const acc = k.d.accent && k.d.accent !== 'none' ? accentOf(k) : '';
  const [x, y, w, h] = curved ? [60, 470, 1380, 620] : [150, 420, 1200, 760];
  const bottom = y + h;
  const stand = (() => {
    switch (k.d.stand) {
      case 'v':
        return (
          R(700, bottom - 20, 100, 300, 16, 'url(#bx)', line(o)) +
          P(
            `M750 ${bottom + 250} L450 ${bottom + 340} L480 ${bottom + 360} L750 ${bottom + 300} L1020 ${bottom + 360} L1050 ${bottom + 340} Z`,
            'url(#by)',
            line(o),
          )
        );
      case 'arm':
        return (
          R(710, bottom - 120, 80, 420, 30, 'url(#mt)', line('#6b7280', 2)) +
          R(560, bottom + 280, 380, 50, 24, 'url(#by)', line(o))
        );
      default:
        return (
          R(690, bottom - 20, 120, 280, 20, 'url(#bx)', line(o)) +
          P(
            `M470 ${bottom + 320} Q470 ${bottom + 270} 520 ${bottom + 270} L980 ${bottom + 270} Q1030 ${bottom + 270} 1030 ${bottom + 320} L1030 ${bottom + 340} L470 ${bottom + 340} Z`,
            'url(#by)',
            line(o),
          )
        );
    }
  })();
  const floor = bottom + 350;
  const bend = curved ? 40 : 0;
  const outline = `M${x} ${y + bend} Q${x + w / 2} ${y - bend} ${x + w} ${y + bend} L${x + w} ${bottom - bend} Q${x + w / 2} ${bottom + bend} ${x} ${bottom - bend} Z`;
  if (v === 'back') {
    const shell = curved ? P(outline, 'url(#bd)', line(o)) : R(x, y, w, h, 26, 'url(#bd)', line(o));
    return (
      shadow(750, floor, 420) +
      stand +
      shell +
      R(500, y + 160, 500, Math.min(400, h - 240), 60, light(c, 0.08), line(o, 2)) +
      vents(560, y + 200, 380, 6, 36, dark(c, 0.35)) +
      (acc
        ? P(
            `M${x + 80} ${bottom - 60} L${x + w - 80} ${bottom - 60}`,
            'none',
            `stroke="${acc}" stroke-width="10" opacity="0.85"`,
          )
        : '')
    );
  }
  const bez = k.d.bezel === 'medium' ? 34 : 14;
  if (curved) {
    const inner = `M${x + bez} ${y + bend + bez} Q${x + w / 2} ${y - bend + bez} ${x + w - bez} ${y + bend + bez} L${x + w - bez} ${bottom - bend - bez - 20} Q${x + w / 2} ${bottom + bend - bez - 20} ${x + bez} ${bottom - bend - bez - 20} Z`;
    return (
      shadow(750, floor, 480) +
      stand +
      P(outline, dark(c, 0.15), line(o)) +
      `<clipPath id="mcv"><path d="${inner}"/></clipPath><g clip-path="url(#mcv)">${screen(x, y - bend, w, h + bend * 2, 0, wallOf(k), 'mc')}</g>` +
      (acc
        ? P(`M${x + 200} ${bottom - 14} L${x + w - 200} ${bottom - 14}`, 'none', `stroke="${acc}" stroke-width="8"`)
        : '')
    );
  }
  return (
    shadow(750, floor, 420) +
    stand +
    R(x, y, w, h, 26, dark(c, 0.15), line(o)) +
    R(x + 10, y + 10, w - 20, h - 20, 18, '#0a0d14') +
    screen(x + bez, y + bez, w - bez * 2, h - bez * 2 - 30, 6, wallOf(k), 'mn') +
    R(x, bottom - 40, w, 40, 14, 'url(#by)') +
    (acc ? R(700, bottom - 28, 100, 12, 6, acc) : C(750, bottom - 20, 6, '#38bdf8'))
  );
};

// ------------------------------------------------------------------ desktops

const desktop: Gen = (k, v) => {
  const { c, o } = k;
  const acc = accentOf(k);
  const form = k.d.form ?? 'tower';
  if (form === 'mini') {
    const box = R(450, 900, 600, 560, 60, 'url(#by)', line(o)) + gloss(470, 920, 300, 300);
    if (v === 'back')
      return (
        shadow(750, 1500, 360) +
        box +
        [0, 1, 2].map((i) => R(520 + i * 150, 1250, 100, 60, 10, '#111827')).join('') +
        vents(520, 980, 460, 5, 40, dark(c, 0.35))
      );
    return (
      shadow(750, 1500, 360) +
      box +
      C(600, 1380, 22, dark(c, 0.3), line(o, 2)) +
      C(600, 1380, 8, '#38bdf8') +
      R(700, 1370, 80, 20, 8, '#111827') +
      R(800, 1370, 80, 20, 8, '#111827')
    );
  }
  if (form === 'gaming' || v === 'back') {
    // the side: tempered glass, fans lit in the accent colour
    return (
      shadow(750, 1580, 360) +
      R(440, 260, 620, 1300, 40, 'url(#bd)', line(o)) +
      R(480, 300, 540, 1220, 26, 'url(#gl)') +
      fan(750, 560, 170, c, form === 'gaming' ? acc : '#38bdf8') +
      fan(750, 960, 170, c, form === 'gaming' ? acc : '#38bdf8') +
      fan(750, 1340, 150, c, form === 'gaming' ? acc : '#38bdf8') +
      (form === 'gaming' ? R(480, 300, 12, 1220, 6, acc, 'opacity="0.8"') : '') +
      gloss(480, 300, 340, 600, 0.08)
    );
  }
  return (
    shadow(750, 1580, 340) +
    R(480, 260, 540, 1300, 40, 'url(#bx)', line(o)) +
    R(520, 300, 460, 260, 20, dark(c, 0.15)) +
    vents(540, 340, 420, 5, 40, light(c, 0.3)) +
    C(750, 1440, 34, dark(c, 0.3), line(o, 2)) +
    C(750, 1440, 14, acc) +
    R(560, 640, 380, 700, 24, 'none', `stroke="${dark(c, 0.2)}" stroke-width="6"`) +
    dots(580, 660, 340, 660, 44, 7, dark(c, 0.45))
  );
};

// ------------------------------------------------------------------ TVs

const tv: Gen = (k, v) => {
  const { c, o } = k;
  const frame = k.d.bezel === 'frame';
  const stand = k.d.stand ?? 'feet';
  const legs =
    stand === 'pedestal'
      ? R(700, 1290, 100, 70, 10, dark(c, 0.2)) +
        P('M520 1390 Q520 1360 560 1360 L940 1360 Q980 1360 980 1390 L980 1400 L520 1400 Z', 'url(#by)', line(o))
      : stand === 'wide'
        ? P('M470 1390 L520 1290 L550 1290 L510 1390 Z', dark(c, 0.2)) +
          P('M1030 1390 L980 1290 L950 1290 L990 1390 Z', dark(c, 0.2))
        : P('M200 1390 L260 1290 L290 1290 L250 1390 Z', dark(c, 0.2)) +
          P('M1300 1390 L1240 1290 L1210 1290 L1250 1390 Z', dark(c, 0.2));
  if (v === 'back')
    return (
      shadow(750, 1400, 660) +
      legs +
      R(60, 500, 1380, 800, 14, 'url(#bd)', line(o)) +
      R(360, 640, 780, 560, 60, dark(c, 0.12), line(o, 2)) +
      vents(440, 700, 620, 6, 34, dark(c, 0.4)) +
      R(520, 960, 460, 160, 16, dark(c, 0.25))
    );
  if (frame)
    return (
      shadow(750, 1400, 660) +
      legs +
      R(60, 500, 1380, 800, 10, '#f5f5f4', line('#d6d3d1', 3)) +
      R(100, 540, 1300, 720, 4, '#e7e5e4') +
      R(150, 590, 1200, 620, 2, '#0a0d14') +
      screen(156, 596, 1188, 608, 0, wallOf(k, 'candy'), 'tvf')
    );
  return (
    shadow(750, 1400, 660) +
    legs +
    R(60, 500, 1380, 800, 14, dark(c, 0.1), line(o)) +
    R(70, 510, 1360, 780, 8, '#06080d') +
    screen(80, 520, 1340, 760, 4, wallOf(k, 'sunset'), 'tv') +
    R(700, 1290, 100, 10, 5, light(c, 0.3))
  );
};

// ------------------------------------------------------------------ TV boxes

const tvbox: Gen = (k, v) => {
  const { c, o } = k;
  const remote =
    R(1010, 760, 150, 620, 70, '#1f2937', line('#111827')) +
    C(1085, 880, 50, '#374151') +
    C(1085, 880, 20, '#4b5563') +
    [0, 1, 2].map((i) => R(1045, 980 + i * 70, 80, 36, 18, '#374151')).join('') +
    R(1025, 780, 20, 560, 10, '#ffffff', 'opacity="0.1"');
  switch (k.d.form) {
    case 'stick':
      if (v === 'back')
        return (
          shadow(750, 1250, 400) +
          R(380, 1080, 600, 150, 60, 'url(#by)', line(o)) +
          R(980, 1120, 120, 70, 10, 'url(#mt)', line('#6b7280', 2)) +
          C(460, 1155, 14, '#6b7280')
        );
      return (
        shadow(750, 1400, 560) +
        R(280, 1150, 520, 140, 60, 'url(#by)', line(o)) +
        R(800, 1185, 110, 70, 10, 'url(#mt)', line('#6b7280', 2)) +
        C(350, 1220, 10, '#38bdf8') +
        remote
      );
    case 'puck':
      if (v === 'back')
        return (
          shadow(700, 1260, 420) +
          R(330, 980, 680, 250, 90, '#111827', line('#000000')) +
          [0, 1].map((i) => R(480 + i * 180, 1120, 120, 60, 10, '#374151')).join('') +
          C(880, 1150, 16, '#6b7280')
        );
      return (
        shadow(750, 1400, 560) +
        R(240, 1020, 680, 320, 100, '#111827', line('#000000')) +
        R(270, 1040, 620, 40, 20, '#ffffff', 'opacity="0.12"') +
        R(900 - 60, 760, 150, 620, 70, '#c0c4cc', line('#6b7280')) +
        C(915, 880, 52, '#1f2937') +
        C(915, 880, 20, '#4b5563') +
        R(880, 1010, 70, 36, 18, '#6b7280')
      );
    default:
      if (v === 'back')
        return (
          shadow(700, 1250, 460) +
          R(300, 1000, 700, 220, 70, 'url(#by)', line(o)) +
          [0, 1, 2].map((i) => R(420 + i * 150, 1090, 100, 60, 10, '#111827')).join('') +
          C(880, 1120, 18, '#6b7280')
        );
      return (
        shadow(750, 1400, 560) +
        R(260, 1050, 700, 300, 80, 'url(#by)', line(o)) +
        R(300, 1070, 620, 30, 15, '#ffffff', 'opacity="0.25"') +
        C(610, 1280, 12, '#38bdf8') +
        remote +
        (luminance(c) > 0.5 ? '' : '')
      );
  }
};

// ------------------------------------------------------------------ routers and mesh

const router: Gen = (k, v) => {
  const { c, o } = k;
  if (k.d.form === 'mesh') {
    const unit = (x: number, y: number, s: number) =>
      G(
        `translate(${x} ${y}) scale(${s})`,
        R(-170, -300, 340, 600, 120, 'url(#bx)', line(o)) +
          dots(-120, -260, 240, 180, 26, 6, dark(c, 0.3), 0.5) +
          C(0, 220, 10, '#22c55e') +
          gloss(-150, -280, 140, 300, 0.14),
      );
    if (v === 'back') return shadow(750, 1480, 300) + unit(750, 1120, 1.1) + R(690, 1350, 120, 50, 10, '#111827');
    return shadow(750, 1500, 560) + unit(500, 1120, 0.9) + unit(1000, 1120, 0.9) + unit(750, 1180, 1.0);
  }
  const count = k.d.form === 'two' ? 2 : k.d.form === 'six' ? 6 : 4;
  const ant = (x: number, rot: number) =>
    G(`rotate(${rot} ${x} 1080)`, R(x - 28, 520, 56, 560, 28, 'url(#bx)', line(o)));
  const xs = count === 2 ? [330, 1170] : count === 6 ? [260, 430, 600, 900, 1070, 1240] : [300, 560, 940, 1200];
  const rots = count === 2 ? [-16, 16] : count === 6 ? [-24, -14, -5, 5, 14, 24] : [-18, -6, 6, 18];
  if (v === 'back')
    return (
      shadow(750, 1400, 600) +
      ant(360, -14) +
      ant(1140, 14) +
      R(180, 1060, 1140, 320, 60, 'url(#by)', line(o)) +
      [0, 1, 2, 3, 4].map((i) => R(360 + i * 130, 1180, 96, 80, 10, '#111827')).join('') +
      C(1180, 1220, 20, '#6b7280')
    );
  return (
    shadow(750, 1400, 620) +
    xs.map((x, i) => ant(x, rots[i]!)).join('') +
    P('M220 1120 L1280 1120 L1330 1330 Q1335 1380 1280 1380 L220 1380 Q165 1380 170 1330 Z', 'url(#by)', line(o)) +
    P('M240 1140 L1260 1140', 'none', 'stroke="#ffffff" stroke-width="10" opacity="0.25"') +
    [0, 1, 2, 3, 4, 5].map((i) => C(520 + i * 90, 1300, 11, i < 4 ? '#22c55e' : '#38bdf8')).join('') +
    dots(280, 1170, 940, 80, 24, 5, '#000000', 0.3) +
    (count === 6 ? P('M600 1160 L900 1160', 'none', `stroke="${hx(ACCENTS.red!)}" stroke-width="8" opacity="0.8"`) : '')
  );
};

export const COMPUTERS = { laptop, monitor, desktop, tv, tvbox, router };
