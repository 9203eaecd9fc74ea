/** Generic colours (the colour filter's values) and the marketing colour variants products come in. */
export type T3 = readonly [az: string, ru: string, en: string];

export const GENERIC_COLORS = {
  black: { t: ['Qara', 'Чёрный', 'Black'], code: '1f2937' },
  white: { t: ['Ağ', 'Белый', 'White'], code: 'f3f4f6' },
  silver: { t: ['Gümüşü', 'Серебристый', 'Silver'], code: 'c0c4cc' },
  gray: { t: ['Boz', 'Серый', 'Gray'], code: '6b7280' },
  blue: { t: ['Mavi', 'Синий', 'Blue'], code: '2563eb' },
  navy: { t: ['Tünd göy', 'Тёмно-синий', 'Navy'], code: '1e3a8a' },
  green: { t: ['Yaşıl', 'Зелёный', 'Green'], code: '059669' },
  purple: { t: ['Bənövşəyi', 'Фиолетовый', 'Purple'], code: '7c3aed' },
  pink: { t: ['Çəhrayı', 'Розовый', 'Pink'], code: 'f472b6' },
  gold: { t: ['Qızılı', 'Золотистый', 'Gold'], code: 'd4a857' },
  red: { t: ['Qırmızı', 'Красный', 'Red'], code: 'dc2626' },
  orange: { t: ['Narıncı', 'Оранжевый', 'Orange'], code: 'f97316' },
  beige: { t: ['Bej', 'Бежевый', 'Beige'], code: 'e7d8c0' },
} as const satisfies Record<string, { t: T3; code: string }>;

export type GenericColor = keyof typeof GENERIC_COLORS;

export interface ColorVariant {
  generic: GenericColor;
  /** rrggbb, the colour the product is drawn in */
  code: string;
  /** manufacturer's colour name, used in titles in every language (as shops do) */
  marketing: string;
}

const v = (generic: GenericColor, code: string, marketing: string): ColorVariant => ({ generic, code, marketing });

/** Palettes by product style. */
export const PALETTES = {
  phone: [
    v('black', '1f2937', 'Midnight Black'),
    v('gray', '4b5563', 'Titanium Gray'),
    v('silver', 'c7cbd1', 'Silver'),
    v('white', 'eef0f3', 'White'),
    v('navy', '1e3a8a', 'Navy'),
    v('blue', '3b82f6', 'Ice Blue'),
    v('green', '6ee7b7', 'Mint'),
    v('purple', 'a78bfa', 'Lavender'),
    v('pink', 'f9a8d4', 'Pink'),
    v('gold', 'd6b370', 'Gold'),
    v('beige', 'e8dcc6', 'Desert Titanium'),
  ],
  tech: [
    v('black', '111827', 'Black'),
    v('gray', '4b5563', 'Space Gray'),
    v('silver', 'c0c4cc', 'Silver'),
    v('white', 'f3f4f6', 'White'),
    v('navy', '1e3a8a', 'Midnight Blue'),
  ],
  dark: [v('black', '111827', 'Black'), v('gray', '374151', 'Graphite'), v('silver', 'c0c4cc', 'Silver')],
  audio: [
    v('black', '111827', 'Black'),
    v('white', 'f3f4f6', 'White'),
    v('blue', '2563eb', 'Blue'),
    v('red', 'dc2626', 'Red'),
    v('green', '16a34a', 'Green'),
    v('pink', 'f472b6', 'Pink'),
    v('beige', 'e7d8c0', 'Sandstone'),
    v('gray', '6b7280', 'Gray'),
  ],
  appliance: [
    v('white', 'f5f5f4', 'White'),
    v('black', '1c1917', 'Black'),
    v('silver', 'c7c9cc', 'Stainless Steel'),
    v('gray', '71717a', 'Graphite'),
  ],
  small: [
    v('white', 'f5f5f4', 'White'),
    v('black', '1c1917', 'Black'),
    v('silver', 'c7c9cc', 'Inox'),
    v('red', 'b91c1c', 'Red'),
    v('beige', 'e7d8c0', 'Cream'),
    v('green', '65a30d', 'Sage Green'),
    v('blue', '0ea5e9', 'Sky Blue'),
  ],
  beauty: [
    v('pink', 'f9a8d4', 'Rose'),
    v('purple', '8b5cf6', 'Violet'),
    v('black', '1f2937', 'Black'),
    v('white', 'f5f5f4', 'White'),
    v('gold', 'c9a227', 'Gold'),
    v('blue', '1d4ed8', 'Prussian Blue'),
  ],
  watch: [
    v('black', '111827', 'Midnight'),
    v('silver', 'd1d5db', 'Silver'),
    v('gold', 'd4a857', 'Starlight'),
    v('pink', 'f9a8d4', 'Pink'),
    v('green', '065f46', 'Olive'),
    v('orange', 'f97316', 'Orange'),
  ],
} as const satisfies Record<string, readonly ColorVariant[]>;

export type PaletteName = keyof typeof PALETTES;
