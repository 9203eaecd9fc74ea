/**
 * Root data = the root loader's small per-request part (language, site settings, header counts, the address of
 * the shared file) + the language's shared part (browser messages, layout: category menu, menus, footer tags),
 * which travels once as a cached file `/_root/<lang>.<hash>.json` instead of in every page's hydration data
 * (decision 0018). Shared parts are kept here by address: the server puts them in while its root loader runs,
 * the browser fetches them before hydrating (`entry.client.tsx`) and before a navigation that changes the
 * language (root `clientLoader`).
 */
import { useRouteLoaderData } from 'react-router';
import type { RootShared } from '~/domain/layout';
import type { adminRootData, shopRootData } from './root-loader.server';

/** The root loader's own data on shop pages (sent with each page): language, site settings, counts, `rootHref`. */
export type RootRequestData = Awaited<ReturnType<typeof shopRootData>>;
/** What the root loader answers: the shop's data, or for `/admin…` pages only their language (decision 0042). */
export type RootLoaderData = RootRequestData | ReturnType<typeof adminRootData>;
/** What components see: the loader's data and the shared messages and layout of its language. */
export type RootData = RootRequestData & Pick<RootShared, 'messages' | 'layout'>;

/** a few versions per language at most: addresses are content hashes, so old ones are only ever re-read briefly */
const KEEP = 12;
const shared = new Map<string, RootShared>();
const pending = new Map<string, Promise<RootShared>>();
const merged = new WeakMap<object, RootData>();

export function rememberRootShared(href: string, data: RootShared): void {
  shared.delete(href);
  shared.set(href, data);
  while (shared.size > KEEP) shared.delete(shared.keys().next().value!);
}

/** Fetches a shared file once (browser); tried up to three times. */
export function loadRootShared(href: string, fetcher: typeof fetch = fetch, tries = 3): Promise<RootShared> {
  const have = shared.get(href);
  if (have) return Promise.resolve(have);
  let p = pending.get(href);
  if (!p) {
    // same mode and credentials as the page's <link rel="preload" as="fetch" crossorigin>, so that one is reused
    p = fetcher(href, { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`${href}: HTTP ${res.status}`);
        return res.json() as Promise<RootShared>;
      })
      .then((data) => {
        rememberRootShared(href, data);
        return data;
      })
      .finally(() => pending.delete(href));
    pending.set(href, p);
    if (tries > 1)
      p = p.catch(() => new Promise((r) => setTimeout(r, 300)).then(() => loadRootShared(href, fetcher, tries - 1)));
  }
  return p;
}

/** The root loader's data joined with its shared part (same object for the same loader data). */
export function withShared(req: RootRequestData | undefined): RootData | undefined {
  if (!req) return undefined;
  let out = merged.get(req);
  if (!out) {
    const s = shared.get(req.rootHref);
    if (!s) throw new Error(`root data ${req.rootHref} is not loaded`);
    out = { ...req, messages: s.messages, layout: s.layout };
    merged.set(req, out);
  }
  return out;
}

export function useRootData(): RootData {
  return withShared(useRouteLoaderData('root') as RootRequestData)!;
}
