import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LayoutData } from '../../domain/layout.ts';
import { loadCatalogs } from './i18n.server.ts';
import { ADMIN_DOWNLOADS, ADMIN_ENDPOINTS, ADMIN_UPLOADS } from '../../domain/api/admin-endpoints.ts';
import { API_ENDPOINTS } from '../../domain/api/endpoints.ts';
import { BROWSER_NAMESPACES, browserMessages, buildRootShared } from './root-data.ts';

const SRC = path.resolve(import.meta.dirname, '../..');
const catalogs = loadCatalogs();
const layout = (title: string): LayoutData => ({
  categories: [
    {
      id: 1,
      title,
      href: '/x',
      image: null,
      isNew: false,
      campaign: false,
      orangeStar: false,
      march8: false,
      productCount: 3,
      children: [],
    },
  ],
  menus: {},
  tags: [],
  trackHref: '/en/track-order',
});

function webSources(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) webSources(p, out);
    else if (/\.tsx?$/.test(e.name) && !/\.(test|server)\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

describe('shared root data file', () => {
  it('carries every message namespace the browser code names (else the page would show raw keys)', () => {
    const namespaces = fs.readdirSync(path.join(SRC, 'locales/en')).map((f) => f.replace(/\.json$/, ''));
    const quoted = new RegExp(`['"\`](${namespaces.join('|')})\\.([a-zA-Z$][\\w.$]*)`, 'g');
    const used = new Set<string>();
    const usedByAdmin = new Set<string>();
    // API operation names ('cart.summary', 'reviews.submit', the back office's 'orders.status') look like keys but are not messages
    const operations = new Set<string>([
      ...Object.keys(API_ENDPOINTS),
      ...Object.keys(ADMIN_ENDPOINTS),
      ...Object.keys(ADMIN_UPLOADS),
      ...Object.keys(ADMIN_DOWNLOADS),
    ]);
    const admin = path.join(SRC, 'web', 'admin') + path.sep;
    for (const f of webSources(path.join(SRC, 'web')))
      for (const m of fs.readFileSync(f, 'utf8').matchAll(quoted))
        if (!operations.has(`${m[1]}.${m[2]}`)) (f.startsWith(admin) ? usedByAdmin : used).add(m[1]!);
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((ns) => !(BROWSER_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
    // the back office's pages get their messages from the admin layout's loader instead (admin-data.server.ts sends
    // these namespaces; its labels come translated from the server), never from the shop's root file
    expect([...usedByAdmin].filter((ns) => !['admin', 'admin-ui', 'validation'].includes(ns))).toEqual([]);
  });

  it('leaves out the messages only the server translates', () => {
    const m = browserMessages(catalogs.ru);
    expect(m['layout.skip']).toBe(catalogs.ru['layout.skip']);
    expect(
      Object.keys(m).some((k) => k.startsWith('catalog-api.') || k.startsWith('reviews.') || k.startsWith('promo.')),
    ).toBe(false);
    // the browser's API client shows errors.network and errors.unexpected itself
    expect(m['errors.network']).toBe(catalogs.ru['errors.network']);
    expect(Object.keys(m).length).toBeLessThan(Object.keys(catalogs.ru).length);
  });

  it('has an address that changes exactly when its content does', () => {
    const a = buildRootShared('az', catalogs.az, layout('Telefonlar'));
    const same = buildRootShared('az', catalogs.az, layout('Telefonlar'));
    const changed = buildRootShared('az', catalogs.az, layout('Smartfonlar'));
    const ru = buildRootShared('ru', catalogs.ru, layout('Telefonlar'));
    expect(a.href).toMatch(/^\/_root\/az\.[\w-]{16}\.json$/);
    expect(same.href).toBe(a.href);
    expect(changed.href).not.toBe(a.href);
    expect(ru.href).toMatch(/^\/_root\/ru\./);
    expect(JSON.parse(a.body)).toEqual(a.data);
  });
});
