import { describe, expect, it } from 'vitest';
import { builtStylesheet, stylesheetFor } from './stylesheet-delivery.ts';

describe('stylesheetFor', () => {
  const sheet = builtStylesheet('body{margin:0}', ['/assets/root-abc.css']);

  it('names the version by the content', () => {
    expect(sheet.version).toMatch(/^[0-9a-f]{12}$/);
    expect(builtStylesheet('body{margin:1px}', sheet.hrefs).version).not.toBe(sheet.version);
  });

  it('writes the stylesheet into the page for a browser without the cookie', () => {
    expect(stylesheetFor(undefined, sheet)).toEqual({
      css: 'body{margin:0}',
      hrefs: ['/assets/root-abc.css'],
      version: sheet.version,
    });
    expect(stylesheetFor('volt_cart=x; other=1', sheet).css).toBe('body{margin:0}');
  });

  it('links it when the cookie names this version, wherever the cookie stands in the header', () => {
    expect(stylesheetFor(`css=${sheet.version}`, sheet)).toEqual({
      hrefs: ['/assets/root-abc.css'],
      version: sheet.version,
    });
    expect(stylesheetFor(`volt_rt=abc; css=${sheet.version}; x=y`, sheet).css).toBeUndefined();
    expect(stylesheetFor(['a=1', `css=${sheet.version}`], sheet).css).toBeUndefined();
  });

  it('writes it into the page again when the cookie names another version or another cookie merely ends in css', () => {
    expect(stylesheetFor('css=0123456789ab', sheet).css).toBe('body{margin:0}');
    expect(stylesheetFor(`mycss=${sheet.version}`, sheet).css).toBe('body{margin:0}');
    expect(stylesheetFor('css=', sheet).css).toBe('body{margin:0}');
  });
});
