import * as z from 'zod/mini';
import type { ImportJob } from './admin.ts';
import { download, endpoint, upload } from './endpoint.ts';

/**
 * The catalogue's operations beyond the generic resource routes (docs/admin/catalog.md): the products CSV (ADM-11) —
 * the export (a streamed `download`), the import (a multipart upload that starts a job), and the job's progress.
 */

/** A job's id in the path: the UUID the upload answered. */
export const importJobParams = z.strictObject({
  jobId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalidValue' })),
});

/** GET (products.read): every product as CSV, read a page at a time (`products-<day>.csv`). */
export const adminProductsExport = download({
  method: 'GET',
  path: '/api/admin/products/export.csv',
  file: 'text/csv',
  permission: 'products.read',
});

/** POST (products.import), multipart: `file` (≤ 20 MB) and `dryRun` "1" (default) or "0" → `{ jobId }`. */
export const adminProductsImport = upload({
  method: 'POST',
  path: '/api/admin/products/import',
  multipart: ['file', 'dryRun'],
  reply: z.custom<{ jobId: string }>(),
  permission: 'products.import',
});

/** GET (products.import): the job's progress and report. */
export const adminImportJob = endpoint({
  method: 'GET',
  path: '/api/admin/products/import/{jobId}',
  request: z.looseObject({}),
  reply: z.custom<ImportJob>(),
});
