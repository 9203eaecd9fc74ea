import type { ReactNode } from 'react';
import { staticMarkup } from '~/web/lib/static-markup';
import { UI_ICON_SYMBOLS } from './ui/icons';
import { LAYOUT_ICON_SYMBOLS } from './layout/icons';

type Sym = { d: ReactNode; fill?: boolean; fillable?: boolean };

const outline = {
  stroke: 'currentColor',
  strokeWidth: '1.8',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const stroke = { fill: 'none', ...outline } as const;
const filled = { fill: 'currentColor', stroke: 'none' } as const;
/** A symbol's own paint: a `fillable` one leaves its fill to the `<svg>` that uses it (ui/icons.tsx). */
export const symbolPaint = (s: Sym) => (s.fill ? filled : s.fillable ? outline : stroke);

const symbols = (prefix: string, set: Record<string, Sym>) =>
  Object.entries(set)
    .map(([name, s]) =>
      staticMarkup(
        <symbol id={prefix + name} viewBox="0 0 24 24" {...symbolPaint(s)}>
          {s.d}
        </symbol>,
      ),
    )
    .join('');

let sprite: string | undefined;
/**
 * The sprite's symbols as markup (`<IconSprite />`), built once per process. Only the server imports this module,
 * so the glyphs' drawing data is not part of the browser's JavaScript: the browser keeps what the server wrote.
 */
export function spriteMarkup(): string {
  sprite ??=
    symbols('i-', UI_ICON_SYMBOLS as Record<string, Sym>) + symbols('i-l-', LAYOUT_ICON_SYMBOLS as Record<string, Sym>);
  return sprite;
}
