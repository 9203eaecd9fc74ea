import { dark, hx, mix } from './color.ts';
import type { Design } from './design.ts';

/**
 * Shapes shared by the packshot drawings (1500×1800 canvas, the product centred near x 750). Pure SVG shapes and
 * gradients: no filters except the angled view's silhouette, no text, so librsvg renders them fast and alike.
 */

export interface Ctx {
  /** body colour rrggbb */
  c: string;
  /** body outline */
  o: string;
  /** the design's slots (`design.ts`) */
  d: Design;
}

export type Side = 'front' | 'back';
export type Gen = (k: Ctx, view: Side) => string;

export const R = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}" ${extra}/>`;
export const C = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
export const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
export const P = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
export const line = (o: string, w = 3) => `stroke="${o}" stroke-width="${w}"`;
export const G = (transform: string, body: string) => `<g transform="${transform}">${body}</g>`;
/** a number for an attribute: at most one decimal */
export const n = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** floor shadow under an object (removed by the composite views, which draw their own) */
export const shadow = (cx: number, y: number, rx: number, ry = rx * 0.09) => E(cx, y, rx, ry, 'url(#sh)');

/** a soft glossy streak across a surface */
export const gloss = (x: number, y: number, w: number, h: number, op = 0.1) =>
  P(`M${x} ${y} L${x + w} ${y} L${x} ${y + h} Z`, '#ffffff', `opacity="${op}"`);

/** camera lens: metal ring, dark glass, highlights */
export function lens(cx: number, cy: number, r: number, ring = 'url(#mt)'): string {
  return (
    C(cx, cy, r, ring) +
    C(cx, cy, r * 0.84, '#0b0f19') +
    C(cx, cy, r * 0.66, 'url(#lg)') +
    C(cx, cy, r * 0.28, '#05070d') +
    C(cx - r * 0.25, cy - r * 0.28, r * 0.16, '#ffffff', 'opacity="0.55"') +
    C(cx + r * 0.22, cy + r * 0.2, r * 0.07, '#9ecbff', 'opacity="0.5"')
  );
}

export const flash = (cx: number, cy: number, r = 18) => C(cx, cy, r, '#fff7d6', line('#b8a860', 2));

/** slots of a speaker grille / vent */
export function dots(
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  r: number,
  fill: string,
  op = 0.5,
): string {
  let s = `<g fill="${fill}" opacity="${op}">`;
  for (let yy = y + step / 2; yy < y + h; yy += step)
    for (let xx = x + step / 2 + ((Math.round((yy - y) / step) % 2) * step) / 2; xx < x + w; xx += step)
      s += `<circle cx="${xx.toFixed(1)}" cy="${yy.toFixed(1)}" r="${r}"/>`;
  return s + '</g>';
}

export function vents(x: number, y: number, w: number, count: number, gap: number, fill: string, op = 0.55): string {
  let s = '';
  for (let i = 0; i < count; i++) s += R(x, y + i * gap, w, gap * 0.45, gap * 0.22, fill, `opacity="${op}"`);
  return s;
}

export function fanBlades(cx: number, cy: number, r: number, fill: string): string {
  let s = '';
  for (let i = 0; i < 7; i++)
    s += `<path transform="rotate(${n((i * 360) / 7)} ${cx} ${cy})" d="M${cx} ${cy} Q${n(cx + r * 0.5)} ${n(cy - r * 0.9)} ${n(cx + r * 0.2)} ${n(cy - r * 0.95)} Q${n(cx - r * 0.1)} ${n(cy - r * 0.5)} ${cx} ${cy} Z" fill="${fill}" opacity="0.85"/>`;
  return s;
}

export function fan(cx: number, cy: number, r: number, c: string, ring = '#38bdf8'): string {
  return (
    C(cx, cy, r, '#0b0f19', `stroke="${dark(c, 0.1)}" stroke-width="10"`) +
    C(cx, cy, r * 0.94, 'none', `stroke="${ring}" stroke-width="8" opacity="0.8"`) +
    fanBlades(cx, cy, r * 0.85, '#374151') +
    C(cx, cy, r * 0.22, '#1f2937')
  );
}

