import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ApiEndpoint } from '../domain/api/endpoint.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(ROOT, 'src/domain/api');

/** Routes docs/api.md describes under /api that are not JSON operations of the table (a multipart upload). */
const NOT_IN_TABLE = new Set(['POST /api/careers/files/upload/file']);

const isEndpoint = (v: unknown): v is ApiEndpoint =>
  !!v && typeof v === 'object' && 'method' in v && 'path' in v && 'request' in v && 'reply' in v;

/** Every endpoint exported by the table's area modules (`src/domain/api/*.ts`), as `METHOD /path`. */
async function tableRoutes(): Promise<Set<string>> {
  const out = new Set<string>();
  for (const file of fs.readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const v of Object.values(mod)) if (isEndpoint(v)) out.add(`${v.method} ${v.path}`);
  }
  return out;
}

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

/** The back office's routes outside the table (`/api/admin/<r>/…` of every resource) are checked by the access test. */
const isAdmin = (route: string) => route.includes(' /api/admin/');

describe('docs/api.md and the endpoint table agree', () => {
  it('every endpoint of the table is documented, and every documented route is in the table', async () => {
    const table = await tableRoutes();
    const docs = docsRoutes();
    expect(table.size).toBeGreaterThan(40);
    const undocumented = [...table].filter((r) => !docs.has(r)).sort();
    const notInTable = [...docs].filter((r) => !table.has(r) && !NOT_IN_TABLE.has(r) && !isAdmin(r)).sort();
    expect({ undocumented, notInTable }).toEqual({ undocumented: [], notInTable: [] });
  });
});
