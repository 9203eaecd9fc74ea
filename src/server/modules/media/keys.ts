import { designCount } from '../../../demo/drawings.ts';
import {
  BADGE_ICONS,
  PRODUCT_KINDS,
  VIEWS,
  type BadgeIcon,
  type GeneratedSpec,
  type ProductKind,
  type View,
} from './drawing-kinds.ts';

/**
 * Image keys. A key is the file name of an original under `DATA_DIR/media/<area>/<key>`.
 * Generated (drawn) images have structured keys that name what to draw; anything else is an upload.
 *
 *   product   p         `{kind}--{rrggbb}--{view}[--s{design}].png`  phone--1f2937--front.png, phone--1f2937--pair--s1234.png
 *             (design: the drawing's variant by brand and model, `src/demo/draw/design.ts`; 1 ≤ design < the kind's count)
 *   category  category  `tile--{kind}--{rrggbb}.png`              tile--laptop--dbeafe.png
 *   badge     bdg       `badge--{icon}--{rrggbb}.png`             badge--star--f97316.png
 *   brand     b         `logo--{slug}.png`                        logo--samsung.png
 *   banner    main      `banner--{kind}--{rrggbb}--{rrggbb}.png`  banner--tv--111827--1e3a8a.png
 *   popup     pop       `popup--{kind}--{rrggbb}.png`             popup--earbuds--f97316.png
 *   cover     blog      `cover--{kind}--{rrggbb}--{rrggbb}[--{kind}].png`  cover--laptop--374151--e0e7ff--headphones.png
 *             (product colour, background, optional second product; blog articles and content pages)
 *
 * Uploads: lower-case letters, digits, `.`, `_`, `-`; ending .png/.jpg/.jpeg/.webp; no `..`.
 */

/** URL area (the path segment naming the kind of image) → originals folder */
export type Area = 'p' | 'category' | 'bdg' | 'b' | 'main' | 'pop' | 'blog';

export type ParsedKey = { key: string; generated: GeneratedSpec | null };

const HEX = '([0-9a-f]{6})';
const KIND = `(${PRODUCT_KINDS.join('|')})`;
const RE = {
  product: new RegExp(`^${KIND}--${HEX}--(${VIEWS.join('|')})(?:--s([1-9]\\d{0,5}))?\\.png$`),
  tile: new RegExp(`^tile--${KIND}--${HEX}\\.png$`),
  badge: new RegExp(`^badge--(${BADGE_ICONS.join('|')})--${HEX}\\.png$`),
  logo: /^logo--([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/,
  banner: new RegExp(`^banner--${KIND}--${HEX}--${HEX}\\.png$`),
  popup: new RegExp(`^popup--${KIND}--${HEX}\\.png$`),
  cover: new RegExp(`^cover--${KIND}--${HEX}--${HEX}(?:--${KIND})?\\.png$`),
  upload: /^[a-z0-9](?:[a-z0-9_.-]{0,150}[a-z0-9])?\.(?:png|jpe?g|webp)$/,
};

/** Parses a key for an area; null for anything malformed (traversal, wrong area, unknown kind…). */
export function parseKey(area: Area, key: string): ParsedKey | null {
  if (typeof key !== 'string' || key.length > 160 || key.includes('..') || key.includes('/') || key.includes('\\'))
    return null;
  let m: RegExpExecArray | null;
  switch (area) {
    case 'p':
      if ((m = RE.product.exec(key))) {
        const spec: GeneratedSpec = { type: 'product', kind: m[1] as ProductKind, color: m[2]!, view: m[3] as View };
        if (m[4]) {
          // one spelling per drawing: no designs past the kind's count
          spec.design = Number(m[4]);
          if (spec.design >= designCount(spec.kind)) return null;
        }
        return { key, generated: spec };
      }
      break;
    case 'category':
      if ((m = RE.tile.exec(key))) return { key, generated: { type: 'tile', kind: m[1] as ProductKind, color: m[2]! } };
      break;
    case 'bdg':
      if ((m = RE.badge.exec(key))) return { key, generated: { type: 'badge', icon: m[1] as BadgeIcon, color: m[2]! } };
      break;
    case 'b':
      if ((m = RE.logo.exec(key))) return { key, generated: { type: 'logo', slug: m[1]! } };
      break;
    case 'main':
      if ((m = RE.banner.exec(key)))
        return { key, generated: { type: 'banner', kind: m[1] as ProductKind, color: m[2]!, bg: m[3]! } };
      break;
    case 'pop':
      if ((m = RE.popup.exec(key)))
        return { key, generated: { type: 'popup', kind: m[1] as ProductKind, color: m[2]! } };
      break;
    case 'blog':
      if ((m = RE.cover.exec(key))) {
        const spec: GeneratedSpec = { type: 'cover', kind: m[1] as ProductKind, color: m[2]!, bg: m[3]! };
        if (m[4]) spec.second = m[4] as ProductKind;
        return { key, generated: spec };
      }
      break;
  }
  // generated-looking keys that did not match their area's grammar are rejected, not looked up as uploads
  if (key.includes('--')) return null;
  if (RE.upload.test(key)) return { key, generated: null };
  return null;
}

const hex = (c: string) => c.replace(/^#/, '').toLowerCase();
/** design: the drawing's variant (`src/demo/draw/design.ts`, `encodeDesign`); 0 is the default and has no suffix */
export const productKey = (kind: ProductKind, color: string, view: View, design = 0) =>
  `${kind}--${hex(color)}--${view}${design > 0 ? `--s${design}` : ''}.png`;
export const tileKey = (kind: ProductKind, color: string) => `tile--${kind}--${hex(color)}.png`;
export const badgeKey = (icon: BadgeIcon, color: string) => `badge--${icon}--${hex(color)}.png`;
export const logoKey = (slug: string) => `logo--${slug}.png`;
export const bannerKey = (kind: ProductKind, color: string, bg: string) =>
  `banner--${kind}--${hex(color)}--${hex(bg)}.png`;
export const popupKey = (kind: ProductKind, color: string) => `popup--${kind}--${hex(color)}.png`;
export const coverKey = (kind: ProductKind, color: string, bg: string, second?: ProductKind) =>
  `cover--${kind}--${hex(color)}--${hex(bg)}${second ? `--${second}` : ''}.png`;
