import { dark, light, luminance } from '../color.ts';
import {
  C,
  P,
  R,
  dots,
  flash,
  gloss,
  lens,
  line,
  lockScreen,
  n,
  screen,
  shadow,
  type Ctx,
  type Gen,
  type Side,
  wallOf,
} from '../shapes.ts';

const seedOf = (k: Ctx) => parseInt(k.c.slice(0, 2), 16) + (k.d.wall?.length ?? 0);

// ------------------------------------------------------------------ phones

const EDGE: Record<string, number> = { round: 96, soft: 70, square: 38 };

/** the front of a slab phone at (x, y, w, h): frame, glass, screen, the selfie camera's cut-out */
function slabFront(k: Ctx, x: number, y: number, w: number, h: number, radius: number, bezel = 28): string {
  const { o } = k;
  const sx = x + bezel;
  const sy = y + bezel;
  const sw = w - bezel * 2;
  const sh = h - bezel * 2;
  const sr = Math.max(8, radius - bezel * 0.8);
  let cut = '';
  switch (k.d.notch) {
    case 'punch':
      cut = C(x + w / 2, sy + 44, 17, '#05070b') + C(x + w / 2 - 4, sy + 40, 5, '#1e293b');
      break;
    case 'notch':
      cut = P(
        `M${n(x + w / 2 - 170)} ${sy} Q${n(x + w / 2 - 140)} ${sy} ${n(x + w / 2 - 135)} ${sy + 20} Q${n(x + w / 2 - 125)} ${sy + 58} ${n(x + w / 2 - 90)} ${sy + 58} L${n(x + w / 2 + 90)} ${sy + 58} Q${n(x + w / 2 + 125)} ${sy + 58} ${n(x + w / 2 + 135)} ${sy + 20} Q${n(x + w / 2 + 140)} ${sy} ${n(x + w / 2 + 170)} ${sy} Z`,
        '#05070b',
      );
      break;
    case 'drop':
      cut = P(
        `M${n(x + w / 2 - 50)} ${sy} Q${n(x + w / 2 - 26)} ${sy} ${n(x + w / 2 - 24)} ${sy + 22} Q${n(x + w / 2)} ${sy + 54} ${n(x + w / 2 + 24)} ${sy + 22} Q${n(x + w / 2 + 26)} ${sy} ${n(x + w / 2 + 50)} ${sy} Z`,
        '#05070b',
      );
      break;
    default:
      cut = R(x + w / 2 - 68, sy + 26, 136, 38, 19, '#05070b');
  }
  return (
    R(x, y, w, h, radius, 'url(#bx)', line(o)) +
    R(x + 12, y + 12, w - 24, h - 24, radius - 10, '#0a0d14') +
    screen(sx, sy, sw, sh, sr, wallOf(k), `pw${x}`) +
    lockScreen(sx, sy + 40, sw, sh - 60, seedOf(k)) +
    cut +
    R(x - 7, y + h * 0.22, 9, h * 0.09, 4, dark(o, 0.1)) +
    R(x + w - 2, y + h * 0.2, 9, h * 0.14, 4, dark(o, 0.1))
  );
}

