import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IconSprite, IconSpriteContext } from './icon-sprite';
import { spriteMarkup, symbolPaint } from './icon-sprite.server';
import { IconCompare, IconHeart, UI_ICON_SYMBOLS } from './ui/icons';
import { LAYOUT_ICON_SYMBOLS } from './layout/icons';

type Sym = { d: ReactNode; fill?: boolean; fillable?: boolean };

/** The sprite's symbols as React itself renders them (what every page carried before they became one string). */
function reactSymbols(): string {
  const symbols = (prefix: string, set: Record<string, Sym>) =>
    Object.entries(set).map(([name, s]) => (
      <symbol key={prefix + name} id={prefix + name} viewBox="0 0 24 24" {...symbolPaint(s)}>
        {s.d}
      </symbol>
    ));
  return renderToStaticMarkup(
    <>
      {symbols('i-', UI_ICON_SYMBOLS as Record<string, Sym>)}
      {symbols('i-l-', LAYOUT_ICON_SYMBOLS as Record<string, Sym>)}
    </>,
  );
}

describe('icon sprite', () => {
  it('writes exactly the markup React writes for the symbols, inside the hidden svg', () => {
    expect(spriteMarkup()).toBe(reactSymbols());
    const html = renderToStaticMarkup(
      <IconSpriteContext.Provider value={spriteMarkup()}>
        <IconSprite />
      </IconSpriteContext.Provider>,
    );
    expect(html).toBe(
      `<svg aria-hidden="true" focusable="false" width="0" height="0" style="position:absolute;width:0;height:0;overflow:hidden" data-icon-sprite="">${reactSymbols()}</svg>`,
    );
  });

  it('has every icon of both sets once, with dashed attribute names', () => {
    const html = spriteMarkup();
    for (const name of Object.keys(UI_ICON_SYMBOLS)) expect(html.split(`id="i-${name}"`).length).toBe(2);
    for (const name of Object.keys(LAYOUT_ICON_SYMBOLS)) expect(html.split(`id="i-l-${name}"`).length).toBe(2);
    expect(html).toContain('stroke-width="1.8"');
    expect(html).not.toMatch(/strokeWidth|strokeLinecap/);
  });

  it("leaves the heart's fill to its icon: outlined by default, filled where CSS fills it (CART-7)", () => {
    const heart = /<symbol id="i-heart"[^>]*>/.exec(spriteMarkup())![0];
    // a fill set on the symbol would win over `.is-on svg{fill:currentColor}` on the button's icon
    expect(heart).not.toMatch(/\bfill=/);
    expect(heart).toContain('stroke="currentColor"');
    expect(renderToStaticMarkup(<IconHeart size={18} />)).toContain('fill="none"');
    // a fillable symbol's component sets that fill="none" itself (ui/icons.tsx): the heart is the one
    expect(
      Object.entries(UI_ICON_SYMBOLS as Record<string, Sym>)
        .filter(([, s]) => s.fillable)
        .map(([n]) => n),
    ).toEqual(['heart']);
    // the other stroke icons keep their own fill="none"
    expect(/<symbol id="i-compare"[^>]*>/.exec(spriteMarkup())![0]).toContain('fill="none"');
    expect(renderToStaticMarkup(<IconCompare />)).not.toContain('fill=');
  });
});
