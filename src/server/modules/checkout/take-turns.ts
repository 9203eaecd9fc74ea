/**
 * This process's placements take a product's units one at a time (decision 0100). On PostgreSQL an order's take locks
 * its product's stock row and sum until the order commits, so orders of a popular product placed at once each waited
 * in the database for the one before — a sleep, a wake-up and a re-check of both rows per order, a quarter of the
 * database's CPU per order (decision 0099). Waiting here instead costs a promise, and the database sees at most one
 * of this process's orders at a product's rows. Only a cost is saved: the units are still guarded by the database's
 * conditional updates and row locks against other processes and every other writer of stock.
 */
export class TakeTurns {
  /** per product, the end of the last turn given out (resolved when every turn before it has ended) */
  private readonly last = new Map<number, Promise<void>>();

  /** A placement's turn: `wait` for it inside the order's transaction, `end` it once that transaction has ended. */
  turn(): Turn {
    const ends: (() => void)[] = [];
    const held = new Set<number>();
    let ended = false;
    return {
      wait: async (ids) => {
        // in product-id order, as the take itself: two placements wanting the same products cannot wait for each other
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
          // ended, or this turn's already (a second call would otherwise wait for itself)
          if (ended) return;
          if (held.has(id)) continue;
          held.add(id);
          const before = this.last.get(id);
          let end!: () => void;
          const mine = new Promise<void>((resolve) => (end = resolve));
          const last = before ? before.then(() => mine) : mine;
          this.last.set(id, last);
          // every turn so far ended and nobody after this one: the product leaves the map
          void last.then(() => {
            if (this.last.get(id) === last) this.last.delete(id);
          });
          ends.push(end);
          if (before) await before;
        }
      },
      end: () => {
        ended = true;
        for (const end of ends.splice(0)) end();
      },
    };
  }

  /** products with a turn given out (tests: none once every turn has ended) */
  get waitingProducts(): number {
    return this.last.size;
  }
}

export interface Turn {
  /** resolves when every turn before this one at each of `ids` has ended (call it once, with all of the order's products) */
  wait(ids: Iterable<number>): Promise<void>;
  /** ends this turn at every product it was given; after it, `wait` gives no more */
  end(): void;
}