/** the camera module of a phone's back at its top-left corner (x, y = the body's corner), in `w` of width */
function phoneCameras(k: Ctx, x: number, y: number, w: number): string {
  const { c, o } = k;
  const count = Number(k.d.lenses ?? 3) || 3;
  const l = luminance(c);
  const plate = dark(c, l > 0.6 ? 0.08 : 0.22);
  const bump = (bx: number, by: number, bw: number, bh: number, r: number) =>
    R(bx + 6, by + 10, bw, bh, r, '#000000', 'opacity="0.12"') +
    R(bx, by, bw, bh, r, 'url(#bd)', line(o, 3)) +
    R(bx + 10, by + 10, bw - 20, bh - 20, r - 8, plate, 'opacity="0.55"');
  const s = w / 620;
  switch (k.d.cam) {
    case 'vertical': {
      // separate lenses in a column, no module
      let out = '';
      for (let i = 0; i < Math.max(2, count); i++)
        out +=
          C(x + 120 * s, y + (125 + i * 150) * s, 66 * s, dark(c, 0.35), line(o, 2)) +
          lens(x + 120 * s, y + (125 + i * 150) * s, 56 * s);
      return out + flash(x + 230 * s, y + 120 * s);
    }
    case 'block': {
      const rows = Math.max(2, count);
      let out = bump(x + 50 * s, y + 50 * s, 190 * s, (rows * 140 + 40) * s, 60 * s);
      for (let i = 0; i < rows; i++) out += lens(x + 145 * s, y + (140 + i * 140) * s, 56 * s);
      return out + flash(x + 290 * s, y + 110 * s);
    }
    case 'circle': {
      const cx = x + w / 2;
      const cy = y + 270 * s;
      let out =
        C(cx + 6, cy + 10, 205 * s, '#000000', 'opacity="0.12"') +
        C(cx, cy, 205 * s, 'url(#bd)', line(o, 3)) +
        C(cx, cy, 180 * s, dark(c, 0.35)) +
        C(cx, cy, 150 * s, 'none', `stroke="${light(c, 0.3)}" stroke-width="4" opacity="0.5"`);
      const pos =
        count >= 4
          ? [
              [-70, -70],
              [70, -70],
              [-70, 70],
              [70, 70],
            ]
          : count === 3
            ? [
                [0, -80],
                [-75, 55],
                [75, 55],
              ]
            : [
                [0, -60],
                [0, 70],
              ];
      for (const [dx, dy] of pos) out += lens(cx + dx! * s, cy + dy! * s, 56 * s);
      return out + flash(cx + 150 * s, cy - 110 * s, 14 * s);
    }
    case 'grid': {
      let out = bump(x + 45 * s, y + 45 * s, 380 * s, 380 * s, 80 * s);
      const pos = [
        [140, 140],
        [330, 140],
        [140, 330],
        [330, 330],
      ].slice(0, Math.max(3, count));
      for (const [dx, dy] of pos) out += lens(x + dx! * s, y + dy! * s, 70 * s);
      if (count < 4) out += flash(x + 330 * s, y + 330 * s, 22 * s);
      return out;
    }
    case 'bar': {
      let out = bump(x + 40 * s, y + 50 * s, w - 80 * s, 230 * s, 90 * s);
      for (let i = 0; i < Math.max(2, count); i++) out += lens(x + (150 + i * 150) * s, y + 165 * s, 62 * s);
      return out + flash(x + w - 130 * s, y + 165 * s);
    }
    case 'pill': {
      let out = bump(x + 50 * s, y + 50 * s, 170 * s, 420 * s, 85 * s);
      for (let i = 0; i < Math.min(3, Math.max(2, count)); i++)
        out += lens(x + 135 * s, y + (140 + i * 130) * s, 56 * s);
      return out + flash(x + 265 * s, y + 110 * s);
    }
    default: {
      // square island, lenses on a diagonal or triangle
      let out = bump(x + 45 * s, y + 45 * s, 320 * s, 330 * s, 76 * s);
      const pos =
        count >= 4
          ? [
              [130, 130],
              [275, 130],
              [130, 285],
              [275, 285],
            ]
          : count === 3
            ? [
                [130, 130],
                [130, 290],
                [275, 210],
              ]
            : count === 2
              ? [
                  [130, 130],
                  [275, 285],
                ]
              : [[140, 140]];
      for (const [dx, dy] of pos) out += lens(x + dx! * s, y + dy! * s, (count >= 4 ? 58 : 64) * s);
      return out + flash(x + 280 * s, y + 100 * s) + C(x + 280 * s, y + 330 * s, 12 * s, '#0b0f19');
    }
  }
}

function slabBack(k: Ctx, x: number, y: number, w: number, h: number, radius: number): string {
  const { o } = k;
  return (
    R(x, y, w, h, radius, 'url(#bx)', line(o)) +
    gloss(x + 40, y + 20, w * 0.5, h * 0.55, 0.1) +
    phoneCameras(k, x, y, w) +
    C(x + w / 2, y + h * 0.56, 46, 'none', `stroke="${light(o, 0.35)}" stroke-width="6" opacity="0.5"`) +
    R(x - 7, y + h * 0.2, 9, h * 0.14, 4, dark(o, 0.1)) +
    R(x + w - 2, y + h * 0.22, 9, h * 0.09, 4, dark(o, 0.1))
  );
}

