import { dark, hx, light, luminance, mix } from '../color.ts';
import { C, E, G, P, R, flash, gloss, lens, line, n, screen, shadow, type Ctx, type Gen, wallOf } from '../shapes.ts';

// ------------------------------------------------------------------ tablets and e-readers

const tablet: Gen = (k, v) => {
  const { c, o } = k;
  const land = k.d.orient === 'landscape';
  const ereader = k.d.form === 'ereader';
  const [x, y, w, h] = ereader ? [380, 260, 740, 1040] : land ? [110, 470, 1280, 880] : [270, 300, 960, 1240];
  const bez = ereader ? 50 : k.d.bezel === 'medium' ? 52 : 30;
  const floor = y + h + 60;
  const body = R(x, y, w, h, ereader ? 50 : 70, 'url(#bx)', line(o));
  if (v === 'back') {
    const cam =
      k.d.cam === 'duo'
        ? R(x + 40, y + 40, 150, 260, 60, 'url(#bd)', line(o, 2)) +
          lens(x + 115, y + 110, 44) +
          lens(x + 115, y + 230, 44)
        : k.d.cam === 'strip'
          ? R(x + 40, y + 40, 120, 120, 50, dark(c, 0.2), line(o, 2)) +
            lens(x + 100, y + 100, 40) +
            flash(x + 200, y + 100, 14)
          : R(x + 40, y + 40, 150, 150, 44, 'url(#bd)', line(o, 2)) + lens(x + 115, y + 115, 48);
    return (
      shadow(750, floor, w * 0.52) +
      body +
      (ereader ? '' : cam) +
      C(x + w / 2, y + h / 2, 60, 'none', `stroke="${light(o, 0.35)}" stroke-width="6" opacity="0.6"`) +
      gloss(x + 40, y + 20, w * 0.5, h * 0.65, 0.09)
    );
  }
  if (ereader) {
    let text = '';
    for (let i = 0; i < 13; i++)
      text += R(
        x + bez + 50,
        y + bez + 120 + i * 52,
        (w - bez * 2 - 100) * (i % 5 === 4 ? 0.55 : 1),
        16,
        8,
        '#6b7280',
        'opacity="0.55"',
      );
    return (
      shadow(750, floor, w * 0.52) +
      body +
      R(x + bez, y + bez, w - bez * 2, h - bez * 2 - 70, 10, '#e7e5e4', line(dark(c, 0.3), 2)) +
      R(x + bez + 50, y + bez + 40, (w - bez * 2 - 100) * 0.6, 34, 10, '#374151', 'opacity="0.75"') +
      text +
      R(x + w / 2 - 90, y + h - 75, 180, 22, 11, dark(c, 0.3))
    );
  }
  const sx = x + bez;
  const sy = y + bez;
  const sw = w - bez * 2;
  const sh = h - bez * 2;
  // app icons in a grid (six across in landscape, five in portrait) and a dock
  let icons = '';
  const cols = land ? 6 : 5;
  const size = sw / (cols * 1.9);
  const gap = (sw - cols * size) / (cols + 1);
  const tints = ['#f97316', '#22c55e', '#3b82f6', '#eab308', '#ef4444', '#a855f7', '#14b8a6'];
  for (let r = 0; r < 2; r++)
    for (let i = 0; i < cols; i++)
      icons += R(
        sx + gap + i * (size + gap),
        sy + sh * 0.3 + r * (size + gap),
        size,
        size,
        size * 0.25,
        tints[(r * cols + i) % tints.length]!,
        'opacity="0.9"',
      );
  icons += R(sx + sw * 0.2, sy + sh - size - gap, sw * 0.6, size + gap * 0.6, size * 0.4, '#ffffff', 'opacity="0.22"');
  return (
    shadow(750, floor, w * 0.52) +
    body +
    R(x + 14, y + 14, w - 28, h - 28, 58, '#0a0d14') +
    screen(sx, sy, sw, sh, 30, wallOf(k, 'ocean'), 'tb') +
    icons +
    (land ? C(x + w / 2, y + 16, 7, '#1f2937') : C(x + w / 2, y + 22, 8, '#1f2937'))
  );
};

// ------------------------------------------------------------------ watches and bands

