import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailable } from '../platform/db-errors.ts';
import { gatedPool, PoolGate, PoolWaitTimeoutError } from './pool-gate.ts';

describe('PoolGate: the line in front of the pool (decision 0067)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives its places at once, then in turn as they are given back', async () => {
    const gate = new PoolGate(2, 1_000);
    await gate.acquire();
    await gate.acquire();
    const order: number[] = [];
    const third = gate.acquire().then(() => order.push(3));
    const fourth = gate.acquire().then(() => order.push(4));
    expect(gate.stats()).toEqual({ inUse: 2, waiting: 2, peak: 2 });
    gate.release();
    await third;
    expect(order).toEqual([3]);
    gate.release();
    await fourth;
    expect(order).toEqual([3, 4]);
    gate.release();
    gate.release();
    expect(gate.stats()).toEqual({ inUse: 0, waiting: 0, peak: 2 });
  });

  it('refuses after waitMs in line with an error that counts as "database unavailable", and loses no place', async () => {
    const gate = new PoolGate(1, 300);
    await gate.acquire();
    const waiting = gate.acquire();
    const refused = expect(waiting).rejects.toBeInstanceOf(PoolWaitTimeoutError);
    await vi.advanceTimersByTimeAsync(299);
    expect(gate.stats().waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await refused;
    const err = await waiting.catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect((err as Error).message).toBe('no database connection became free within 300 ms (DB_POOL_WAIT_MS)');
    expect(gate.stats()).toEqual({ inUse: 1, waiting: 0, peak: 1 });
    gate.release();
    await gate.acquire();
    expect(gate.stats().inUse).toBe(1);
  });
});

describe('gatedPool', () => {
  const fakePool = (fail = false) => {
    const released: unknown[] = [];
    return {
      released,
      pool: {
        connect: async () => {
          if (fail) throw new Error('connect ECONNREFUSED');
          // pg-pool sets release anew at every checkout
          const client = { release: (err?: Error | boolean) => void released.push(err ?? null) };
          return client;
        },
        end: async () => undefined,
      },
    };
  };

  it('gives the place back when the connection is released, once even if released twice', async () => {
    const gate = new PoolGate(1, 100);
    const { pool, released } = fakePool();
    const gated = gatedPool(pool, gate);
    const c = await gated.connect();
    expect(gate.stats().inUse).toBe(1);
    c.release();
    c.release();
    expect(released).toEqual([null, null]);
    expect(gate.stats().inUse).toBe(0);
  });

  it('gives the place back when no connection could be opened', async () => {
    const gate = new PoolGate(1, 100);
    const gated = gatedPool(fakePool(true).pool, gate);
    await expect(gated.connect()).rejects.toThrow('ECONNREFUSED');
    expect(gate.stats().inUse).toBe(0);
  });
});