function keypadPhone(k: Ctx, v: Side): string {
  const { c, o } = k;
  const x = 530;
  const y = 300;
  const w = 440;
  const h = 1180;
  const body = R(x, y, w, h, 110, 'url(#bx)', line(o));
  if (v === 'back')
    return (
      shadow(750, 1520, 260) +
      body +
      gloss(x + 30, y + 20, w * 0.5, h * 0.5) +
      lens(x + w / 2, y + 190, 50) +
      flash(x + w / 2, y + 290, 16) +
      dots(x + 130, y + 900, 180, 110, 26, 6, dark(c, 0.5), 0.6) +
      R(x + 40, y + 420, w - 80, 6, 3, dark(c, 0.25))
    );
  const key = light(c, luminance(c) > 0.6 ? 0 : 0.15);
  let keys = '';
  for (let r = 0; r < 4; r++)
    for (let col = 0; col < 3; col++)
      keys +=
        R(x + 55 + col * 115, y + 780 + r * 92, 100, 72, 30, key, `${line(dark(c, 0.35), 2)}`) +
        R(x + 85 + col * 115, y + 806 + r * 92, 40, 12, 6, dark(c, 0.55), 'opacity="0.7"');
  return (
    shadow(750, 1520, 260) +
    body +
    R(x + 40, y + 90, w - 80, 320, 24, '#0a0d14') +
    screen(x + 56, y + 106, w - 112, 288, 14, wallOf(k, 'ocean'), 'kp') +
    R(x + w / 2 - 60, y + 40, 120, 16, 8, dark(c, 0.45)) +
    // navigation pad and soft keys
    R(x + 40, y + 470, 110, 60, 26, key, line(dark(c, 0.35), 2)) +
    R(x + w - 150, y + 470, 110, 60, 26, key, line(dark(c, 0.35), 2)) +
    R(x + 40, y + 560, 110, 60, 26, '#16a34a', 'opacity="0.85"') +
    R(x + w - 150, y + 560, 110, 60, 26, '#dc2626', 'opacity="0.85"') +
    C(x + w / 2, y + 560, 92, key, line(dark(c, 0.35), 3)) +
    C(x + w / 2, y + 560, 40, dark(c, 0.15), line(dark(c, 0.35), 2)) +
    keys
  );
}

/** a clamshell (Z Flip): open it is a tall phone with a hinge; closed it is a square with a cover screen */
function flipPhone(k: Ctx, v: Side): string {
  const { c, o } = k;
  if (v === 'front') {
    const x = 470;
    const y = 160;
    const w = 560;
    const h = 1420;
    return (
      shadow(750, 1620, 330) +
      slabFront({ ...k, d: { ...k.d, notch: 'punch' } }, x, y, w, h, 80, 26) +
      P(`M${x + 4} ${y + h / 2} L${x + w - 4} ${y + h / 2}`, 'none', 'stroke="#000" stroke-width="3" opacity="0.25"')
    );
  }
  const x = 450;
  const y = 560;
  const w = 600;
  const h = 760;
  return (
    shadow(750, 1360, 340) +
    R(x, y, w, h, 80, 'url(#bx)', line(o)) +
    R(x, y + 370, w, 28, 0, dark(c, 0.3)) +
    R(x + 30, y + 30, w - 60, 320, 60, '#0a0d14') +
    screen(x + 50, y + 50, w - 300, 280, 40, wallOf(k), 'fc') +
    lens(x + w - 170, y + 120, 56) +
    lens(x + w - 170, y + 260, 56) +
    flash(x + w - 80, y + 190) +
    gloss(x + 40, y + 420, w * 0.5, 300, 0.1)
  );
}

/** a book-style foldable (Z Fold): open it is almost square with a crease; closed a narrow tall phone */
function foldPhone(k: Ctx, v: Side): string {
  const { o } = k;
  if (v === 'front') {
    const x = 230;
    const y = 300;
    const w = 1040;
    const h = 1220;
    return (
      shadow(750, 1580, 560) +
      slabFront({ ...k, d: { ...k.d, notch: 'punch' } }, x, y, w, h, 60, 26) +
      P(
        `M${x + w / 2} ${y + 20} L${x + w / 2} ${y + h - 20}`,
        'none',
        'stroke="#ffffff" stroke-width="6" opacity="0.12"',
      ) +
      P(
        `M${x + w / 2 + 5} ${y + 20} L${x + w / 2 + 5} ${y + h - 20}`,
        'none',
        'stroke="#000000" stroke-width="4" opacity="0.25"',
      )
    );
  }
  const x = 480;
  const y = 200;
  const w = 540;
  const h = 1360;
  return (
    shadow(750, 1600, 320) +
    slabBack({ ...k, d: { ...k.d, cam: 'vertical' } }, x, y, w, h, 56) +
    R(x + w - 30, y + 40, 30, h - 80, 14, dark(o, 0.15), 'opacity="0.6"')
  );
}

const phone: Gen = (k, v) => {
  switch (k.d.form) {
    case 'keypad':
      return keypadPhone(k, v);
    case 'flip':
      return flipPhone(k, v);
    case 'fold':
      return foldPhone(k, v);
  }
  const radius = EDGE[k.d.edge ?? 'round'] ?? 96;
  const x = 440;
  const y = 230;
  const w = 620;
  const h = 1290;
  return shadow(750, 1560, 380) + (v === 'front' ? slabFront(k, x, y, w, h, radius) : slabBack(k, x, y, w, h, radius));
};

export const PHONES = { phone };
