import { expect, it } from 'vitest';
import { describeEachEngine } from '../testing/test-db.ts';
import { JobRunner } from './jobs.ts';

describeEachEngine('periodic jobs', (ctx) => {
  it('run once per period across processes: of two runners ticking together, one wins the lease', async () => {
    let clock = new Date('2026-11-23T10:00:00.000Z');
    const now = () => clock;
    const a = new JobRunner(ctx.database, () => undefined, now);
    const b = new JobRunner(ctx.database, () => undefined, now);
    const runs: string[] = [];
    const job = (who: string) => ({
      name: 'test-job',
      everyMs: 10_000,
      run: async () => void runs.push(who),
    });
    const first = await Promise.all([a.tick(job('a')), b.tick(job('b'))]);
    expect(first.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    // within the period nobody else runs it
    clock = new Date(clock.getTime() + 5_000);
    expect(await b.tick(job('b'))).toBe(first[1] ? true : false);
    // after the period the lease is open again
    clock = new Date(clock.getTime() + 10_000);
    const loser = first[0] ? b : a;
    expect(await loser.tick(job(first[0] ? 'b' : 'a'))).toBe(true);
  });

  it('a failing round is logged and does not stop the next', async () => {
    let clock = new Date('2026-11-23T11:00:00.000Z');
    const logged: string[] = [];
    const r = new JobRunner(
      ctx.database,
      (m) => void logged.push(m),
      () => clock,
    );
    let n = 0;
    const job = {
      name: 'flaky',
      everyMs: 1_000,
      run: async () => {
        if (++n === 1) throw new Error('boom');
      },
    };
    expect(await r.tick(job)).toBe(false);
    expect(logged).toEqual(['job flaky failed']);
    clock = new Date(clock.getTime() + 2_000);
    expect(await r.tick(job)).toBe(true);
  });
});
