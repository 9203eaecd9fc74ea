import type { ServerBuild } from 'react-router';

/**
 * routes.ts mounts every page four times: at the base (az) and under /az, /en and /ru, each copy with its own
 * route-id prefix. React Router matches a request against all ~130 routes and rebuilds its route objects for every
 * page it renders, and that was a tenth of a page's server CPU (bench/ssr-split.ts). A path can only ever match
 * routes of its own copy: a path whose first segment is az, en or ru is never matched by a base route before a
 * route of its copy ranks higher (the copy's `<lang>/*` outranks the base `*`), and a base path cannot match a
 * route whose path starts with az/, en/ or ru/. So each request is handled with a build holding the root, its
 * copy's routes and every route outside the copies (a route with another id prefix stays in all of them); the
 * page's route manifest for the browser is cut the same way (it names the matched routes and those of the path's
 * ancestors, so a page under /en no longer names the base home route: the browser asks for it if it goes there).
 * Route discovery (`/__manifest`) uses the whole build.
 */
export const COPY_ID_PREFIXES = { base: 'base-', az: 'az-', en: 'en-', ru: 'ru-' } as const;
export type RouteCopy = keyof typeof COPY_ID_PREFIXES;

/** The copy a request path belongs to; a data request (`/en/cart.data`, `/en.data`, `/_root.data`) is its page's. */
export function copyOfPath(pathname: string): RouteCopy {
  // as React Router compares: decoded and without regard to case
  const first = decodeSegment(pathname.split('/', 2)[1] ?? '')
    .toLowerCase()
    .replace(/\.data$/, '');
  return first === 'az' || first === 'en' || first === 'ru' ? first : 'base';
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** `build` with the server routes of one copy (and every route that belongs to no copy). */
export function buildForCopy(build: ServerBuild, copy: RouteCopy): ServerBuild {
  const others = Object.entries(COPY_ID_PREFIXES)
    .filter(([c]) => c !== copy)
    .map(([, prefix]) => prefix);
  const keep = ([id]: [string, unknown]) => !others.some((p) => id.startsWith(p));
  const routes = Object.fromEntries(Object.entries(build.routes).filter(keep));
  const assetRoutes = Object.fromEntries(Object.entries(build.assets.routes).filter(keep));
  return { ...build, routes, assets: { ...build.assets, routes: assetRoutes } };
}
