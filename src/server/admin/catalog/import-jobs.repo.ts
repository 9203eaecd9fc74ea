import type { Kysely, Selectable } from 'kysely';
import type { DB, ImportJobTable } from '../../db/schema.ts';

type ImportJobRow = Omit<Selectable<ImportJobTable>, 'file'>;

/** What a batch moves forward; `report` only when its lists changed (they stop growing at their limits). */
export interface ImportProgress {
  total: number;
  processed: number;
  changedRows: number;
  rejectedRows: number;
  applied: number;
  lastLine: number;
  report?: string;
  /** the last batch: the job is done and its file dropped, in the same statement */
  done?: boolean;
}

const COLUMNS = [
  'id',
  'owner_id',
  'dry_run',
  'state',
  'lang',
  'runner',
  'total',
  'processed',
  'changed_rows',
  'rejected_rows',
  'applied',
  'last_line',
  'report',
  'error_key',
  'error_vars',
  'created_at',
  'heartbeat_at',
  'finished_at',
] as const;

/**
 * The products CSV imports (`import_jobs`, migration 0027, decision 0066): any instance reads a job's progress, the
 * instance running it moves it forward batch by batch — an import's progress inside the batch's own transaction, so
 * the row says exactly which lines were applied. Every write of a running job is conditional on it still being this
 * runner's and running: a job declared stopped stays stopped.
 */
export class ImportJobsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /** Starts a job; false when it is an import and another import is running (the partial unique index). */
  async create(job: {
    id: string;
    ownerId: number;
    dryRun: boolean;
    lang: string;
    runner: string;
    total: number;
    file: string;
    report: string;
    at: string;
  }): Promise<boolean> {
    const r = await this.db
      .insertInto('import_jobs')
      .values({
        id: job.id,
        owner_id: job.ownerId,
        dry_run: job.dryRun ? 1 : 0,
        state: 'running',
        lang: job.lang,
        runner: job.runner,
        total: job.total,
        report: job.report,
        file: job.file,
        created_at: job.at,
        heartbeat_at: job.at,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async byId(id: string): Promise<ImportJobRow | undefined> {
    return this.db.selectFrom('import_jobs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  }

  /** The uploaded file of a running job of this runner. */
  async file(id: string, runner: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('import_jobs')
      .select('file')
      .where('id', '=', id)
      .where('runner', '=', runner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return row?.file ?? null;
  }

  /** Moves a running job of this runner forward (and beats its heart); false when it is not running any more. */
  async progress(id: string, runner: string, p: ImportProgress, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('import_jobs')
      .set({
        total: p.total,
        processed: p.processed,
        changed_rows: p.changedRows,
        rejected_rows: p.rejectedRows,
        applied: p.applied,
        last_line: p.lastLine,
        heartbeat_at: at,
        ...(p.report !== undefined ? { report: p.report } : {}),
        ...(p.done ? { state: 'done', finished_at: at, file: null } : {}),
      })
      .where('id', '=', id)
      .where('runner', '=', runner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Ends a running job of this runner as failed, with the message's key and variables; its file is dropped. */
  async fail(
    id: string,
    runner: string,
    errorKey: string,
    errorVars: Record<string, string | number> | null,
    at: string,
  ): Promise<void> {
    await this.db
      .updateTable('import_jobs')
      .set({
        state: 'failed',
        error_key: errorKey,
        error_vars: errorVars ? JSON.stringify(errorVars) : null,
        finished_at: at,
        file: null,
      })
      .where('id', '=', id)
      .where('runner', '=', runner)
      .where('state', '=', 'running')
      .execute();
  }

  /** Running jobs whose heart last beat before `cutoff` are failed (their instance stopped): how many. */
  async failStale(cutoff: string, errorKey: string, at: string): Promise<number> {
    const r = await this.db
      .updateTable('import_jobs')
      .set({ state: 'failed', error_key: errorKey, error_vars: null, finished_at: at, file: null })
      .where('state', '=', 'running')
      .where('heartbeat_at', '<', cutoff)
      .executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** Deletes finished jobs that ended before `before`, and the oldest finished ones beyond `keep`. */
  async prune(before: string, keep: number): Promise<void> {
    await this.db.deleteFrom('import_jobs').where('state', '!=', 'running').where('finished_at', '<', before).execute();
    const kept = await this.db
      .selectFrom('import_jobs')
      .select('finished_at')
      .where('state', '!=', 'running')
      .orderBy('finished_at', 'desc')
      .offset(keep)
      .limit(1)
      .executeTakeFirst();
    if (kept?.finished_at)
      await this.db
        .deleteFrom('import_jobs')
        .where('state', '!=', 'running')
        .where('finished_at', '<=', kept.finished_at)
        .execute();
  }
}
