import type { Selectable } from 'kysely';
import type { AdminList, ListQuery } from '../../../domain/api/admin.ts';
import { localePath } from '../../../domain/routes.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { RoutingRepo } from '../../modules/routing/routing.repo.ts';
import { tableIn, type TableSpec } from './content-table.repo.ts';
import { boolFilter, listOf, paging } from './resource-helpers.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/**
 * A page of a content table with `active` for a list query: its search, its `f.active` filter (shown or hidden; any
 * other value is a field error) and its sort, `fallback` when none was asked for.
 */
export async function listRows<T extends keyof DB>(
  connection: TransactionalConnection,
  spec: TableSpec & { table: T },
  q: ListQuery,
  fallback: string,
  fallbackDir: 'asc' | 'desc' = 'asc',
): Promise<Result<{ rows: Selectable<DB[T]>[]; total: number }>> {
  const active = boolFilter(q.filters.active);
  if (active === 'bad') return fail('invalid', 'validation.failed', { 'f.active': 'validation.invalidValue' });
  return ok(
    await tableIn(connection.shared, spec).list({
      q: q.q,
      equal: active === undefined ? {} : { active: active ? 1 : 0 },
      ...paging(q, fallback, fallbackDir),
    }),
  );
}

/** The tables whose rows have a numeric `id` and an `active` flag: the ones listed with their shop pages. */
type ShownTable = { [K in keyof DB]: Selectable<DB[K]> extends { id: number; active: number } ? K : never }[keyof DB];

/**
 * A list page of records that have pages in the shop (articles, pages, vacancies): `listRows`, then each row as
 * `item` makes it plus `verified` (shown in the shop) and `siteUrl` (its az page, null while it has none), the
 * paths read in one query for the whole page.
 */
export async function listWithSiteUrls<T extends ShownTable>(
  connection: TransactionalConnection,
  spec: TableSpec & { table: T },
  view: string,
  q: ListQuery,
  sort: { fallback: string; dir?: 'asc' | 'desc' },
  item: (row: Selectable<DB[T]>) => AdminList['items'][number],
): Promise<Result<AdminList>> {
  const page = await listRows(connection, spec, q, sort.fallback, sort.dir);
  if (!page.ok) return page;
  // T is one of the tables with `id` and `active` (ShownTable); the compiler cannot see that through DB[T]
  const rows = page.data.rows as (Selectable<DB[T]> & { id: number; active: number })[];
  const paths = await connection.shared.repo(RoutingRepo).pathsFor(
    view,
    rows.map((r) => r.id),
    'az',
  );
  const items = rows.map((r) => {
    const path = paths.get(r.id);
    return { ...item(r), verified: r.active === 1, siteUrl: path === undefined ? null : localePath('az', path) };
  });
  return ok(listOf(items, page.data.total, q));
}
