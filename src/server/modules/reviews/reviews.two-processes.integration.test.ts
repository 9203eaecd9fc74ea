import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FX, insertCatalogFixtures } from '../catalog/catalog.fixtures.ts';
import { createTestDatabase } from '../../testing/test-db.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Starts a writer process; `go()` lets it begin, `done` is its result. */
function writer(file: string, worker: number, count: number) {
  const proc = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/testing/review-writer.ts',
      file,
      String(worker),
      String(count),
      String(FX.product.galaxy),
    ],
    {
      cwd: root,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let out = '';
  let onReady: () => void;
  const ready = new Promise<void>((resolve) => (onReady = resolve));
  proc.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('ready\n')) onReady();
  });
  const done = new Promise<{ ok: number; failed: string[] }>((resolve, reject) => {
    proc.on('error', reject);
    proc.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!))
        : reject(new Error(`writer exited ${code}: ${out}`)),
    );
  });
  return { ready, go: () => proc.stdin.write('go\n'), done };
}

/** Two app processes on one SQLite file (decision 0011): writes wait for each other, none fails with "database is locked". */
describe('reviews from two processes on one SQLite file', () => {
  it('accepts every submission when two processes write at once', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      await insertCatalogFixtures(database);
      const file = database.describe.replace(/^sqlite:/, '');
      const writers = [writer(file, 1, 300), writer(file, 2, 300)];
      await Promise.all(writers.map((w) => w.ready));
      for (const w of writers) w.go();
      const results = await Promise.all(writers.map((w) => w.done));
      expect(results).toEqual([
        { ok: 300, failed: [] },
        { ok: 300, failed: [] },
      ]);
      const row = await database.db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('full_name', '=', 'Two Processes')
        .executeTakeFirstOrThrow();
      expect(Number(row.n)).toBe(600);
    } finally {
      await database.dispose();
    }
  }, 120_000);
});
