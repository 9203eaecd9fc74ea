import * as z from 'zod/mini';
import type { ImportJob } from './admin.ts';
import { endpoint, upload } from './endpoint.ts';

/**
 * The catalogue's operations beyond the generic resource routes (docs/admin/catalog.md): the products CSV import
 * (ADM-11) — a multipart upload that starts a job, and the job's progress. The export (`GET
 * /api/admin/products/export.csv`, products.read) is a streamed download, not a JSON operation: its route declares its
 * access itself (`server/admin/catalog/products-csv.api.ts`).
 */

/** A job's id in the path: the UUID the upload answered. */
export const importJobParams = z.strictObject({
  jobId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalidValue' })),
});

/** POST (products.import), multipart: `file` (≤ 20 MB) and `dryRun` "1" (default) or "0" → `{ jobId }`. */
export const adminProductsImport = upload({
  method: 'POST',
  path: '/api/admin/products/import',
  multipart: ['file', 'dryRun'],
  reply: z.custom<{ jobId: string }>(),
});

/** GET (products.import): the job's progress and report. */
export const adminImportJob = endpoint({
  method: 'GET',
  path: '/api/admin/products/import/{jobId}',
  request: z.looseObject({}),
  reply: z.custom<ImportJob>(),
});
