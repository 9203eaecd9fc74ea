/**
 * The shop's stylesheet in the page's head (decisions 0018 and 0048): `platform/ssr.ts` reads the built CSS and keeps
 * it out of the route manifest, `entry.server.tsx` provides how this request gets it, and the root layout renders
 * `<InlineStylesheet />` in the head.
 * - A first visit gets the CSS inside the page (`<style>`): no render-blocking request. Once the page is up, the
 *   browser fetches the same CSS file into its cache and notes its version in the `css` cookie
 *   (`rememberStylesheet`, entry.client.tsx).
 * - A visitor whose cookie names the current version gets `<link rel="stylesheet">` to that cached, immutable file
 *   instead of 140 KB of CSS in every page.
 * Only the server renders it: in the browser the component renders nothing, and React, hydrating the head, passes
 * over the server's `<style>` or `<link>` and leaves it in place. Without it (development: Vite serves the CSS)
 * nothing is rendered and the stylesheet links stay in the manifest.
 */
import { createContext, useContext } from 'react';
import type { AppLoadContext } from 'react-router';
import { useNonce } from './csp-nonce';
import { STYLESHEET_COOKIE, STYLESHEET_VERSION } from '~/domain/stylesheet-cookie';

type StylesheetDelivery = NonNullable<AppLoadContext['stylesheet']>;

export const InlineCssContext = createContext<StylesheetDelivery | undefined>(undefined);

export function InlineStylesheet() {
  const sheet = useContext(InlineCssContext);
  const nonce = useNonce();
  if (!sheet) return null;
  if (sheet.css === undefined) return sheet.hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
  return (
    <style
      nonce={nonce}
      data-inline-css=""
      data-hrefs={sheet.hrefs.join(' ')}
      data-version={sheet.version}
      dangerouslySetInnerHTML={{ __html: sheet.css }}
    />
  );
}

/**
 * In the browser, after the first page is up: fetch the stylesheet the page carried inline into the HTTP cache
 * (immutable, a year) and set the cookie, so the next server-rendered page links it instead. Does nothing when the
 * page linked it already or carried none.
 */
export function rememberStylesheet(doc: Document = document): void {
  const style = doc.querySelector<HTMLStyleElement>('style[data-inline-css][data-version]');
  const version = style?.dataset.version;
  const hrefs = style?.dataset.hrefs?.split(' ').filter(Boolean) ?? [];
  if (!version || !hrefs.length || !STYLESHEET_VERSION.test(version)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // a static file into the HTTP cache, not a call to the API
  Promise.all(
    hrefs.map((href) =>
      // eslint-disable-next-line no-restricted-syntax
      fetch(href, { priority: 'low' } as RequestInit).then((r) =>
        r.ok ? r.arrayBuffer() : Promise.reject(new Error(String(r.status))),
      ),
    ),
  )
    .then(() => {
      doc.cookie = `${STYLESHEET_COOKIE}=${version}; Path=/; Max-Age=2592000; SameSite=Lax${secure}`;
    })
    .catch(() => undefined);
}
