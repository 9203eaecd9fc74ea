import type { BadgeIcon, ProductKind } from '../../server/modules/media/drawing-kinds.ts';
import { BRANDS } from '../seed/data/brands.ts';
import { dark, hx, light, mix } from './color.ts';
import { productLayer } from './products.ts';
import { defaultTreatment, wordmarkSvg } from './wordmark.ts';

/** Badge icon: a glossy round medallion in the colour with a white pictogram (192×192, transparent). */
const ICONS: Record<BadgeIcon, string> = {
  star: '<path d="M96 40 L111 76 L150 79 L120 104 L130 142 L96 121 L62 142 L72 104 L42 79 L81 76 Z" fill="#fff"/>',
  bolt: '<path d="M106 34 L58 108 L92 108 L82 158 L134 80 L100 80 Z" fill="#fff"/>',
  percent:
    '<circle cx="70" cy="70" r="18" fill="none" stroke="#fff" stroke-width="12"/><circle cx="122" cy="122" r="18" fill="none" stroke="#fff" stroke-width="12"/><path d="M130 56 L62 136" stroke="#fff" stroke-width="14" stroke-linecap="round"/>',
  shield:
    '<path d="M96 36 L146 54 L146 96 Q146 136 96 158 Q46 136 46 96 L46 54 Z" fill="#fff"/><path d="M74 98 L90 114 L122 80" fill="none" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" class="ink"/>',
  truck:
    '<path d="M36 62 H112 V124 H36 Z" fill="#fff"/><path d="M112 80 H140 L158 102 V124 H112 Z" fill="#fff"/><circle cx="64" cy="130" r="15" class="fillink" stroke="#fff" stroke-width="8"/><circle cx="134" cy="130" r="15" class="fillink" stroke="#fff" stroke-width="8"/>',
  gift: '<rect x="44" y="84" width="104" height="70" rx="6" fill="#fff"/><rect x="38" y="64" width="116" height="26" rx="6" fill="#fff"/><rect x="88" y="64" width="16" height="90" class="fillink"/><path d="M96 64 Q70 30 58 52 Q54 64 96 64 Q138 64 134 52 Q122 30 96 64" fill="none" stroke="#fff" stroke-width="10"/>',
  fire: '<path d="M98 30 Q136 72 132 112 Q128 156 96 160 Q60 158 58 120 Q56 92 80 72 Q80 96 94 100 Q84 62 98 30 Z" fill="#fff"/>',
  check:
    '<path d="M52 98 L84 130 L142 66" fill="none" stroke="#fff" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>',
  crown:
    '<path d="M40 136 L48 64 L78 96 L96 52 L114 96 L144 64 L152 136 Z" fill="#fff"/><rect x="40" y="140" width="112" height="14" rx="4" fill="#fff"/>',
};

export function badgeSvg(icon: BadgeIcon, color: string): string {
  const c = color;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light(c, 0.25)}"/><stop offset="1" stop-color="${dark(c, 0.2)}"/></linearGradient>
<style>.ink{stroke:${hx(c)}}.fillink{fill:${hx(c)}}</style></defs>
<circle cx="96" cy="100" r="86" fill="${dark(c, 0.45)}" opacity="0.25"/>
<circle cx="96" cy="96" r="86" fill="url(#g)"/>
<circle cx="96" cy="96" r="76" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="4"/>
<g transform="translate(96 96) scale(0.82) translate(-96 -96)">${ICONS[icon]}</g>
<path d="M30 80 Q40 26 96 20 Q60 40 46 92 Z" fill="#fff" opacity="0.18"/>
</svg>`;
}

/**
 * Brand logo (480×240, transparent): the brand's wordmark, its name set in its own type treatment
 * (`wordmark.ts`, treatments in the seed's brand list). A brand without one gets a treatment picked by its name.
 */
export function logoSvg(slug: string): string {
  const brand = BRANDS.find((b) => b.slug === slug);
  const title =
    brand?.title ??
    slug
      .split('-')
      .map((s) => s.charAt(0).toUpperCase() + s.slice(1))
      .join('-');
  return wordmarkSvg(title, brand?.logo ?? defaultTreatment(slug, '374151'));
}

/** Category tile (400×400): a soft rounded square in the tint with the kind's product drawn on it. */
export function tileSvg(kind: ProductKind, tint: string): string {
  const product = mix(tint, '1f2937', 0.62).replace('#', '');
  const { defs, body } = productLayer(kind, product, 'front');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs>${defs}<linearGradient id="tb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(tint, 0.4)}"/><stop offset="1" stop-color="${hx(tint)}"/></linearGradient></defs>
<rect width="400" height="400" rx="72" fill="url(#tb)"/>
<circle cx="320" cy="80" r="120" fill="#fff" opacity="0.35"/>
<g transform="translate(200 200) scale(0.25) translate(-750 -900)">${body}</g>
</svg>`;
}

