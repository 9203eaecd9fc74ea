import { randomUUID } from 'node:crypto';
import { csvRecords, CsvSyntaxError, detectDelimiter, stripBom, type CsvDelimiter } from '../../../domain/admin/csv.ts';
import { planRow, readHeader, readRow, type CsvColumn, type CsvIssue, type CsvWritable } from '../../../domain/admin/products-csv.ts';
import type { ImportJob } from '../../../domain/api/admin.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { Database } from '../../db/kysely.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { recordAudit } from '../audit.ts';
import type { Staff } from '../staff.ts';
import { ProductsCsvRepo, type CsvWrite } from './products-csv.repo.ts';

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** rows read, planned and written together (one transaction each when applied) */
const BATCH = 250;
const LISTED_CHANGES = 200;
const LISTED_REJECTED = 1000;
/** finished jobs are kept this long for their report, and at most this many */
const KEEP_MS = 60 * 60 * 1000;
const KEEP_JOBS = 50;

/** NUL and the C0 controls other than tab, line feed and carriage return: never in a text file. */
function hasBinaryControls(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 11) return true;
  }
  return false;
}

interface Job {
  view: ImportJob;
  ownerId: number;
  finishedAt: number | null;
}

/**
 * CSV import of products' prices, stock and flags (issue 11). `start` checks the file (UTF-8 text, a header naming
 * known columns) and answers at once with a job; the job then reads the file in batches of 250 lines: each line is
 * read and planned against its product by the pure rules of `domain/admin/products-csv.ts`; a dry run only reports,
 * an import writes each batch in one transaction with a conditional update per row (`ProductsCsvRepo.write`), so a
 * stock sold meanwhile is reported rather than overwritten. A bad line never stops the others. Between batches the
 * job gives way to requests (decision 0009). The audit trail gets one row per applied import, with the counts and
 * the first changes, written in the transaction of the last batch.
 *
 * Jobs live in this process (a Map, pruned after an hour): the progress must be asked of the process that runs
 * the import (one process, or sticky sessions for the back office).
 */
export class ProductImports {
  private readonly jobs = new Map<string, Job>();

  constructor(
    private readonly database: Database,
    private readonly i18n: I18n,
  ) {}

