import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { buildForCopy, copyOfPath, type RouteCopy } from '~/server/platform/route-copies';
import routeConfig from './routes';

type Flat = Record<string, { id: string; parentId?: string; path?: string; index?: boolean }>;

/** routes.ts as the server build lists it: one entry per route id, under the root. */
function flatten(entries: RouteConfigEntry[], parentId = 'root', out: Flat = { root: { id: 'root', path: '' } }): Flat {
  for (const e of entries) {
    out[e.id!] = { id: e.id!, parentId, path: e.path, index: e.index };
    flatten(e.children ?? [], e.id!, out);
  }
  return out;
}

type Tree = { id: string; path?: string; index?: boolean; children?: Tree[] };
function tree(flat: Flat, parentId?: string): Tree[] {
  return Object.values(flat)
    .filter((r) => r.parentId === parentId)
    .map((r) => ({ id: r.id, path: r.path, index: r.index, children: r.index ? undefined : tree(flat, r.id) }));
}

const ids = (routes: Tree[], path: string) => (matchRoutes(routes as RouteObject[], path) ?? []).map((m) => m.route.id);
const fakeBuild = (flat: Flat) => ({ routes: flat, assets: { routes: flat } }) as unknown as ServerBuild;

// the shop's pages and a back-office route added outside the copies (another id prefix) in every language
const ADMIN: Flat = {
  'admin-home': { id: 'admin-home', parentId: 'root', path: 'admin' },
  'admin-orders': { id: 'admin-orders', parentId: 'admin-home', path: 'orders' },
};
const full = { ...flatten(routeConfig as RouteConfigEntry[]), ...ADMIN };
const PATHS = [
  '/',
  '/az',
  '/en',
  '/ru',
  '/en/',
  '/products',
  '/az/products',
  '/en/products',
  '/ru/search',
  '/cart',
  '/en/checkout',
  '/ru/cabinet',
  '/en/cabinet/orders',
  '/cabinet/address',
  '/login',
  '/en/login',
  '/ru/new-password',
  '/notfound',
  '/some-product-123',
  '/en/some-product-123',
  '/ru/a/b/c',
  '/enx',
  '/english',
  '/azerbaijan/x',
  '/admin',
  '/admin/orders',
];

/** The server's per-copy route tables (platform/route-copies.ts) against this app's routes.ts. */
describe('route copies', () => {
  it('names the copy by the first segment, data requests included', () => {
    expect(copyOfPath('/')).toBe('base');
    expect(copyOfPath('/_root.data')).toBe('base');
    expect(copyOfPath('/products.data')).toBe('base');
    expect(copyOfPath('/en')).toBe('en');
    expect(copyOfPath('/en.data')).toBe('en');
    expect(copyOfPath('/en/cart.data')).toBe('en');
    expect(copyOfPath('/az/x')).toBe('az');
    expect(copyOfPath('/ru/')).toBe('ru');
    expect(copyOfPath('/enx/y')).toBe('base');
    // React Router matches paths decoded and regardless of case
    expect(copyOfPath('/EN/products')).toBe('en');
    expect(copyOfPath('/%72u/cart')).toBe('ru');
    expect(copyOfPath('/%E0%A4%A/x')).toBe('base');
  });

  it('keeps the root, the copy and routes outside the copies, about a quarter of the routes', () => {
    const en = buildForCopy(fakeBuild(full), 'en').routes;
    expect(Object.keys(en)).toContain('root');
    expect(Object.keys(en)).toContain('en-home');
    expect(Object.keys(en)).toContain('admin-orders');
    expect(Object.keys(en).some((id) => /^(base|az|ru)-/.test(id))).toBe(false);
    expect(Object.keys(en).length).toBeLessThan(Object.keys(full).length / 3);
    // the browser's manifest names the same routes as the server's (React Router renders from both)
    expect(Object.keys(buildForCopy(fakeBuild(full), 'en').assets.routes)).toEqual(Object.keys(en));
  });

  it('matches every path to the same routes as the whole route table', () => {
    const whole = tree(full);
    for (const path of PATHS) {
      const copy: RouteCopy = copyOfPath(path);
      const part = tree(buildForCopy(fakeBuild(full), copy).routes as unknown as Flat);
      expect(ids(part, path), path).toEqual(ids(whole, path));
      expect(ids(whole, path).length, path).toBeGreaterThan(0);
    }
  });
});
