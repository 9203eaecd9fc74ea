import { createContext, useContext } from 'react';

/** The sprite's symbols as markup, given by the server (`entry.server.tsx`, from `icon-sprite.server.tsx`). */
export const IconSpriteContext = createContext<string | undefined>(undefined);

let written: string | undefined;
/** In the browser: the symbols the server wrote into the page (the root layout always has them), read once. */
function symbolsInPage(): string {
  written ??= document.querySelector('svg[data-icon-sprite]')?.innerHTML ?? '';
  return written;
}

/**
 * The page's icon sprite, rendered once at the top of <body> (root.tsx): every icon of `ui/icons` (`#i-…`) and
 * `layout/icons` (`#i-l-…`) is drawn here once and referenced with `<use>`, instead of repeating the paths in each
 * product card. Fill/stroke are set on the symbols with `currentColor`, so an icon takes the CSS colour of its
 * `<svg>`/button. Hidden without `display:none` (which would break references in some browsers).
 * The symbols are one string written by the server, the markup React wrote for them element by element before
 * (`icon-sprite.test.tsx`): rendering a page does not walk ~110 elements, hydration skips them, and the browser's
 * JavaScript has no drawing data (design §5 first-load budget), it keeps what the page has.
 */
export function IconSprite() {
  const fromServer = useContext(IconSpriteContext);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      data-icon-sprite=""
      dangerouslySetInnerHTML={{ __html: fromServer ?? symbolsInPage() }}
    />
  );
}
