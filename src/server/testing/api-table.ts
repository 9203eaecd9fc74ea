import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiDownload, ApiEndpoint, ApiUpload } from '../../domain/api/endpoint.ts';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../domain/api');

/**
 * Routes under /api that are not operations of the endpoint table (none today: every JSON operation, upload and
 * download has its entry). A route listed here must declare its access in its route's config; the access test walks it.
 */
export const NOT_IN_TABLE = new Set<string>([]);

const isEntry = (v: unknown): v is ApiEndpoint | ApiUpload | ApiDownload =>
  !!v &&
  typeof v === 'object' &&
  'method' in v &&
  'path' in v &&
  (('reply' in v && ('request' in v || 'multipart' in v)) || ('file' in v && 'permission' in v));

/** Every endpoint (upload and download) exported by the table's area modules (`src/domain/api/*.ts`), as `METHOD /path`. */
export async function tableRoutes(): Promise<Set<string>> {
  const out = new Set<string>();
  for (const file of fs.readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const mod = (await import(path.join(API_DIR, file))) as Record<string, unknown>;
    for (const v of Object.values(mod)) if (isEntry(v)) out.add(`${v.method} ${v.path}`);
  }
  return out;
}