const WIDE = new Set<ProductKind>(['tv', 'soundbar', 'ac', 'monitor', 'laptop', 'microwave', 'handheld']);

/** Banner (2000×1000): a gradient backdrop in `bg` with soft shapes; the product on the right half. */
export function bannerSvg(kind: ProductKind, color: string, bg: string): string {
  const { defs, body } = productLayer(kind, color, 'angle');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1000" viewBox="0 0 2000 1000">
<defs>${defs}<linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(bg, 0.15)}"/><stop offset="1" stop-color="${dark(bg, 0.35)}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="2000" height="1000" fill="url(#bb)"/>
<circle cx="1450" cy="520" r="520" fill="url(#glow)"/>
<circle cx="1900" cy="80" r="260" fill="#fff" opacity="0.08"/>
<circle cx="160" cy="980" r="340" fill="#fff" opacity="0.06"/>
<path d="M0 780 Q600 640 1100 760 T2000 700 L2000 1000 L0 1000 Z" fill="#000" opacity="0.10"/>
<g transform="translate(1380 510) scale(${WIDE.has(kind) ? 0.47 : 0.56}) translate(-750 -900)">${body}</g>
</svg>`;
}

/** Popup artwork (1000×1000): the product on a bright colour field. */
export function popupSvg(kind: ProductKind, color: string): string {
  const { defs, body } = productLayer(kind, color, 'front');
  const bg = mix(color, 'f97316', 0.55).replace('#', '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
<defs>${defs}<linearGradient id="pb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(bg, 0.35)}"/><stop offset="1" stop-color="${dark(bg, 0.1)}"/></linearGradient></defs>
<rect width="1000" height="1000" fill="url(#pb)"/>
<circle cx="500" cy="520" r="380" fill="#fff" opacity="0.35"/>
<g transform="translate(500 520) scale(0.48) translate(-750 -900)">${body}</g>
</svg>`;
}

/**
 * Blog and page cover (1600×900, 16:9): the product (and optionally a second one behind it) on a gradient in `bg`
 * with a soft glow, a dotted corner, a ring and a darker floor band.
 */
export function coverSvg(kind: ProductKind, color: string, bg: string, second?: ProductKind): string {
  const main = productLayer(kind, color, 'angle');
  const layer = second ? productLayer(second, mix(color, bg, 0.35).replace('#', ''), 'front') : null;
  // the second drawing's ids get a prefix, so its gradients do not collide with the first's
  const rename = (svg: string) => svg.replace(/id="/g, 'id="b-').replace(/url\(#/g, 'url(#b-');
  const other = layer ? { defs: rename(layer.defs), body: rename(layer.body) } : null;
  const mainX = other ? 1060 : 840;
  const scale = (k: ProductKind, base: number) => (WIDE.has(k) ? base * 0.84 : base);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
<defs>${main.defs}${other ? other.defs : ''}
<linearGradient id="cv" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(bg, 0.12)}"/><stop offset="1" stop-color="${dark(bg, 0.32)}"/></linearGradient>
<radialGradient id="cg"><stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<pattern id="cd" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="6" cy="6" r="4" fill="#fff" opacity="0.22"/></pattern></defs>
<rect width="1600" height="900" fill="url(#cv)"/>
<rect x="60" y="60" width="396" height="252" fill="url(#cd)"/>
<circle cx="${mainX}" cy="450" r="440" fill="url(#cg)"/>
<circle cx="250" cy="760" r="210" fill="none" stroke="#fff" stroke-width="36" opacity="0.1"/>
<circle cx="1520" cy="90" r="150" fill="#fff" opacity="0.08"/>
<path d="M0 735 Q500 690 900 730 T1600 712 L1600 900 L0 900 Z" fill="#000" opacity="0.08"/>
${other ? `<g transform="translate(600 540) scale(${scale(second!, 0.3)}) translate(-750 -900)">${other.body}</g>` : ''}
<g transform="translate(${mainX} 480) scale(${scale(kind, other ? 0.42 : 0.5)}) translate(-750 -900)">${main.body}</g>
</svg>`;
}
