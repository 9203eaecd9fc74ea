import type { AdminRow, ResourceMeta } from '~/domain/api/admin';

/** The column that opens the record: the first text one (the title), else the first. */
export function firstTextColumn(meta: ResourceMeta): number {
  const i = meta.columns.findIndex((c) => c.kind === 'text' && c.name !== 'id');
  return i >= 0 ? i : 0;
}

/** What a question about a row calls it: its first text column, else its number. */
export function rowTitle(meta: ResourceMeta, row: AdminRow): string {
  const c = meta.columns[firstTextColumn(meta)];
  const v = c ? row[c.name] : null;
  return typeof v === 'string' && v ? v : `#${row.id}`;
}
