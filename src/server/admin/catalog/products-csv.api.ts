import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { csvHeader, productCsvLine } from '../../../domain/admin/products-csv.ts';
import {
  adminImportJob,
  adminProductsExport,
  adminProductsImport,
  importJobParams,
} from '../../../domain/api/admin-catalog.ts';
import { hasPermission } from '../../../domain/permissions.ts';
import { send } from '../../platform/envelope.ts';
import { fail, ok } from '../../platform/errors.ts';
import { PROBLEM_KIND, readMultipart, type MultipartProblem } from '../../platform/multipart.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { route, routePath } from '../../platform/route.ts';
import { staffConfig, staffGate } from '../admin-route.ts';
import { adminDownload } from '../content/admin-download.ts';
import { requireStaff, type Staff } from '../staff.ts';
import { IMPORT_MAX_BYTES, type ProductImports } from './product-imports.ts';
import { ProductsCsvRepo } from './products-csv.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const EXPORT_PAGE = 2000;

/** The message of each way the CSV's multipart body can fail. */
const CSV_PROBLEM: Record<MultipartProblem, string> = {
  notMultipart: 'admin-catalog.csv.multipart',
  malformed: 'admin-ui.upload.broken',
  noName: 'admin-ui.upload.noName',
  tooLarge: 'admin-catalog.csv.tooLarge',
  tooMany: 'admin-catalog.csv.oneFile',
};

/**
 * The checks of `staffGate` for the multipart upload, which does not answer from parsed input: 401 without a staff
 * session, 403 without the permission. The permission (the table entry's) is also recorded in the route's config, so
 * the table-driven 401/403 test covers the route too.
 */
function guard(req: FastifyRequest, reply: FastifyReply, i18n: I18n, permission: string): Staff | null {
  reply.header('cache-control', 'no-store');
  const staff = requireStaff(req);
  if (!staff.ok) {
    send(reply, i18n, 'az', staff);
    return null;
  }
  if (!hasPermission(staff.data, permission)) {
    send(reply, i18n, staff.data.lang, fail('forbidden', 'admin.errors.forbidden'));
    return null;
  }
  return staff.data;
}

/** Every product as CSV lines, read a page at a time (the export never holds the catalogue in memory). */
async function* exportLines(connection: TransactionalConnection): AsyncGenerator<string> {
  const repo = connection.shared.repo(ProductsCsvRepo);
  // one pair of columns per stock location (decision 0090): `stock_<code>` and its read-only `_exported`
  const places = await repo.locations();
  // a BOM, so that Excel opens the az/ru titles as UTF-8
  yield `\uFEFF${csvHeader(
    ',',
    places.map((p) => p.code),
  )}`;
  for (let after = 0; ;) {
    const rows = await repo.exportPage(after, EXPORT_PAGE);
    const units = await repo.unitsOf(rows.map((r) => r.id));
    if (rows.length)
      yield rows
        .map((r) =>
          productCsvLine(
            r,
            ',',
            places.map((p) => units.get(r.id)?.get(p.id) ?? 0),
          ),
        )
        .join('');
    if (rows.length < EXPORT_PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Stock and prices in bulk (ADM-11, docs/admin/catalog.md): GET `/products/export.csv` (products.read), POST
 * `/products/import` (products.import; multipart `file` ≤ 20 MB and `dryRun` "1"/"0") → `{ jobId }`, GET
 * `/products/import/{jobId}` (products.import) → the job's progress and report.
 */
export async function registerProductsCsvApi(
  a: FastifyInstance,
  deps: { i18n: I18n; connection: TransactionalConnection; imports: ProductImports },
): Promise<void> {
  const { i18n, connection, imports } = deps;

  adminDownload(a, i18n, adminProductsExport, {}, async () =>
    ok({
      body: Readable.from(exportLines(connection)),
      type: 'text/csv; charset=utf-8',
      fileName: `products-${new Date().toISOString().slice(0, 10)}.csv`,
    }),
  );

  route(a, i18n, adminImportJob, staffGate('products.import'), (ctx) => imports.get(ctx.params.jobId, ctx.staff), {
    params: importJobParams,
  });

  await a.register(async (scope) => {
    // multipart only here: one file part, one field, nothing past the limit read into memory
    await scope.register((await import('@fastify/multipart')).default, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 16, headerPairs: 50 },
    });
    // a multipart body, which the table's `upload` entry names (path and permission) but no request schema describes
    const { permission } = adminProductsImport;
    scope.post(
      routePath(scope.prefix, adminProductsImport.path),
      { config: staffConfig(permission) },
      async (req, reply) => {
        const staff = guard(req, reply, i18n, permission);
        if (!staff) return reply;
        const lang = staff.lang;
        // the one multipart reader (platform/multipart.ts): a malformed body is a field error, never a 500
        const read = await readMultipart(req);
        if (!read.ok) {
          const key = CSV_PROBLEM[read.problem];
          return send(
            reply,
            i18n,
            lang,
            fail(PROBLEM_KIND[read.problem], read.problem === 'tooMany' ? 'admin-catalog.csv.badFile' : key, {
              file: key,
            }),
          );
        }
        const file = read.files.find((f) => f.field === 'file')?.bytes ?? null;
        const dryRun = read.fields.get('dryRun') ?? null;
        if (!file)
          return send(reply, i18n, lang, fail('invalid', 'validation.failed', { file: 'validation.required' }));
        if (dryRun !== null && dryRun !== '0' && dryRun !== '1' && dryRun !== 'true' && dryRun !== 'false')
          return send(reply, i18n, lang, fail('invalid', 'validation.failed', { dryRun: 'validation.invalidValue' }));
        const started = await imports.start(file, dryRun === null || dryRun === '1' || dryRun === 'true', staff, lang);
        if (!started.ok) return send(reply, i18n, lang, started);
        return send(reply, i18n, lang, { ok: true, data: { jobId: started.data.jobId } });
      },
    );
  });
}
