import { ADVANCES, METRIC_CHARS, MONO_ADVANCE } from './font-metrics.ts';
import { hx, luminance } from './color.ts';

/**
 * Brand logos as wordmarks: the brand's name set in a type treatment of its own (face, case, spacing, slant,
 * width, a frame), drawn from the fonts every server has (DejaVu, fonts-dejavu-core). No maker's logo is copied:
 * each is the name in type, in the brand's colour. 480×240 canvas, transparent; the name fills a 440×150 box.
 */

export type Face = 'sans' | 'sansBold' | 'serif' | 'serifBold' | 'mono' | 'monoBold';

export interface Treatment {
  face: Face;
  case?: 'upper' | 'lower';
  /** letter spacing in em */
  tracking?: number;
  /** horizontal scale: < 1 condensed, > 1 extended */
  width?: number;
  italic?: boolean;
  /**
   * plain: the name; box: white (or dark) letters on a rounded block; pill: inside a racetrack outline;
   * underline: a bar beneath; dot: a disc before the name; split: the name's second part in `color2`
   */
  frame?: 'plain' | 'box' | 'pill' | 'underline' | 'dot' | 'split';
  color: string;
  /** the letters' colour on a box, or the second colour of a split / dot */
  color2?: string;
  /** where a split name breaks (characters from the start) */
  splitAt?: number;
}

const FAMILY: Record<Face, { family: string; weight: 'normal' | 'bold' }> = {
  sans: { family: 'DejaVu Sans', weight: 'normal' },
  sansBold: { family: 'DejaVu Sans', weight: 'bold' },
  serif: { family: 'DejaVu Serif', weight: 'normal' },
  serifBold: { family: 'DejaVu Serif', weight: 'bold' },
  mono: { family: 'DejaVu Sans Mono', weight: 'normal' },
  monoBold: { family: 'DejaVu Sans Mono', weight: 'bold' },
};

/** the advance width of a text in em at letter spacing `tracking` */
function textWidth(text: string, face: Face, tracking = 0): number {
  const table = face === 'mono' || face === 'monoBold' ? null : ADVANCES[face];
  let w = 0;
  for (const ch of text) {
    const i = METRIC_CHARS.indexOf(ch);
    w += (table ? (i >= 0 ? table[i]! : table[METRIC_CHARS.indexOf('M')]!) : MONO_ADVANCE) / 1000;
  }
  return w + tracking * Math.max(0, [...text].length - 1);
}

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  );
}

const W = 480;
const H = 240;

export function wordmarkSvg(name: string, t: Treatment): string {
  const text =
    t.case === 'upper' ? name.toLocaleUpperCase('en') : t.case === 'lower' ? name.toLocaleLowerCase('en') : name;
  const tracking = t.tracking ?? 0;
  const stretch = t.width ?? 1;
  const frame = t.frame ?? 'plain';
  const { family, weight } = FAMILY[t.face];
  const em = textWidth(text, t.face, tracking) * stretch;
  // room the frame takes around the letters, in em: [horizontal, vertical]
  const pad: Record<NonNullable<Treatment['frame']>, [number, number]> = {
    plain: [0, 0],
    box: [0.7, 0.55],
    pill: [0.9, 0.6],
    underline: [0, 0.35],
    dot: [1.05, 0],
    split: [0, 0],
  };
  const [px, py] = pad[frame];
  // the largest size at which the framed name fits the box (and no taller than 110 px of capitals)
  const size = Math.min(440 / (em + px), 150 / (0.74 + py), 150);
  const textW = em * size;
  const cap = 0.73 * size;
  const cx = W / 2 + (frame === 'dot' ? (px * size) / 2 : 0);
  const baseline = H / 2 + cap / 2 - (frame === 'underline' ? size * 0.12 : 0);
  const ink = hx(t.color);
  const letters = frame === 'box' ? hx(t.color2 ?? (luminance(t.color) > 0.55 ? '111827' : 'ffffff')) : ink;
  const skew = t.italic ? ` skewX(-12)` : '';
  const span = (s: string, fill: string) => `<tspan fill="${fill}">${escapeXml(s)}</tspan>`;
  const body =
    frame === 'split' && t.splitAt
      ? span([...text].slice(0, t.splitAt).join(''), ink) +
        span([...text].slice(t.splitAt).join(''), hx(t.color2 ?? t.color))
      : escapeXml(text);
  // letter-spacing adds space after the last letter too: shift by half of it to stay centred
  const shift = (tracking * size * stretch) / 2;
  const word = `<g transform="translate(${(cx + shift).toFixed(1)} ${baseline.toFixed(1)})${skew} scale(${stretch} 1)"><text x="0" y="0" text-anchor="middle" font-family="${family}, DejaVu Sans, sans-serif" font-weight="${weight}" font-size="${size.toFixed(1)}" letter-spacing="${(tracking * size).toFixed(2)}" fill="${letters}">${body}</text></g>`;
  let back = '';
  const left = cx - textW / 2;
  switch (frame) {
    case 'box': {
      const bw = textW + px * size;
      const bh = cap + py * size * 1.1;
      back = `<rect x="${(cx - bw / 2).toFixed(1)}" y="${(H / 2 - bh / 2).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${(bh * 0.18).toFixed(1)}" fill="${ink}"/>`;
      break;
    }
    case 'pill': {
      const bw = textW + px * size;
      const bh = cap + py * size * 1.1;
      back = `<rect x="${(cx - bw / 2).toFixed(1)}" y="${(H / 2 - bh / 2).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${(bh / 2).toFixed(1)}" fill="none" stroke="${ink}" stroke-width="${Math.max(4, size * 0.07).toFixed(1)}"/>`;
      break;
    }
    case 'underline':
      back = `<rect x="${left.toFixed(1)}" y="${(baseline + size * 0.16).toFixed(1)}" width="${textW.toFixed(1)}" height="${(size * 0.09).toFixed(1)}" rx="${(size * 0.045).toFixed(1)}" fill="${hx(t.color2 ?? t.color)}"/>`;
      break;
    case 'dot': {
      const r = size * 0.36;
      back = `<circle cx="${(left - size * 0.62).toFixed(1)}" cy="${(baseline - cap / 2).toFixed(1)}" r="${r.toFixed(1)}" fill="${hx(t.color2 ?? t.color)}"/>`;
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${back}${word}</svg>`;
}

/** a treatment for a brand without one of its own (added by the shop later): picked by its name */
export function defaultTreatment(slug: string, color: string): Treatment {
  let h = 2166136261;
  for (let i = 0; i < slug.length; i++) h = Math.imul(h ^ slug.charCodeAt(i), 16777619);
  h >>>= 0;
  const faces: Face[] = ['sansBold', 'sans', 'serifBold', 'sansBold'];
  return {
    face: faces[h % faces.length]!,
    case: h & 4 ? 'upper' : undefined,
    tracking: h & 8 ? 0.06 : 0,
    italic: (h & 16) !== 0 && (h & 32) !== 0,
    color,
  };
}
