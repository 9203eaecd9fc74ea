import type { Selectable } from 'kysely';
import type { ListQuery } from '../../../domain/api/admin.ts';
import type { Database } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { ContentTableRepo, type TableSpec } from './content-table.repo.ts';
import { boolFilter, paging } from './resource-kit.ts';

/**
 * A page of a content table with `active` for a list query: its search, its `f.active` filter (shown or hidden; any
 * other value is a field error) and its sort, `fallback` when none was asked for.
 */
export async function listRows<T extends keyof DB>(
  database: Database,
  spec: TableSpec & { table: T },
  q: ListQuery,
  fallback: string,
  fallbackDir: 'asc' | 'desc' = 'asc',
): Promise<Result<{ rows: Selectable<DB[T]>[]; total: number }>> {
  const active = boolFilter(q.filters.active);
  if (active === 'bad') return fail('invalid', 'validation.failed', { 'f.active': 'validation.invalidValue' });
  return ok(await new ContentTableRepo(database.db, spec).list({ q: q.q, equal: active === undefined ? {} : { active: active ? 1 : 0 }, ...paging(q, fallback, fallbackDir) }));
}
