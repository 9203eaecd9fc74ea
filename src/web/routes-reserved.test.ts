import { expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { isReservedSegment } from '~/domain/admin/entity-path';
import routeConfig from './routes';

/** every first path segment the shop's own routes use, under any language prefix */
function firstSegments(entries: RouteConfigEntry[], out = new Set<string>()): Set<string> {
  for (const e of entries) {
    const segs = (e.path ?? '').split('/').filter((x) => x && !x.startsWith(':') && x !== '*');
    const first = ['az', 'ru', 'en'].includes(segs[0] ?? '') ? segs[1] : segs[0];
    if (first) out.add(first);
    if (!e.path) firstSegments(e.children ?? [], out);
  }
  return out;
}

it("refuses as a record's path every first segment a shop page of routes.ts uses (the page would shadow the record)", () => {
  const segments = [...firstSegments(routeConfig as RouteConfigEntry[])];
  expect(segments).toEqual(expect.arrayContaining(['products', 'search', 'sale', 'cart', 'cabinet', 'admin']));
  expect(segments.filter((s) => !isReservedSegment(s))).toEqual([]);
});
