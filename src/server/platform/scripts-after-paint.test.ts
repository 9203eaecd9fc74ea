import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER, scriptsAfterFirstPaint } from './scripts-after-paint.ts';

const page = (nonce = ' nonce="abc"') =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"${nonce}/><link rel="modulepreload" href="/assets/vendor.js"${nonce}/>` +
  `<link rel="preload" href="/_root/az.json" as="fetch" data-root-data=""/></head><body><main data-scripts-after-paint="">x</main>` +
  `<script${nonce}>window.__ctx = 1;</script><script${nonce} type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>` +
  `<script${nonce}>window.__ctx.stream.close();</script></body></html>`;

describe('scripts after the first paint', () => {
  it('takes the module preloads out and makes the module script inert, with the preloads named on it', () => {
    const out = scriptsAfterFirstPaint(page());
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain(
      '<script nonce="abc" type="text/x-after-paint" data-preload="/assets/entry.js /assets/vendor.js">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>' +
        `<script nonce="abc">${AFTER_PAINT_LOADER}</script>`,
    );
    // everything else as it was: the other preload, the classic scripts, the markup
    expect(out).toContain('<link rel="preload" href="/_root/az.json" as="fetch" data-root-data=""/>');
    expect(out).toContain('<script nonce="abc">window.__ctx = 1;</script>');
    expect(out).toContain('<script nonce="abc">window.__ctx.stream.close();</script></body></html>');
  });

  it('works on a page without nonces (the loader has none either)', () => {
    const out = scriptsAfterFirstPaint(page(''));
    expect(out).toContain(`data-preload="/assets/entry.js /assets/vendor.js">`);
    expect(out).toContain(`<script>${AFTER_PAINT_LOADER}</script>`);
  });

  it('leaves a page that does not ask for it unchanged (a page that opens with a form keeps its scripts at once)', () => {
    const form = page().replace(' data-scripts-after-paint=""', '');
    expect(scriptsAfterFirstPaint(form)).toBe(form);
  });

  it('leaves a page without an inline module script, or with two, unchanged', () => {
    const plain =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body><main data-scripts-after-paint="">x</main><script src="/x.js" type="module"></script></body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const two = page().replace('</body>', '<script type="module">import "/b.js";</script></body>');
    expect(scriptsAfterFirstPaint(two)).toBe(two);
  });
});