function watchFace(k: Ctx, cx: number, cy: number, r: number, round: boolean): string {
  const accent = k.c === 'f3f4f6' || luminance(k.c) > 0.7 ? '2563eb' : k.c;
  switch (k.d.face) {
    case 'analog': {
      let ticks = '';
      for (let i = 0; i < 12; i++)
        ticks += `<rect x="${n(cx - 5)}" y="${n(cy - r * 0.92)}" width="10" height="${n(r * (i % 3 ? 0.08 : 0.16))}" rx="4" fill="#e5e7eb" transform="rotate(${i * 30} ${n(cx)} ${n(cy)})"/>`;
      return (
        ticks +
        `<rect x="${n(cx - 9)}" y="${n(cy - r * 0.5)}" width="18" height="${n(r * 0.55)}" rx="9" fill="#ffffff" transform="rotate(-50 ${n(cx)} ${n(cy)})"/>` +
        `<rect x="${n(cx - 6)}" y="${n(cy - r * 0.78)}" width="12" height="${n(r * 0.82)}" rx="6" fill="#ffffff" transform="rotate(70 ${n(cx)} ${n(cy)})"/>` +
        `<rect x="${n(cx - 2)}" y="${n(cy - r * 0.85)}" width="4" height="${n(r * 0.95)}" fill="${hx(mix(accent, 'f97316', 0.5))}" transform="rotate(160 ${n(cx)} ${n(cy)})"/>` +
        C(cx, cy, 16, '#ffffff') +
        C(cx, cy + r * 0.45, r * 0.16, 'none', `stroke="${hx(accent)}" stroke-width="6" opacity="0.8"`)
      );
    }
    case 'digital':
      return (
        R(cx - r * 0.62, cy - r * 0.42, r * 0.56, r * 0.5, 18, '#ffffff', 'opacity="0.92"') +
        R(cx + r * 0.06, cy - r * 0.42, r * 0.56, r * 0.5, 18, hx(mix(accent, 'ffffff', 0.3)), 'opacity="0.92"') +
        R(cx - r * 0.62, cy + r * 0.2, r * 1.24, r * 0.1, 8, '#9ca3af', 'opacity="0.7"') +
        C(cx - r * 0.4, cy + r * 0.55, r * 0.13, 'none', 'stroke="#22c55e" stroke-width="8"') +
        C(cx, cy + r * 0.55, r * 0.13, 'none', 'stroke="#f97316" stroke-width="8"') +
        C(cx + r * 0.4, cy + r * 0.55, r * 0.13, 'none', 'stroke="#38bdf8" stroke-width="8"')
      );
    case 'gradient':
      return (
        screen(
          cx - r * (round ? 0.72 : 0.78),
          cy - r * (round ? 0.72 : 0.9),
          r * (round ? 1.44 : 1.56),
          r * (round ? 1.44 : 1.8),
          round ? r * 0.72 : r * 0.35,
          'sunset',
          'wf',
        ) + R(cx - r * 0.4, cy - r * 0.15, r * 0.8, r * 0.3, 14, '#ffffff', 'opacity="0.9"')
      );
    default: {
      const ring = (rr: number, col: string, dash: string) =>
        C(
          cx,
          cy,
          rr,
          'none',
          `stroke="${col}" stroke-width="${n(r * 0.11)}" stroke-dasharray="${dash}" stroke-linecap="round" transform="rotate(-90 ${n(cx)} ${n(cy)})"`,
        );
      return (
        ring(r * 0.66, hx(accent), `${n(r * 3)} ${n(r * 2)}`) +
        ring(r * 0.5, '#22c55e', `${n(r * 2)} ${n(r * 1.5)}`) +
        ring(r * 0.34, '#38bdf8', `${n(r * 1.3)} ${n(r)}`)
      );
    }
  }
}

function strap(k: Ctx, x: number, w: number, top: number, bottom: number): string {
  const { c } = k;
  const band = dark(c, luminance(c) > 0.6 ? 0.1 : 0);
  let s = R(x, top, w, bottom - top, w * 0.3, 'url(#st)', line(dark(c, 0.4), 2));
  if (k.d.strap === 'loop')
    for (let yy = top + 30; yy < bottom - 20; yy += 26)
      s += R(x + 12, yy, w - 24, 8, 4, dark(band, 0.2), 'opacity="0.35"');
  else if (k.d.strap === 'link')
    for (let yy = top + 20; yy < bottom - 40; yy += 70)
      s += R(x + 6, yy, w - 12, 60, 12, 'url(#mt)', line('#9ca3af', 2));
  else
    s +=
      R(x + w * 0.42, bottom - 260, w * 0.16, 28, 14, dark(c, 0.35)) +
      R(x + w * 0.42, bottom - 180, w * 0.16, 28, 14, dark(c, 0.35));
  return s;
}

