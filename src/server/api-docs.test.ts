import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_IN_TABLE, tableRoutes } from './testing/api-table.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/**
 * The routes docs/api.md names in its headings and route tables (`GET /api/…`, `POST /api/…`, written in full), with
 * `:id` read as `{id}` and the query left out.
 */
function docsRoutes(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'docs/api.md'), 'utf8');
  const out = new Set<string>();
  for (const m of text.matchAll(/`(GET|POST) (\/api\/[^`\s?]*)/g))
    out.add(`${m[1]} ${m[2]!.replace(/:(\w+)/g, '{$1}')}`);
  return out;
}

describe('docs/api.md and the endpoint table agree', () => {
  it('every endpoint of the table is documented, and every documented route is in the table', async () => {
    const table = await tableRoutes();
    const docs = docsRoutes();
    expect(table.size).toBeGreaterThan(40);
    const undocumented = [...table].filter((r) => !docs.has(r)).sort();
    const notInTable = [...docs].filter((r) => !table.has(r) && !NOT_IN_TABLE.has(r)).sort();
    expect({ undocumented, notInTable }).toEqual({ undocumented: [], notInTable: [] });
  });

  it('the back office’s operations are in the table and in docs/api.md, the generic ones as one family', async () => {
    const table = await tableRoutes();
    const admin = [...table].filter((r) => r.includes(' /api/admin'));
    expect(admin.length).toBeGreaterThan(25);
    expect(admin).toEqual(
      expect.arrayContaining(['GET /api/admin/{resource}/info/{id}', 'POST /api/admin/orders/status/{id}']),
    );
    const docs = docsRoutes();
    expect(admin.filter((r) => !docs.has(r))).toEqual([]);
  });
});
