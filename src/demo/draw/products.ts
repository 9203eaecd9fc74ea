import type { ProductKind, View } from '../../server/modules/media/drawing-kinds.ts';
import { dark, hx, light, luminance } from './color.ts';
import { decodeDesign } from './design.ts';
import { G, type Ctx, type Gen } from './shapes.ts';
import { AUDIO } from './kinds/audio.ts';
import { COMPUTERS } from './kinds/computers.ts';
import { HOME } from './kinds/home.ts';
import { MOBILE } from './kinds/mobile.ts';
import { PHONES } from './kinds/phones.ts';
import { KITCHEN } from './kinds/kitchen.ts';
import { PERSONAL } from './kinds/personal.ts';
import { PLAY } from './kinds/play.ts';

/**
 * Packshot drawings of products, one generator per kind (`kinds/`), on a 1500×1800 canvas, in the product's
 * colour and design (`design.ts`: the variant the seed picked for the brand and model).
 */
const W = 1500;
const H = 1800;

const gens: Record<ProductKind, Gen> = {
  ...PHONES,
  ...MOBILE,
  ...COMPUTERS,
  ...AUDIO,
  ...PLAY,
  ...KITCHEN,
  ...HOME,
  ...PERSONAL,
};

/** gradients every drawing uses, tinted with the product colour */
function productDefs(color: string): string {
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
<radialGradient id="lg" cx="0.4" cy="0.35"><stop offset="0" stop-color="#3b4a7a"/><stop offset="0.6" stop-color="#111a33"/><stop offset="1" stop-color="#05070d"/></radialGradient>
<radialGradient id="sh"><stop offset="0" stop-color="#0f172a" stop-opacity="0.32"/><stop offset="0.6" stop-color="#0f172a" stop-opacity="0.12"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>`;
}

const SHADOW = /<ellipse[^>]*url\(#sh\)[^>]*\/>/g;

/** the product layer (defs + shapes) in 1500×1800 coordinates, without background */
export function productLayer(kind: ProductKind, color: string, view: View, design = 0): { defs: string; body: string } {
  const c = color.replace('#', '').toLowerCase();
  const l = luminance(c);
  const ctx: Ctx = { c, o: dark(c, l > 0.6 ? 0.28 : 0.45), d: decodeDesign(kind, design) };
  const gen = gens[kind];
  if (view === 'pair') {
    // the back behind, the front before it: how phones are usually pictured first
    const back = gen(ctx, 'back').replace(SHADOW, '');
    const front = gen(ctx, 'front').replace(SHADOW, '');
    return {
      defs: productDefs(c),
      body:
        '<ellipse cx="760" cy="1520" rx="600" ry="54" fill="url(#sh)"/>' +
        G('translate(570 840) scale(0.86) translate(-750 -900)', back) +
        G('translate(950 950) scale(0.86) translate(-750 -900)', front),
    };
  }
  if (view === 'angle') {
    // the front, turned: a slight rotation and skew reads as a three-quarter view
    // the side: the front's silhouette in a darker shade, pushed back, reads as the object's thickness
    const front = gen(ctx, 'front');
    const side = dark(c, l > 0.6 ? 0.3 : 0.45).replace('#', '');
    const [r, g, b] = [0, 2, 4].map((i) => (parseInt(side.slice(i, i + 2), 16) / 255).toFixed(3));
    const sil = `<filter id="sil" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} 0 0 0 1 0"/></filter>`;
    const noShadow = front.replace(SHADOW, '');
    return {
      defs: productDefs(c) + sil,
      body: `<g transform="translate(750 900) rotate(-7) skewX(-8) scale(0.92 0.96) translate(-750 -900)"><g transform="translate(26 10)" filter="url(#sil)">${noShadow}</g>${front}</g>`,
    };
  }
  return { defs: productDefs(c), body: gen(ctx, view) };
}

/** complete packshot SVG: a light studio background and the product */
export function productSvg(kind: ProductKind, color: string, view: View, design = 0): string {
  const { defs, body } = productLayer(kind, color, view, design);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${defs}<radialGradient id="bg" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f8f9fa"/><stop offset="1" stop-color="#f1f2f5"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>${body}</svg>`;
}
