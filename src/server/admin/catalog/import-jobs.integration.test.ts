import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../domain/api/admin.ts';
import { openDatabase, type Database } from '../../db/kysely.ts';
import { TransactionalConnection } from '../../db/unit-of-work.ts';
import { insertCatalogFixtures } from '../../modules/catalog/catalog.fixtures.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { postgresUrlOf } from '../../testing/spawn-api-server.ts';
import { createTestDatabase, engines, type Engine } from '../../testing/test-db.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';
import type { Staff } from '../staff.ts';
import { IMPORT_STALE_MS, ProductImports } from './product-imports.ts';

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

/** A second connection pool on the same test database: another instance of the shop. */
function openSame(engine: Engine, database: Database): Promise<Database> {
  return engine === 'postgres'
    ? openDatabase({ databaseUrl: postgresUrlOf(database.describe), poolSize: 4 })
    : openDatabase({ sqliteFile: database.describe.replace(/^sqlite:/, '') });
}

function multipart(parts: { name: string; value: string; filename?: string }[]) {
  const boundary = `----volt${Math.random().toString(16).slice(2)}`;
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"\r\nContent-Type: text/csv` : ''}\r\n\r\n${p.value}\r\n`,
    )
    .join('');
  return { payload: `${body}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A file of three batches (250 lines each): one known product changed in each batch, the other lines unknown skus. */
function threeBatches(prices: [number, number, number]): string {
  const lines = ['sku,price'];
  const known = ['SKU-100', 'SKU-200', 'SKU-300'];
  for (let b = 0; b < 3; b++) {
    lines.push(`${known[b]},${prices[b]}.00`);
    for (let i = 1; i < 250; i++) lines.push(`NOPE-${b}-${i},1.00`);
  }
  return lines.join('\n');
}

const priceOf = async (database: Database, sku: string) =>
  (await database.db.selectFrom('products').select('price').where('sku', '=', sku).executeTakeFirstOrThrow()).price;

for (const engine of engines()) {
  describe(`CSV imports kept in the database, seen by every instance [${engine}] (decision 0066)`, () => {
    let a: Database & { dispose(): Promise<void> };
    let b: Database;
    let A: Made;
    let B: Made;
    let owner: Jar;
    let ownerStaff: Staff;
    beforeAll(async () => {
      a = await createTestDatabase(engine);
      await insertCatalogFixtures(a);
      b = await openSame(engine, a);
      A = await adminApp(a);
      B = await adminApp(b);
      const signed = await signedInStaff(A, a, { roles: ['owner'], lang: 'en' });
      owner = signed.jar;
      ownerStaff = {
        userId: signed.id,
        name: 'Staff',
        roles: ['owner'],
        permissions: [],
        lang: 'en',
        sessionId: 0,
        clientIp: null,
      };
    }, 120_000);
    afterAll(async () => {
      await A?.app.close();
      await B?.app.close();
      await b?.close();
      await a?.dispose();
    });

    const upload = (made: Made, csv: string, dryRun: '0' | '1') => {
      const { payload, contentType } = multipart([
        { name: 'dryRun', value: dryRun },
        { name: 'file', value: csv, filename: 'products.csv' },
      ]);
      return made.app.inject({
        method: 'POST',
        url: '/api/admin/products/import',
        headers: { cookie: owner.header(), 'content-type': contentType },
        payload,
      });
    };
    const progress = async (made: Made, jobId: string) => {
      const r = await owner.call(made.app, 'GET', `/api/admin/products/import/${jobId}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data as ImportJob;
    };

    const finished = async (made: Made, jobId: string) => {
      let job = await progress(made, jobId);
      for (let i = 0; i < 500 && job.state === 'running'; i++) {
        await new Promise((r) => setTimeout(r, 10));
        job = await progress(made, jobId);
      }
      return job;
    };

    it('an import started on instance A is followed to its end through instance B', async () => {
      const started = await upload(A, threeBatches([1111, 2222, 3333]), '0');
      expect(started.statusCode, started.body).toBe(200);
      const { jobId } = started.json().data as { jobId: string };
      expect((await progress(B, jobId)).jobId).toBe(jobId);
      const job = await finished(B, jobId);
      expect(job).toMatchObject({
        jobId,
        dryRun: false,
        state: 'done',
        processed: 750,
        total: 750,
        changedRows: 3,
        applied: 3,
        rejectedRows: 747,
        lastLine: 751,
      });
      expect(job.changes.map((c) => [c.line, c.sku, c.after])).toEqual([
        [2, 'SKU-100', '1111.00'],
        [252, 'SKU-200', '2222.00'],
        [502, 'SKU-300', '3333.00'],
      ]);
      expect(job.rejected).toHaveLength(747);
      // both instances answer the same, and the file is gone from the row
      expect(await progress(A, jobId)).toEqual(job);
      expect(
        (await a.db.selectFrom('import_jobs').select('file').where('id', '=', jobId).executeTakeFirstOrThrow()).file,
      ).toBeNull();
      expect(await priceOf(a, 'SKU-300')).toBe(333_300);
    });

    it('an instance that stops mid-import leaves a failed job that says which lines were applied, its next batch never applied, and a new import allowed', async () => {
      // instance A runs the import and stops after its first batch (as if its process hung or died there)
      let paused!: () => void;
      const firstBatchDone = new Promise<void>((r) => (paused = r));
      let resume!: () => void;
      const resumed = new Promise<void>((r) => (resume = r));
      let batches = 0;
      const onA = new ProductImports(new TransactionalConnection(a), createI18n(), {
        giveWay: async () => {
          if (++batches === 1) {
            paused();
            await resumed;
          }
        },
      });
      const before = {
        100: await priceOf(a, 'SKU-100'),
        200: await priceOf(a, 'SKU-200'),
        300: await priceOf(a, 'SKU-300'),
      };
      const started = await onA.start(Buffer.from(threeBatches([4444, 5555, 6666])), false, ownerStaff, 'en');
      if (!started.ok) throw new Error(started.code);
      await firstBatchDone;
      expect(await priceOf(a, 'SKU-100')).toBe(444_400);

      // meanwhile, on B, another import is refused: one import that writes runs at a time
      const busy = await upload(B, 'sku,price\nSKU-200,1.00\n', '0');
      expect(busy.statusCode).toBe(409);
      expect(busy.json().errors.file).toBe('Another import is running: wait until it ends');
      // a dry run may run beside it
      expect((await upload(B, 'sku,price\nSKU-200,1.00\n', '1')).statusCode).toBe(200);

      // B, once the heartbeat is older than the limit, reports the job failed and names the lines applied
      const running = await progress(B, started.data.jobId);
      expect(running).toMatchObject({ state: 'running', processed: 250, applied: 1, lastLine: 251 });
      const later = new ProductImports(new TransactionalConnection(b), createI18n(), {
        now: () => new Date(Date.now() + IMPORT_STALE_MS + 1_000),
      });
      const stale = await later.get(started.data.jobId, ownerStaff);
      expect(stale.ok && stale.data).toMatchObject({
        state: 'failed',
        applied: 1,
        lastLine: 251,
        error:
          'The import stopped: the server running it stopped answering. Lines up to 251 were applied and the lines after it were not: import only those again',
      });
      // every instance now says so
      expect(await progress(A, started.data.jobId)).toMatchObject({ state: 'failed', lastLine: 251 });

      // A wakes up: its next batch is rolled back with the job's row, nothing after line 251 is applied
      resume();
      await started.data.job;
      expect(await priceOf(a, 'SKU-200')).toBe(before[200]);
      expect(await priceOf(a, 'SKU-300')).toBe(before[300]);
      expect(before[100]).not.toBe(444_400);
      expect(await progress(B, started.data.jobId)).toMatchObject({
        state: 'failed',
        applied: 1,
        lastLine: 251,
        processed: 250,
      });
      const row = await a.db
        .selectFrom('import_jobs')
        .select(['file', 'state'])
        .where('id', '=', started.data.jobId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ file: null, state: 'failed' });

      // and a new import is allowed
      const next = await upload(B, 'sku,price\nSKU-200,2100.00\n', '0');
      expect(next.statusCode, next.body).toBe(200);
      expect(await finished(A, next.json().data.jobId)).toMatchObject({ state: 'done', applied: 1 });
    });

    it('a job no heart beats for, started by a process that is gone, is failed when asked and frees the place', async () => {
      const at = new Date(Date.now() - IMPORT_STALE_MS - 5_000).toISOString();
      await a.db
        .insertInto('import_jobs')
        .values({
          id: '00000000-0000-4000-8000-000000000066',
          owner_id: ownerStaff.userId,
          dry_run: 0,
          state: 'running',
          lang: 'en',
          runner: 'gone:1:dead',
          total: 10,
          processed: 0,
          last_line: 1,
          report: '{"changes":[],"rejected":[]}',
          file: 'sku,price\n',
          created_at: at,
          heartbeat_at: at,
        })
        .execute();
      const job = await progress(B, '00000000-0000-4000-8000-000000000066');
      expect(job).toMatchObject({
        state: 'failed',
        applied: 0,
        lastLine: 1,
        error: 'The import stopped: the server running it stopped answering. No line was applied',
      });
      expect((await upload(A, 'sku,price\nSKU-200,5555.00\n', '1')).statusCode).toBe(200);
    });
  });
}
