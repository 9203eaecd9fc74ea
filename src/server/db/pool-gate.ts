import { POOL_WAIT_TIMEOUT } from '../platform/db-errors.ts';

/**
 * `DB_POOL_SIZE`'s default: PostgreSQL connections per instance (decision 0099). More connections than the
 * database's cores can serve only add waits on its rows and switches on its CPU: on a 2-core machine, 4 instead of
 * 10 cost a popular product's orders a sixth to a quarter less backend CPU and two thirds of their p95.
 */
export const DEFAULT_POOL_SIZE = 4;

/** No pooled connection became free in time: the request answers 503 at once (platform/db-errors.ts). */
export class PoolWaitTimeoutError extends Error {
  readonly code = POOL_WAIT_TIMEOUT;
  constructor(waitMs: number) {
    super(`no database connection became free within ${waitMs} ms (DB_POOL_WAIT_MS)`);
    this.name = 'PoolWaitTimeoutError';
  }
}

/**
 * The queue in front of the PostgreSQL pool (decision 0067): `size` places, one per pooled connection; a query that
 * finds them all taken waits in line at most `waitMs`, then fails with PoolWaitTimeoutError. pg-pool has one
 * setting for two waits — opening a connection and waiting for a free one (`connectionTimeoutMillis`) — so with
 * every connection held by requests stuck behind a locked table, the next requests would queue for as long as it
 * takes to open a connection (DB_CONNECT_TIMEOUT_MS). Here the two are apart: the gate holds the line, and the pool,
 * never asked for more than it has, only opens connections.
 */
export class PoolGate {
  private free: number;
  private readonly line: { grant: () => void; timer: NodeJS.Timeout }[] = [];
  private peak = 0;

  constructor(
    readonly size: number,
    readonly waitMs: number,
  ) {
    this.free = size;
  }

  /** A place, at once or in turn; rejects after `waitMs` in line. Each place taken must be given back (`release`). */
  acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      this.peak = Math.max(this.peak, this.size - this.free);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(entry.timer);
          this.peak = Math.max(this.peak, this.size - this.free);
          resolve();
        },
        timer: setTimeout(() => {
          const i = this.line.indexOf(entry);
          if (i >= 0) this.line.splice(i, 1);
          reject(new PoolWaitTimeoutError(this.waitMs));
        }, this.waitMs),
      };
      this.line.push(entry);
    });
  }

  /** Gives a place back: to the first in line, else to the free ones. */
  release(): void {
    const next = this.line.shift();
    if (next) next.grant();
    else this.free = Math.min(this.size, this.free + 1);
  }

  /** places taken now, waiting now, and the most ever taken at once */
  stats(): { inUse: number; waiting: number; peak: number } {
    return { inUse: this.size - this.free, waiting: this.line.length, peak: this.peak };
  }
}

interface PoolClientLike {
  release(err?: Error | boolean): void;
}

/**
 * A pool for Kysely's PostgresDialect whose `connect` goes through the gate: the connection's `release` (set anew by
 * pg-pool at every checkout) gives the place back, once.
 */
export function gatedPool<C extends PoolClientLike>(
  pool: { connect(): Promise<C>; end(): Promise<void> },
  gate: PoolGate,
): { connect(): Promise<C>; end(): Promise<void> } {
  return {
    async connect() {
      await gate.acquire();
      let client: C;
      try {
        client = await pool.connect();
      } catch (e) {
        gate.release();
        throw e;
      }
      const release = client.release;
      let given = false;
      client.release = (err?: Error | boolean) => {
        if (!given) {
          given = true;
          gate.release();
        }
        return release.call(client, err);
      };
      return client;
    },
    end: () => pool.end(),
  };
}
