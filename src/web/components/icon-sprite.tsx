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
/** The sprite's symbols as markup, built once per process (server) or page (browser). */
export function spriteMarkup(): string {
  sprite ??= symbols('i-', UI_ICON_SYMBOLS as Record<string, Sym>) + symbols('i-l-', LAYOUT_ICON_SYMBOLS as Record<string, Sym>);
  return sprite;
}

/**
 * The page's icon sprite, rendered once at the top of <body> (root.tsx): every icon of `ui/icons` (`#i-…`) and
 * `layout/icons` (`#i-l-…`) is drawn here once and referenced with `<use>`, instead of repeating the paths in each
 * product card. Fill/stroke are set on the symbols with `currentColor`, so an icon takes the CSS colour of its
 * `<svg>`/button. Hidden without `display:none` (which would break references in some browsers).
 * The symbols are one string (the same markup React would write): the server writes it without rendering ~110
 * elements for every page, and hydration skips them.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }} dangerouslySetInnerHTML={{ __html: spriteMarkup() }} />
  );
}