/** keyboard keys; `glow` lights them (a gaming laptop's backlight) */
export function keyboard(x: number, y: number, w: number, h: number, key = '#111827', glow?: string): string {
  let s = '';
  const rows = 5;
  const kh = h / rows;
  for (let r = 0; r < rows; r++) {
    const inset = r * 6;
    const count = 14;
    const kw = (w - inset * 2) / count;
    for (let i = 0; i < count; i++) {
      // the space bar: one wide key on the last row
      if (r === rows - 1 && i > 4 && i < 9) {
        if (i === 5) s += R(x + inset + i * kw + 3, y + r * kh + 3, kw * 4 - 6, kh - 6, 4, key, 'opacity="0.9"');
        continue;
      }
      s += R(x + inset + i * kw + 3, y + r * kh + 3, kw - 6, kh - 6, 4, key, 'opacity="0.9"');
    }
  }
  if (glow)
    s +=
      R(x, y, w, h, 8, glow, 'opacity="0.16"') +
      P(
        `M${x + 10} ${y + h + 4} L${x + w - 10} ${y + h + 4}`,
        'none',
        `stroke="${glow}" stroke-width="4" opacity="0.8"`,
      );
  return s;
}

// ------------------------------------------------------------------ screens

export const WALLS = ['aurora', 'ocean', 'sunset', 'forest', 'graphite', 'candy', 'bloom', 'dunes'] as const;
export type Wall = (typeof WALLS)[number];

/** base gradient stops of each wallpaper (top-left → bottom-right) and its two glows */
const WALL_COLORS: Record<Wall, { a: string; b: string; c: string; g1: string; g2: string }> = {
  aurora: { a: '4338ca', b: '7c3aed', c: '0f172a', g1: 'f472b6', g2: '22d3ee' },
  ocean: { a: '0ea5e9', b: '1d4ed8', c: '0b1e4a', g1: '67e8f9', g2: '1e40af' },
  sunset: { a: 'fb923c', b: 'db2777', c: '3b0764', g1: 'fde047', g2: 'f472b6' },
  forest: { a: '065f46', b: '0f766e', c: '052e16', g1: 'a3e635', g2: '5eead4' },
  graphite: { a: '334155', b: '111827', c: '020617', g1: '64748b', g2: '0ea5e9' },
  candy: { a: 'fbcfe8', b: 'c4b5fd', c: '93c5fd', g1: 'fef3c7', g2: 'f0abfc' },
  bloom: { a: '1e1b4b', b: '4c1d95', c: '0f172a', g1: 'fb7185', g2: 'fbbf24' },
  dunes: { a: 'fde68a', b: 'f59e0b', c: '9a3412', g1: 'fff7ed', g2: 'c2410c' },
};

export const isWall = (s: string | undefined): s is Wall => (WALLS as readonly string[]).includes(s ?? '');
/** the design's wallpaper, or `fallback` when it names none */
export const wallOf = (k: Ctx, fallback: Wall = 'aurora'): Wall => (isWall(k.d.wall) ? k.d.wall : fallback);

