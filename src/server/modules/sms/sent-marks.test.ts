import { describe, expect, it } from 'vitest';
import { SentMarks, type SentMark } from './sent-marks.ts';

const mark = (id: number): SentMark => ({ id, providerId: `tx-${id}`, sentAt: '2026-11-29T12:00:00.000Z' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A writer that records each batch and answers when told (or at once). */
function writer(hold = false) {
  const batches: number[][] = [];
  const release: (() => void)[] = [];
  let fail: Error | null = null;
  const write = async (marks: readonly SentMark[]) => {
    batches.push(marks.map((m) => m.id));
    if (hold) await new Promise<void>((r) => release.push(r));
    if (fail) throw fail;
  };
  return { write, batches, release, failNext: (e: Error | null) => (fail = e) };
}

describe('SentMarks', () => {
  it('writes the marks made within the linger in one write, and settles each only once it is written', async () => {
    const w = writer(true);
    const marks = new SentMarks(w.write, 20);
    const settled: number[] = [];
    const all = [1, 2, 3].map((id) => marks.mark(mark(id)).then(() => settled.push(id)));
    await sleep(5);
    expect(w.batches).toEqual([]);
    await sleep(30);
    expect(w.batches).toEqual([[1, 2, 3]]);
    expect(settled).toEqual([]);
    w.release.forEach((r) => r());
    await Promise.all(all);
    expect(settled).toEqual([1, 2, 3]);
    // a mark after the write waits for its own batch
    const late = marks.mark(mark(4));
    await sleep(30);
    expect(w.batches).toEqual([[1, 2, 3], [4]]);
    w.release[1]!();
    await late;
  });

  it('writes at once when `max` marks wait, without waiting for the linger', async () => {
    const w = writer();
    const marks = new SentMarks(w.write, 10_000, 3);
    await Promise.all([1, 2, 3].map((id) => marks.mark(mark(id))));
    expect(w.batches).toEqual([[1, 2, 3]]);
  });

  it('fails every mark of a batch whose write failed, and writes the next batch as usual', async () => {
    const w = writer();
    const marks = new SentMarks(w.write, 5);
    w.failNext(new Error('connection lost'));
    const failed = [1, 2].map((id) => marks.mark(mark(id)));
    for (const f of failed) await expect(f).rejects.toThrow('connection lost');
    w.failNext(null);
    await marks.mark(mark(3));
    expect(w.batches).toEqual([[1, 2], [3]]);
  });

  it('close writes what waits at once and waits for every write under way', async () => {
    const w = writer(true);
    const marks = new SentMarks(w.write, 10_000);
    const first = marks.mark(mark(1));
    let closed = false;
    const closing = marks.close().then(() => (closed = true));
    expect(w.batches).toEqual([[1]]);
    await sleep(5);
    expect(closed).toBe(false);
    w.release[0]!();
    await closing;
    await first;
    expect(closed).toBe(true);
  });
});
