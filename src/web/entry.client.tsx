/**
 * Browser entry (replaces React Router's default one): the language's shared root data — messages and layout,
 * one cached file per language and version (decision 0018) — is fetched before hydration, so the first client
 * render matches the server's. The page's <link rel="preload" data-root-data> names the file and has the browser
 * fetch it while the scripts load. If it cannot be fetched, the server-rendered page stays as it is (plain links
 * and forms still work).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadRootShared } from '~/web/lib/root-data';
import { rememberStylesheet } from '~/web/lib/inline-css';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const href = document.querySelector('link[data-root-data]')?.getAttribute('href');
if (href)
  loadRootShared(href).then(hydrate, (err: unknown) =>
    console.error('root data could not be loaded; the page stays server-rendered', err),
  );
else hydrate();

// the inlined stylesheet into the browser's cache, once the page has loaded and the browser is idle (decision 0048)
const whenIdle = (fn: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(fn, { timeout: 5000 }) : setTimeout(fn, 2000);
if (document.readyState === 'complete') whenIdle(() => rememberStylesheet());
else addEventListener('load', () => whenIdle(() => rememberStylesheet()), { once: true });