/** a wallpaper clipped to a rounded rectangle; `id` must be unique in the drawing */
function wallpaper(x: number, y: number, w: number, h: number, r: number, wall: Wall, id: string): string {
  const k = WALL_COLORS[wall];
  const m = Math.max(w, h);
  const g = `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hx(k.a)}"/><stop offset="0.55" stop-color="${hx(k.b)}"/><stop offset="1" stop-color="${hx(k.c)}"/></linearGradient>
<radialGradient id="${id}1"><stop offset="0" stop-color="${hx(k.g1)}" stop-opacity="0.9"/><stop offset="1" stop-color="${hx(k.g1)}" stop-opacity="0"/></radialGradient>
<radialGradient id="${id}2"><stop offset="0" stop-color="${hx(k.g2)}" stop-opacity="0.85"/><stop offset="1" stop-color="${hx(k.g2)}" stop-opacity="0"/></radialGradient>
<clipPath id="${id}c"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}"/></clipPath>`;
  let art = '';
  switch (wall) {
    case 'aurora':
    case 'graphite':
      art =
        C(x + w * 0.2, y + h * 0.75, m * 0.45, `url(#${id}1)`) + C(x + w * 0.9, y + h * 0.15, m * 0.4, `url(#${id}2)`);
      break;
    case 'ocean': {
      // layered waves
      for (let i = 0; i < 4; i++) {
        const yy = y + h * (0.5 + i * 0.13);
        art += P(
          `M${n(x - 10)} ${n(yy)} Q${n(x + w * 0.3)} ${n(yy - h * 0.09)} ${n(x + w * 0.55)} ${n(yy)} T${n(x + w + 10)} ${n(yy - h * 0.02)} L${n(x + w + 10)} ${n(y + h + 10)} L${n(x - 10)} ${n(y + h + 10)} Z`,
          hx(mix(k.b, k.c, i * 0.25)),
          `opacity="${0.55 + i * 0.1}"`,
        );
      }
      art = C(x + w * 0.75, y + h * 0.22, m * 0.35, `url(#${id}1)`) + art;
      break;
    }
    case 'sunset': {
      art =
        C(x + w * 0.5, y + h * 0.5, Math.min(w, h) * 0.22, hx(k.g1), 'opacity="0.9"') +
        C(x + w * 0.5, y + h * 0.5, m * 0.45, `url(#${id}2)`) +
        P(
          `M${n(x - 10)} ${n(y + h * 0.62)} Q${n(x + w * 0.25)} ${n(y + h * 0.5)} ${n(x + w * 0.5)} ${n(y + h * 0.64)} T${n(x + w + 10)} ${n(y + h * 0.58)} L${n(x + w + 10)} ${n(y + h + 10)} L${n(x - 10)} ${n(y + h + 10)} Z`,
          '#4c0519',
          'opacity="0.75"',
        ) +
        P(
          `M${n(x - 10)} ${n(y + h * 0.78)} Q${n(x + w * 0.4)} ${n(y + h * 0.66)} ${n(x + w + 10)} ${n(y + h * 0.8)} L${n(x + w + 10)} ${n(y + h + 10)} L${n(x - 10)} ${n(y + h + 10)} Z`,
          '#1e0324',
          'opacity="0.85"',
        );
      break;
    }
    case 'forest': {
      // mountains and a mist
      art =
        C(x + w * 0.8, y + h * 0.2, m * 0.3, `url(#${id}1)`) +
        P(
          `M${n(x - 10)} ${n(y + h * 0.7)} L${n(x + w * 0.25)} ${n(y + h * 0.38)} L${n(x + w * 0.45)} ${n(y + h * 0.58)} L${n(x + w * 0.7)} ${n(y + h * 0.3)} L${n(x + w + 10)} ${n(y + h * 0.62)} L${n(x + w + 10)} ${n(y + h + 10)} L${n(x - 10)} ${n(y + h + 10)} Z`,
          '#134e4a',
          'opacity="0.85"',
        ) +
        P(
          `M${n(x - 10)} ${n(y + h * 0.85)} L${n(x + w * 0.35)} ${n(y + h * 0.6)} L${n(x + w * 0.6)} ${n(y + h * 0.78)} L${n(x + w * 0.85)} ${n(y + h * 0.62)} L${n(x + w + 10)} ${n(y + h * 0.75)} L${n(x + w + 10)} ${n(y + h + 10)} L${n(x - 10)} ${n(y + h + 10)} Z`,
          '#022c22',
          'opacity="0.95"',
        ) +
        C(x + w * 0.2, y + h * 0.9, m * 0.3, `url(#${id}2)`);
      break;
    }
    case 'candy':
      art =
        C(x + w * 0.25, y + h * 0.3, m * 0.35, `url(#${id}1)`) +
        C(x + w * 0.8, y + h * 0.75, m * 0.4, `url(#${id}2)`) +
        C(x + w * 0.7, y + h * 0.25, Math.min(w, h) * 0.12, '#ffffff', 'opacity="0.35"');
      break;
    case 'bloom': {
      // petals around a point low on the screen
      const cx = x + w * 0.5;
      const cy = y + h * 0.62;
      const pr = Math.min(w, h) * 0.42;
      for (let i = 0; i < 6; i++)
        art += `<ellipse cx="${n(cx)}" cy="${n(cy - pr * 0.5)}" rx="${n(pr * 0.28)}" ry="${n(pr * 0.55)}" transform="rotate(${i * 60} ${n(cx)} ${n(cy)})" fill="${hx(i % 2 ? k.g1 : k.g2)}" opacity="0.55"/>`;
      art += C(cx, cy, pr * 0.18, '#fff7ed', 'opacity="0.8"');
      break;
    }
    case 'dunes':
      for (let i = 0; i < 4; i++) {
        const yy = y + h * (0.35 + i * 0.17);
        art += P(
          `M${n(x - 10)} ${n(yy + h * 0.08)} Q${n(x + w * 0.35)} ${n(yy - h * 0.1)} ${n(x + w + 10)} ${n(yy + h * 0.04)} L${n(x + w + 10)} ${n(y + h + 10)} L${n(x - 10)} ${n(y + h + 10)} Z`,
          hx(mix(k.b, k.c, i * 0.3)),
          `opacity="${0.5 + i * 0.12}"`,
        );
      }
      art = C(x + w * 0.3, y + h * 0.18, m * 0.3, `url(#${id}1)`) + art;
      break;
  }
  return `${g}${R(x, y, w, h, r, `url(#${id}g)`)}<g clip-path="url(#${id}c)">${art}${P(`M${n(x)} ${n(y)} L${n(x + w * 0.62)} ${n(y)} L${n(x)} ${n(y + h * 0.55)} Z`, '#ffffff', 'opacity="0.08"')}</g>`;
}

/** a lit screen with a wallpaper, or a dark glass panel when off */
export function screen(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  wall: Wall | 'off',
  id = `s${Math.round(x)}${Math.round(y)}`,
): string {
  if (wall !== 'off') return wallpaper(x, y, w, h, r, wall, id);
  return (
    `<clipPath id="${id}c"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}"/></clipPath>` +
    R(x, y, w, h, r, 'url(#gl)') +
    `<g clip-path="url(#${id}c)">${gloss(x, y, w * 0.55, h * 0.5, 0.07)}</g>`
  );
}

/**
 * A phone's lock screen over its wallpaper: status bar, the time (set in DejaVu Sans, like the brand logos; digits
 * only, so no language), a date line, the torch and camera buttons and the home bar.
 */
export function lockScreen(x: number, y: number, w: number, h: number, seed: number): string {
  const u = w / 12;
  const time = `${9 + (seed % 3)}:${String((seed * 7) % 60).padStart(2, '0')}`;
  const size = Math.min(w, h * 0.55) * 0.3;
  const cy = y + h * 0.08 + size;
  const button = (cx: number) =>
    C(cx, y + h - u * 2.2, u * 0.95, '#000000', 'opacity="0.28"') +
    C(cx, y + h - u * 2.2, u * 0.3, '#ffffff', 'opacity="0.85"');
  return (
    R(x + u * 0.9, y + u * 0.55, u * 1.3, u * 0.32, u * 0.16, '#ffffff', 'opacity="0.85"') +
    R(x + w - u * 2.4, y + u * 0.55, u * 0.5, u * 0.32, u * 0.08, '#ffffff', 'opacity="0.85"') +
    R(x + w - u * 1.7, y + u * 0.55, u * 0.75, u * 0.32, u * 0.1, '#ffffff', 'opacity="0.85"') +
    `<text x="${n(x + w / 2)}" y="${n(cy)}" font-family="DejaVu Sans, Verdana, sans-serif" font-size="${n(size)}" fill="#ffffff" fill-opacity="0.95" text-anchor="middle" letter-spacing="${n(-size * 0.03)}">${time}</text>` +
    R(x + w / 2 - size * 0.8, cy + size * 0.22, size * 1.6, size * 0.12, size * 0.06, '#ffffff', 'opacity="0.7"') +
    button(x + u * 2) +
    button(x + w - u * 2) +
    R(x + w * 0.35, y + h - u * 0.6, w * 0.3, u * 0.16, u * 0.08, '#ffffff', 'opacity="0.8"')
  );
}

/** the accent colours of the design slot `accent` */
export const ACCENTS: Record<string, string> = {
  none: '9ca3af',
  red: 'ef4444',
  cyan: '22d3ee',
  purple: 'a855f7',
  green: '22c55e',
  blue: '3b82f6',
  gold: 'd4a857',
  orange: 'f97316',
};
