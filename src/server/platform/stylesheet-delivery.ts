/**
 * Whether a page carries the shop's stylesheet inside its head or links it (decision 0048): a first visit gets it
 * inline (no render-blocking request; the browser then caches the file and sets the `css` cookie), a browser whose
 * cookie names the current version gets `<link rel="stylesheet">` to the cached, immutable file — 140 KB less HTML
 * to render, compress and send on every page of a returning visitor.
 */
import { createHash } from 'node:crypto';
import { STYLESHEET_COOKIE } from '../../domain/stylesheet-cookie.ts';
import type { StylesheetDelivery } from '../context.ts';
import { readCookies } from './cookies.ts';

interface BuiltStylesheet {
  css: string;
  hrefs: string[];
  version: string;
  /** the delivery objects, made once: every request shares one of the two */
  inline: StylesheetDelivery;
  linked: StylesheetDelivery;
}

export function builtStylesheet(css: string, hrefs: string[]): BuiltStylesheet {
  const version = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return { css, hrefs, version, inline: { css, hrefs, version }, linked: { hrefs, version } };
}

/** This request's delivery: linked only when the browser says it has exactly this version. */
export function stylesheetFor(cookieHeader: string | string[] | undefined, sheet: BuiltStylesheet): StylesheetDelivery {
  return readCookies(cookieHeader)[STYLESHEET_COOKIE] === sheet.version ? sheet.linked : sheet.inline;
}
