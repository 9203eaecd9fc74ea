/**
 * What a drawn image's key can name (`keys.ts` spells and parses the keys): the product kinds, the views, the badge
 * icons and the spec of one drawing. Apart from `keys.ts` so that the demo's drawings (`src/demo/draw/`), which
 * `keys.ts` asks for a kind's design count, take these names without importing `keys.ts` back.
 */

export const PRODUCT_KINDS = [
  'phone',
  'laptop',
  'monitor',
  'desktop',
  'tv',
  'tablet',
  'headphones',
  'earbuds',
  'speaker',
  'soundbar',
  'smartwatch',
  'camera',
  'console',
  'gamepad',
  'kettle',
  'vacuum',
  'iron',
  'hairdryer',
  'coffee',
  'microwave',
  'fridge',
  'washer',
  'ac',
  'router',
  'powerbank',
  'charger',
  'drone',
  'blender',
  'shaver',
  'handheld',
  'tvbox',
  'purifier',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** front, back, a three-quarter turn, and the back and front side by side (a phone's usual first picture) */
export const VIEWS = ['front', 'back', 'angle', 'pair'] as const;
export type View = (typeof VIEWS)[number];

export const BADGE_ICONS = ['star', 'bolt', 'percent', 'shield', 'truck', 'gift', 'fire', 'check', 'crown'] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

export type GeneratedSpec =
  | { type: 'product'; kind: ProductKind; color: string; view: View; design?: number }
  | { type: 'tile'; kind: ProductKind; color: string }
  | { type: 'badge'; icon: BadgeIcon; color: string }
  | { type: 'logo'; slug: string }
  | { type: 'banner'; kind: ProductKind; color: string; bg: string }
  | { type: 'popup'; kind: ProductKind; color: string }
  | { type: 'cover'; kind: ProductKind; color: string; bg: string; second?: ProductKind };