  /** Checks the file and starts the job; the file's problems are field errors on `file`. */
  start(bytes: Buffer, dryRun: boolean, staff: Staff, lang: Lang): Result<{ jobId: string; job: Promise<void> }> {
    const bad = (key: string, vars?: Record<string, string | number>) => fail('invalid', 'admin-catalog.csv.badFile', { file: key }, vars);
    if (bytes.length === 0) return bad('admin-catalog.csv.empty');
    if (bytes.length > IMPORT_MAX_BYTES) return fail('tooLarge', 'admin-catalog.csv.tooLarge', { file: 'admin-catalog.csv.tooLarge' });
    let text: string;
    try {
      text = stripBom(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return bad('admin-catalog.csv.notText');
    }
    // a binary file (a spreadsheet saved as .xlsx, an image) has NUL bytes or other controls
    if (hasBinaryControls(text.slice(0, 65536))) return bad('admin-catalog.csv.notText');
    const delimiter = detectDelimiter(text);
    let header: ReturnType<typeof readHeader>;
    try {
      const first = csvRecords(text, delimiter).next();
      if (first.done) return bad('admin-catalog.csv.empty');
      header = readHeader(first.value.cells);
    } catch {
      return bad('admin-catalog.csv.syntax', { line: 1 });
    }
    if (!header.ok) return fail('invalid', 'admin-catalog.csv.badFile', { file: header.issue.key }, header.issue.vars);

    this.prune();
    const jobId = randomUUID();
    const lines = text.split('\n').length;
    const view: ImportJob = { jobId, dryRun, state: 'running', processed: 0, total: Math.max(0, lines - 1), changedRows: 0, changes: [], rejected: [], rejectedRows: 0, applied: 0 };
    const job: Job = { view, ownerId: staff.userId, finishedAt: null };
    this.jobs.set(jobId, job);
    const run = this.run(job, text, delimiter, header.columns, header.writable, staff, lang)
      .catch((e: unknown) => {
        view.state = 'failed';
        view.error = e instanceof CsvSyntaxError ? this.i18n.t(lang, 'admin-catalog.csv.syntax', { line: e.line }) : this.i18n.t(lang, 'admin-catalog.csv.failed');
      })
      .finally(() => {
        job.finishedAt = Date.now();
      });
    return ok({ jobId, job: run });
  }

  /** A job's progress and report, for the staff member who started it. */
  get(jobId: string, staff: Staff): Result<ImportJob> {
    const job = this.jobs.get(jobId);
    if (!job || job.ownerId !== staff.userId) return fail('notFound', 'admin-catalog.csv.noJob');
    return ok(structuredClone(job.view));
  }

  private prune(): void {
    const now = Date.now();
    for (const [id, j] of this.jobs) if (j.finishedAt !== null && now - j.finishedAt > KEEP_MS) this.jobs.delete(id);
    const finished = [...this.jobs.entries()].filter(([, j]) => j.finishedAt !== null).sort((a, b) => a[1].finishedAt! - b[1].finishedAt!);
    while (this.jobs.size >= KEEP_JOBS && finished.length) this.jobs.delete(finished.shift()![0]);
  }

  private async run(job: Job, text: string, delimiter: CsvDelimiter, columns: (CsvColumn | null)[], writable: CsvWritable[], staff: Staff, lang: Lang): Promise<void> {
    const v = job.view;
    const seen = new Map<string, number>();
    const message = (i: CsvIssue) => `${i.field}: ${this.i18n.t(lang, i.key, i.vars)}`;
    const reject = (line: number, sku: string, errors: string[]) => {
      v.rejectedRows++;
      if (v.rejected.length < LISTED_REJECTED) v.rejected.push({ line, sku, errors });
    };
    const records = csvRecords(text, delimiter);
    records.next(); // the header
    let done = false;
    while (!done) {
      // read a batch of lines (pure work: the slice ends at the batch)
      const batch: { line: number; sku: string; values: NonNullable<Extract<ReturnType<typeof readRow>, { ok: true }>['values']>; stockExported?: number }[] = [];
      while (batch.length < BATCH) {
        const r = records.next();
        if (r.done) {
          done = true;
          break;
        }
        v.processed++;
        const read = readRow(columns, r.value.cells);
        if (!read.ok) {
          reject(r.value.line, read.sku, read.issues.map(message));
          continue;
        }
        const dup = seen.get(read.sku);
        if (dup !== undefined) {
          reject(r.value.line, read.sku, [`sku: ${this.i18n.t(lang, 'admin-catalog.csv.duplicateSku', { line: dup })}`]);
          continue;
        }
        seen.set(read.sku, r.value.line);
        batch.push({ line: r.value.line, sku: read.sku, values: read.values, stockExported: read.stockExported });
      }
      const last = done;
      const plan = async (repo: ProductsCsvRepo) => {
        const current = await repo.bySkus(batch.map((b) => b.sku));
        const writes: (CsvWrite & { line: number; sku: string; changes: { field: string; before: string; after: string }[] })[] = [];
        for (const b of batch) {
          const cur = current.get(b.sku);
          if (!cur) {
            reject(b.line, b.sku, [`sku: ${this.i18n.t(lang, 'admin-catalog.csv.unknownSku')}`]);
            continue;
          }
          const { id, ...before } = cur;
          const p = planRow(before, b.values, b.stockExported);
          if (!p.ok) {
            reject(b.line, b.sku, p.issues.map(message));
            continue;
          }
          if (p.changes.length) writes.push({ id, before, after: p.next, line: b.line, sku: b.sku, changes: p.changes });
        }
        return writes;
      };
      const report = (writes: Awaited<ReturnType<typeof plan>>) => {
        for (const w of writes) {
          v.changedRows++;
          for (const c of w.changes) if (v.changes.length < LISTED_CHANGES) v.changes.push({ line: w.line, sku: w.sku, ...c });
        }
      };
      if (v.dryRun) {
        report(await plan(new ProductsCsvRepo(this.database.db, this.database.dialect)));
      } else {
        await this.database.db.transaction().execute(async (tx) => {
          const repo = new ProductsCsvRepo(tx, this.database.dialect);
          const writes = await plan(repo);
          const written = await repo.write(writes, writable, new Date().toISOString());
          const kept = writes.filter((w) => written.has(w.id));
          for (const w of writes) if (!written.has(w.id)) reject(w.line, w.sku, [`sku: ${this.i18n.t(lang, 'admin-catalog.csv.changedMeanwhile')}`]);
          report(kept);
          v.applied += kept.length;
          if (last)
            await recordAudit(tx, staff, {
              action: 'import',
              entity: 'products',
              entityId: null,
              summary: `CSV: ${v.applied} changed, ${v.rejectedRows} rejected of ${v.processed}`,
              after: { processed: v.processed, changedRows: v.changedRows, applied: v.applied, rejectedRows: v.rejectedRows, columns: writable, changes: v.changes.slice(0, 50) },
            });
        });
      }
      // the report in file order (a batch finds bad cells before unknown skus)
      v.rejected.sort((x, y) => x.line - y.line);
      // give way to requests between batches (decision 0009)
      await new Promise<void>((r) => setImmediate(r));
    }
    v.total = v.processed;
    v.state = 'done';
  }
}
