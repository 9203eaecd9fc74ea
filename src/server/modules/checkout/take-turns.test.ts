import { describe, expect, it } from 'vitest';
import { TakeTurns } from './take-turns.ts';

/** whether `p` has settled after everything already queued has run */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('TakeTurns', () => {
  it("gives a product's turns one at a time, in the order asked, and other products at once", async () => {
    const turns = new TakeTurns();
    const [a, b, c, other] = [turns.turn(), turns.turn(), turns.turn(), turns.turn()];
    await a.wait([7]);
    const bWaits = b.wait([7]);
    const cWaits = c.wait([7]);
    expect(await settled(other.wait([8]))).toBe(true);
    expect(await settled(bWaits)).toBe(false);

    a.end();
    expect(await settled(bWaits)).toBe(true);
    expect(await settled(cWaits)).toBe(false);
    b.end();
    expect(await settled(cWaits)).toBe(true);
  });

  it('lets two orders of the same products in different orders through one after the other (no deadlock)', async () => {
    const turns = new TakeTurns();
    const [a, b] = [turns.turn(), turns.turn()];
    const aWaits = a.wait([2, 1]);
    const bWaits = b.wait([1, 2, 2]);
    expect(await settled(aWaits)).toBe(true);
    expect(await settled(bWaits)).toBe(false);
    a.end();
    expect(await settled(bWaits)).toBe(true);
  });

  it('does not wait for itself when asked again for a product it holds', async () => {
    const turns = new TakeTurns();
    const [a, b] = [turns.turn(), turns.turn()];
    await a.wait([4]);
    const bWaits = b.wait([4]);
    expect(await settled(a.wait([4, 6]))).toBe(true);
    expect(await settled(bWaits)).toBe(false);
    a.end();
    expect(await settled(bWaits)).toBe(true);
  });

  it('holds a later order of any product the earlier one still has', async () => {
    const turns = new TakeTurns();
    const [a, b] = [turns.turn(), turns.turn()];
    await a.wait([3, 5]);
    const bWaits = b.wait([5]);
    expect(await settled(bWaits)).toBe(false);
    a.end();
    expect(await settled(bWaits)).toBe(true);
  });

  it('forgets every product once all turns have ended, and an ended turn gives no more', async () => {
    const turns = new TakeTurns();
    const ts = Array.from({ length: 5 }, () => turns.turn());
    const waits = ts.map((t, i) => t.wait([1, 2 + (i % 2)]));
    for (const [i, t] of ts.entries()) {
      await waits[i];
      t.end();
      t.end();
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.waitingProducts).toBe(0);

    const late = turns.turn();
    late.end();
    await late.wait([1]);
    expect(turns.waitingProducts).toBe(0);
    // a turn ended before it ever waited holds nobody up
    const next = turns.turn();
    expect(await settled(next.wait([1]))).toBe(true);
    next.end();
  });
});