const smartwatch: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'square';
  if (form === 'band') {
    const body = R(610, 560, 280, 640, 140, 'url(#mt2)', line(o));
    const band = strap({ ...k, d: { ...k.d, strap: 'sport' } }, 630, 240, 160, 1640);
    if (v === 'back')
      return (
        shadow(750, 1660, 200) +
        band +
        body +
        C(750, 880, 70, '#111827') +
        C(720, 860, 12, '#22c55e', 'opacity="0.8"') +
        C(780, 860, 12, '#ef4444', 'opacity="0.7"')
      );
    return (
      shadow(750, 1660, 200) +
      band +
      body +
      R(630, 580, 240, 600, 120, '#07090e') +
      R(650, 640, 200, 90, 24, '#ffffff', 'opacity="0.9"') +
      R(650, 760, 200, 24, 12, '#9ca3af', 'opacity="0.7"') +
      R(650, 820, 130, 24, 12, '#22c55e', 'opacity="0.85"') +
      C(750, 1010, 60, 'none', 'stroke="#38bdf8" stroke-width="14" stroke-dasharray="250 150"') +
      gloss(640, 600, 120, 260, 0.1)
    );
  }
  const round = form === 'round' || form === 'rugged';
  const band = strap(k, 575, 350, 180, 1620);
  if (v === 'back') {
    const shell = round ? C(750, 890, 320, 'url(#mt2)', line(o)) : R(480, 560, 540, 660, 150, 'url(#mt2)', line(o));
    return (
      shadow(750, 1640, 260) +
      band +
      shell +
      C(750, 890, 200, '#111827') +
      C(750, 890, 150, '#1f2937', 'stroke="#374151" stroke-width="6"') +
      C(700, 850, 18, '#22c55e', 'opacity="0.8"') +
      C(800, 850, 18, '#ef4444', 'opacity="0.7"') +
      C(750, 940, 18, '#22c55e', 'opacity="0.8"')
    );
  }
  if (round) {
    const rugged = form === 'rugged';
    let bezel = '';
    for (let i = 0; i < 60; i++)
      if (i % 5 === 0)
        bezel += `<rect x="746" y="${n(890 - 300)}" width="8" height="${i % 15 ? 18 : 30}" fill="#d1d5db" transform="rotate(${i * 6} 750 890)"/>`;
    const guards = rugged
      ? R(1040, 720, 70, 120, 20, 'url(#mt)', line(o, 2)) +
        R(1040, 940, 70, 120, 20, 'url(#mt)', line(o, 2)) +
        [
          [560, 700],
          [940, 700],
          [560, 1080],
          [940, 1080],
        ]
          .map(([sx, sy]) => C(sx!, sy!, 16, '#6b7280', line('#374151', 2)))
          .join('')
      : R(1055, 800, 50, 90, 16, 'url(#mt)') + R(1055, 920, 50, 60, 16, 'url(#mt)');
    return (
      shadow(750, 1640, 280) +
      band +
      guards +
      (rugged
        ? P('M750 550 L990 650 L1090 890 L990 1130 L750 1230 L510 1130 L410 890 L510 650 Z', 'url(#mt2)', line(o))
        : C(750, 890, 340, 'url(#mt2)', line(o))) +
      C(750, 890, 300, dark(c, 0.55)) +
      bezel +
      C(750, 890, 262, '#07090e') +
      watchFace(k, 750, 890, 250, true) +
      gloss(560, 660, 260, 380, 0.08)
    );
  }
  return (
    shadow(750, 1640, 260) +
    band +
    R(480, 560, 540, 660, 150, 'url(#mt2)', line(o)) +
    R(508, 588, 484, 604, 126, '#07090e') +
    watchFace(k, 750, 890, 230, false) +
    R(1010, 780, 40, 120, 18, 'url(#mt)') +
    R(1012, 940, 30, 80, 14, dark(o, 0.1)) +
    gloss(520, 620, 240, 360, 0.08)
  );
};

// ------------------------------------------------------------------ earbuds

function bud(k: Ctx, x: number, y: number, flip: number, stem: boolean): string {
  const { o } = k;
  return G(
    `translate(${x} ${y}) scale(${flip} 1)`,
    (stem ? R(-38, 130, 76, 330, 38, 'url(#bx)', line(o)) : '') +
      E(0, 110, stem ? 118 : 140, stem ? 128 : 150, 'url(#bd)', line(o)) +
      E(-70, 100, 48, 58, '#1f2937') +
      E(-70, 100, 34, 42, '#374151') +
      E(34, 66, 30, 40, '#ffffff', 'opacity="0.35"') +
      (stem ? '' : C(40, 150, 40, dark(k.c, 0.15), line(o, 2))),
  );
}

const earbuds: Gen = (k, v) => {
  const { c, o } = k;
  const stem = k.d.bud !== 'round';
  const shape = k.d.case ?? 'pill';
  // case outline by shape: [x, y, w, h, r, lid line at]
  const dims: Record<string, [number, number, number, number, number, number]> = {
    pill: [450, 1020, 600, 500, 200, 0.38],
    squircle: [480, 990, 540, 540, 170, 0.42],
    round: [440, 1000, 620, 520, 260, 0.5],
    stadium: [380, 1080, 740, 420, 210, 0.45],
  };
  const [x, y, w, h, r, lid] = dims[shape] ?? dims.pill!;
  const box =
    R(x, y, w, h, r, 'url(#by)', line(o)) +
    P(`M${x} ${n(y + h * lid)} L${x + w} ${n(y + h * lid)}`, 'none', `stroke="${dark(c, 0.25)}" stroke-width="5"`) +
    C(750, y + h * 0.78, 11, '#22c55e') +
    gloss(x + 40, y + 20, w * 0.45, h * 0.6, 0.12);
  if (v === 'back') {
    // the case on its own, bigger
    return (
      shadow(750, 1480, w * 0.7) +
      G('translate(750 1200) scale(1.35) translate(-750 -1270)', box) +
      R(700, 1440, 100, 18, 9, dark(c, 0.4))
    );
  }
  return (
    shadow(750, y + h + 40, 460) +
    box +
    bud(k, 560, stem ? 520 : 650, 1, stem) +
    bud(k, 940, stem ? 520 : 650, -1, stem)
  );
};

export const MOBILE = { tablet, smartwatch, earbuds };
