import { randomBytes, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { csvRecords, CsvSyntaxError, detectDelimiter, stripBom, type CsvDelimiter } from '../../../domain/admin/csv.ts';
import {
  planRow,
  readHeader,
  readRow,
  type CsvColumn,
  type CsvIssue,
  type CsvWritable,
} from '../../../domain/admin/products-csv.ts';
import { planAt, type CsvPlace, type PlaceValues } from '../../../domain/admin/products-csv-places.ts';
import type { ImportJob } from '../../../domain/api/admin.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { recordAudit } from '../audit.ts';
import type { Staff } from '../staff.ts';
import { ImportJobsRepo, type ImportProgress } from './import-jobs.repo.ts';
import { ProductsCsvRepo, type CsvWrite } from './products-csv.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

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

/** A job whose heart has not beaten for this long is failed: the instance running it stopped (decision 0066). */
export const IMPORT_STALE_MS = 60_000;

interface Running {
  view: ImportJob;
  lang: Lang;
}

const emptyReport = (): Pick<ImportJob, 'changes' | 'rejected'> => ({ changes: [], rejected: [] });

/** The job was declared stopped while this instance still ran it: its batch is rolled back and it stops. */
class JobStopped extends Error {}

/**
 * CSV import of products' prices, stock and flags (ADM-11). `start` checks the file (UTF-8 text, a header naming
 * known columns), records the job with the file in `import_jobs` and answers at once; the job then reads the file
 * back from its row in batches of 250 lines: each line is read and planned against its product by the pure rules of
 * `domain/admin/products-csv.ts`; a dry run only reports, an import writes each batch in one transaction with a
 * conditional update per row (`ProductsCsvRepo.write`), so a stock sold meanwhile is reported rather than
 * overwritten. A bad line never stops the others. Between batches the job gives way to requests (decision 0009). The
 * audit trail gets one row per applied import, with the counts and the first changes, written in the transaction of
 * the last batch.
 *
 * Jobs live in the database (ADM-11, OPS-7, decision 0066), so any instance answers their progress: each batch's
 * counts, report and heartbeat are written — for an import in the batch's own transaction, so a job that stops says
 * exactly which lines were applied (`lastLine`): the batches are applied one by one, never half of one. A running
 * job whose heartbeat is older than `IMPORT_STALE_MS` is failed (its instance stopped) and its file dropped; one
 * import that writes runs at a time (dry runs any time), and a stopped one no longer holds that place.
 */
export class ProductImports {
  readonly runner = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly now: () => Date;
  private readonly staleMs: number;
  private readonly giveWay: () => Promise<void>;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    opts: {
      now?: () => Date;
      staleMs?: number;
      /** how a job gives way to requests after each batch (default: one turn of the event loop) */
      giveWay?: () => Promise<void>;
    } = {},
  ) {
    this.now = opts.now ?? (() => new Date());
    this.staleMs = opts.staleMs ?? IMPORT_STALE_MS;
    this.giveWay = opts.giveWay ?? (() => new Promise<void>((r) => setImmediate(r)));
  }

  private get repo() {
    return this.connection.shared.repo(ImportJobsRepo);
  }

  /** Checks the file and starts the job; the file's problems are field errors on `file`. */
  async start(
    bytes: Buffer,
    dryRun: boolean,
    staff: Staff,
    lang: Lang,
  ): Promise<Result<{ jobId: string; job: Promise<void> }>> {
    const bad = (key: string, vars?: Record<string, string | number>) =>
      fail('invalid', 'admin-catalog.csv.badFile', { file: key }, vars);
    if (bytes.length === 0) return bad('admin-catalog.csv.empty');
    if (bytes.length > IMPORT_MAX_BYTES)
      return fail('tooLarge', 'admin-catalog.csv.tooLarge', { file: 'admin-catalog.csv.tooLarge' });
    let text: string;
    try {
      text = stripBom(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return bad('admin-catalog.csv.notText');
    }
    // a binary file (a spreadsheet saved as .xlsx, an image) has NUL bytes or other controls; a NUL anywhere cannot
    // be kept as text (PostgreSQL refuses it)
    if (hasBinaryControls(text.slice(0, 65536)) || text.includes('\u0000')) return bad('admin-catalog.csv.notText');
    const delimiter = detectDelimiter(text);
    const codes = await this.connection.shared.repo(ProductsCsvRepo).locations();
    let header: ReturnType<typeof readHeader>;
    try {
      const first = csvRecords(text, delimiter).next();
      if (first.done) return bad('admin-catalog.csv.empty');
      header = readHeader(
        first.value.cells,
        codes.map((c) => c.code),
      );
    } catch {
      return bad('admin-catalog.csv.syntax', { line: 1 });
    }
    if (!header.ok) return fail('invalid', 'admin-catalog.csv.badFile', { file: header.issue.key }, header.issue.vars);

    const now = this.now();
    const at = now.toISOString();
    const repo = this.repo;
    await repo.failStale(new Date(now.getTime() - this.staleMs).toISOString(), 'admin-catalog.csv.stopped', at);
    const jobId = randomUUID();
    const total = Math.max(0, text.split('\n').length - 1);
    const created = await repo.create({
      id: jobId,
      ownerId: staff.userId,
      dryRun,
      lang,
      runner: this.runner,
      total,
      file: text,
      report: JSON.stringify(emptyReport()),
      at,
    });
    if (!created) return fail('conflict', 'admin-catalog.csv.busy', { file: 'admin-catalog.csv.busy' });
    await repo.prune(new Date(now.getTime() - KEEP_MS).toISOString(), KEEP_JOBS);
    const view: ImportJob = {
      jobId,
      dryRun,
      state: 'running',
      processed: 0,
      total,
      changedRows: 0,
      changes: [],
      rejected: [],
      rejectedRows: 0,
      applied: 0,
      lastLine: 1,
    };
    const job: Running = { view, lang };
    const places = { columns: header.places, ids: new Map(codes.map((c) => [c.code, c.id])) };
    const run = this.run(job, delimiter, header.columns, header.writable, places, staff).catch(async (e: unknown) => {
      if (e instanceof JobStopped) return;
      const [key, vars] =
        e instanceof CsvSyntaxError
          ? ['admin-catalog.csv.syntax', { line: e.line }]
          : ['admin-catalog.csv.failed', null];
      await this.repo.fail(jobId, this.runner, key, vars, this.now().toISOString()).catch(() => {});
    });
    return ok({ jobId, job: run });
  }

  /**
   * A job's progress and report, for the staff member who started it, from any instance. A running job whose heart
   * stopped is failed now. A failed import says which lines were applied.
   */
  async get(jobId: string, staff: Staff): Promise<Result<ImportJob>> {
    let row = await this.repo.byId(jobId);
    if (!row || row.owner_id !== staff.userId) return fail('notFound', 'admin-catalog.csv.noJob');
    const now = this.now();
    if (row.state === 'running' && Date.parse(row.heartbeat_at) < now.getTime() - this.staleMs) {
      await this.repo.failStale(
        new Date(now.getTime() - this.staleMs).toISOString(),
        'admin-catalog.csv.stopped',
        now.toISOString(),
      );
      row = (await this.repo.byId(jobId)) ?? row;
    }
    const report = JSON.parse(row.report) as Pick<ImportJob, 'changes' | 'rejected'>;
    const view: ImportJob = {
      jobId: row.id,
      dryRun: row.dry_run === 1,
      state: row.state as ImportJob['state'],
      processed: row.processed,
      total: row.state === 'done' ? row.processed : row.total,
      changedRows: row.changed_rows,
      changes: report.changes,
      rejected: report.rejected,
      rejectedRows: row.rejected_rows,
      applied: row.applied,
      lastLine: row.last_line,
    };
    if (row.state === 'failed') {
      const t = (key: string, vars?: Record<string, string | number>) => this.i18n.t(staff.lang, key, vars);
      const why = t(
        row.error_key ?? 'admin-catalog.csv.failed',
        row.error_vars ? (JSON.parse(row.error_vars) as Record<string, string | number>) : undefined,
      );
      view.error = view.dryRun
        ? why
        : `${why}. ${row.last_line > 1 ? t('admin-catalog.csv.appliedThrough', { line: row.last_line }) : t('admin-catalog.csv.noneApplied')}`;
    }
    return ok(view);
  }

  private async run(
    job: Running,
    delimiter: CsvDelimiter,
    columns: (CsvColumn | null)[],
    writable: CsvWritable[],
    places: { columns: CsvPlace[]; ids: ReadonlyMap<string, number> },
    staff: Staff,
  ): Promise<void> {
    const v = job.view;
    const lang = job.lang;
    // the job reads the file it stored, not this request's copy
    const text = await this.repo.file(v.jobId, this.runner);
    if (text === null) throw new JobStopped();
    const seen = new Map<string, number>();
    const message = (i: CsvIssue) => `${i.field}: ${this.i18n.t(lang, i.key, i.vars)}`;
    let reportChanged = false;
    const reject = (line: number, sku: string, errors: string[]) => {
      v.rejectedRows++;
      if (v.rejected.length < LISTED_REJECTED) {
        v.rejected.push({ line, sku, errors });
        reportChanged = true;
      }
    };
    /** the batch's progress, written by the caller (inside an import's transaction) */
    const progress = (lastLine: number, done: boolean): ImportProgress => {
      const p: ImportProgress = {
        total: done ? v.processed : Math.max(v.total, v.processed),
        processed: v.processed,
        changedRows: v.changedRows,
        rejectedRows: v.rejectedRows,
        applied: v.applied,
        lastLine,
        done,
        ...(reportChanged || done ? { report: JSON.stringify({ changes: v.changes, rejected: v.rejected }) } : {}),
      };
      reportChanged = false;
      return p;
    };
    const records = csvRecords(text, delimiter);
    records.next(); // the header
    let done = false;
    let lastLine = 1;
    while (!done) {
      // read a batch of lines (pure work: the slice ends at the batch)
      const batch: {
        line: number;
        sku: string;
        values: NonNullable<Extract<ReturnType<typeof readRow>, { ok: true }>['values']>;
        stockExported?: number;
        places?: PlaceValues;
      }[] = [];
      while (batch.length < BATCH) {
        const r = records.next();
        if (r.done) {
          done = true;
          break;
        }
        v.processed++;
        lastLine = r.value.line;
        const read = readRow(columns, r.value.cells, places.columns);
        if (!read.ok) {
          reject(r.value.line, read.sku, read.issues.map(message));
          continue;
        }
        const dup = seen.get(read.sku);
        if (dup !== undefined) {
          reject(r.value.line, read.sku, [
            `sku: ${this.i18n.t(lang, 'admin-catalog.csv.duplicateSku', { line: dup })}`,
          ]);
          continue;
        }
        seen.set(read.sku, r.value.line);
        batch.push({ ...read, line: r.value.line });
      }
      const last = done;
      const plan = async (repo: ProductsCsvRepo) => {
        const current = await repo.bySkus(batch.map((b) => b.sku));
        // the batch's units per location, only when the file has location columns (one indexed read per batch)
        const units = places.columns.length ? await repo.unitsOf([...current.values()].map((c) => c.id)) : null;
        const writes: (CsvWrite & {
          line: number;
          sku: string;
          changes: { field: string; before: string; after: string }[];
        })[] = [];
        for (const b of batch) {
          const cur = current.get(b.sku);
          if (!cur) {
            reject(b.line, b.sku, [`sku: ${this.i18n.t(lang, 'admin-catalog.csv.unknownSku')}`]);
            continue;
          }
          const { id, ...before } = cur;
          const p = planRow(before, b.values, b.stockExported);
          const at = units && b.places ? planAt(units.get(id), b.places, places.ids) : null;
          if (!p.ok || (at && !at.ok)) {
            reject(b.line, b.sku, [...(p.ok ? [] : p.issues), ...(at && !at.ok ? at.issues : [])].map(message));
            continue;
          }
          const changes = at ? [...p.changes, ...at.changes] : p.changes;
          if (changes.length)
            writes.push({ id, before, after: p.next, line: b.line, sku: b.sku, changes, places: at?.deltas });
        }
        return writes;
      };
      const report = (writes: Awaited<ReturnType<typeof plan>>) => {
        for (const w of writes) {
          v.changedRows++;
          for (const c of w.changes)
            if (v.changes.length < LISTED_CHANGES) {
              v.changes.push({ line: w.line, sku: w.sku, ...c });
              reportChanged = true;
            }
        }
      };
      if (v.dryRun) {
        report(await plan(this.connection.shared.repo(ProductsCsvRepo)));
        v.rejected.sort((x, y) => x.line - y.line);
        if (!(await this.repo.progress(v.jobId, this.runner, progress(lastLine, last), this.now().toISOString())))
          throw new JobStopped();
      } else {
        // a failed batch rolls back with its progress: the row keeps the last committed batch's counts and lines
        await this.connection.transaction(async (uow) => {
          const repo = uow.repo(ProductsCsvRepo);
          const writes = await plan(repo);
          const written = await repo.write(writes, writable, this.now().toISOString());
          const kept = writes.filter((w) => written.has(w.id));
          for (const w of writes)
            if (!written.has(w.id))
              reject(w.line, w.sku, [`sku: ${this.i18n.t(lang, 'admin-catalog.csv.changedMeanwhile')}`]);
          report(kept);
          v.applied += kept.length;
          v.rejected.sort((x, y) => x.line - y.line);
          if (last)
            await recordAudit(uow, staff, {
              action: 'import',
              entity: 'products',
              entityId: null,
              summary: `CSV: ${v.applied} changed, ${v.rejectedRows} rejected of ${v.processed}`,
              after: {
                processed: v.processed,
                changedRows: v.changedRows,
                applied: v.applied,
                rejectedRows: v.rejectedRows,
                columns: writable,
                changes: v.changes.slice(0, 50),
              },
            });
          // the job's row moves with the batch: committed together, or not at all
          if (
            !(await uow
              .repo(ImportJobsRepo)
              .progress(v.jobId, this.runner, progress(lastLine, last), this.now().toISOString()))
          )
            throw new JobStopped();
        });
      }
      // give way to requests between batches (decision 0009)
      await this.giveWay();
    }
    v.total = v.processed;
    v.state = 'done';
  }
}
