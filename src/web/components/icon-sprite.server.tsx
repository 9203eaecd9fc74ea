import type { ReactNode } from 'react';
import { staticMarkup } from '~/web/lib/static-markup';
import { UI_ICON_SYMBOLS } from './ui/icons';
import { LAYOUT_ICON_SYMBOLS } from './layout/icons';

type Sym = { d: ReactNode; fill?: boolean };

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: '1.8', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const filled = { fill: 'currentColor', stroke: 'none' } as const;

const symbols = (prefix: string, set: Record<string, Sym>) =>
  Object.entries(set)
    .map(([name, s]) =>
      staticMarkup(
        <symbol id={prefix + name} viewBox="0 0 24 24" {...(s.fill ? filled : stroke)}>
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
  sprite ??= symbols('i-', UI_ICON_SYMBOLS as Record<string, Sym>) + symbols('i-l-', LAYOUT_ICON_SYMBOLS as Record<string, Sym>);
  return sprite;
}
