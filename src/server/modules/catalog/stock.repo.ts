import { CompiledQuery, sql, type Kysely } from 'kysely';
import { WAREHOUSE, type StockFrom } from '../../../domain/branch-stock.ts';
import type { Dialect } from '../../db/kysely.ts';
import type { JoinedWrite } from '../../db/joined-write.ts';
import type { DB } from '../../db/schema.ts';
import { chainedTakes, chainedTakesStatement, type WholeTake } from './stock-take-statement.ts';

/** Units of a product taken from one location. */
export interface StockTake {
  productId: number;
  branchId: number;
  qty: number;
}

/** Per product, the units an order must have (`required`) and the gift units it gets while there are some (`optional`). */
export type Units = ReadonlyMap<number, { required: number; optional: number }>;

/** A product's wish: its units, `want` the sum; in product-id order (`wishesOf`). */
interface Wish {
  id: number;
  required: number;
  optional: number;
  want: number;
}

/** The products with units to take, in product-id order (the order of every take's locks). */
function wishesOf(units: Units): Wish[] {
  return [...units]
    .map(([id, { required, optional }]) => ({ id, required, optional, want: required + optional }))
    .filter((w) => w.want > 0)
    .sort((a, b) => a.id - b.id);
}

/** Each wish whole at location `at`. */
function wholeAt(wishes: readonly Wish[], at: number): WholeTake[] {
  return wishes.map((w) => ({ productId: w.id, branchId: at, qty: w.want }));
}

/** Advisory-lock namespace (the first key of `pg_advisory_xact_lock(int, int)`): a checkout's takes of a product. */
const LOCK_TAKES = 62_003;

/** Where a take looks first: the pickup branch, or the warehouse for delivery. */
function firstLocation(from: StockFrom): number {
  return from === 'delivery' ? WAREHOUSE : from.pickup;
}

/**
 * Stock moves (design "Writes, money and many processes"; decisions 0008, 0090). Never read-then-write: a unit is
 * taken by a conditional update of its location's row (`product_stock`) that only succeeds while enough units are left
 * there, so two buyers of the last unit cannot both get it, on either database and across processes; `products.stock`
 * (the sum over locations every other reader uses) moves by the same amount in the same transaction. Each take is
 * recorded per order, product and location (`order_stock_takes`) so a give-back returns the units where they came
 * from. Call inside the order's transaction.
 */
export class StockRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /**
   * PostgreSQL: waits until no other transaction that asked this holds these products, and holds them until this one
   * ends (advisory locks, in product-id order, as the takes lock their rows). A statement of its own, so the next one
   * starts after the wait, on a snapshot that has the previous holder's takes: it meets their rows unlocked and need
   * not re-check them (decision 0101).
   */
  async lockTakes(ids: Iterable<number>): Promise<void> {
    if (this.dialect !== 'postgres') return;
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    await sql`SELECT count(pg_advisory_xact_lock(${LOCK_TAKES}, id)) FROM unnest(${sorted}::integer[]) AS id`.execute(
      this.db,
    );
  }

  /**
   * PostgreSQL: the whole takes `take` tries first (each product's whole wish from its first location: the pickup
   * branch, or the warehouse for delivery) as writes joined to the statement that makes the order (decision 0101: a
   * round trip less per order). Its answer is how many products were taken so, to give `take` as `done`. Null on
   * SQLite (no round trips to save) and when there is nothing to take.
   */
  firstTakes(units: Units, from: StockFrom): JoinedWrite | null {
    if (this.dialect !== 'postgres') return null;
    const wishes = wishesOf(units);
    if (!wishes.length) return null;
    return chainedTakes(wholeAt(wishes, firstLocation(from)), from !== 'delivery');
  }

  /**
   * Takes units of each product in product-id order (two orders of the same products lock them in the same order and
   * cannot deadlock on PostgreSQL) for order `orderId`: all `required` units, or the whole call fails — the first
   * product short is returned and the caller rolls its transaction back; and as many of the `optional` units (gifts) as
   * are left. Pickup takes only from its branch, and only while it is active; delivery from the warehouse, then the
   * active branches in position order. Common case: each product's whole wish from its first location — on PostgreSQL
   * one statement for all of them (`chainedTakes`), or none when the order's own statement took them (`done`: how many
   * products, from the first, `firstTakes` took); on SQLite two statements per product (the location's row, the
   * product's row) and one for the record. A product short there is split over the locations, then the rest go on.
   */
  async take(
    orderId: number,
    units: Units,
    from: StockFrom,
    done = 0,
  ): Promise<{ short: number | null; optionalTaken: Map<number, number> }> {
    const optionalTaken = new Map<number, number>();
    const takes: StockTake[] = [];
    // a pickup takes only from its branch while that branch is active (decision 0095: the take is the branch's check)
    const pickup = from !== 'delivery';
    let order: number[] | null = pickup ? [from.pickup] : null;
    const wishes = wishesOf(units);
    const whole = (w: Wish) => {
      if (w.optional) optionalTaken.set(w.id, w.optional);
    };
    wishes.slice(0, done).forEach(whole);
    for (let i = done; i < wishes.length; i++) {
      // the whole wishes from the first location, as many as there are from this one on
      const taken = await this.takeWholes(orderId, wishes.slice(i), firstLocation(from), pickup, takes);
      wishes.slice(i, i + taken).forEach(whole);
      i += taken;
      if (i === wishes.length) break;
      // this one is short there: split over the locations
      const { id, required, want } = wishes[i]!;
      order ??= await this.deliveryOrder();
      const split = await this.split(id, order, required, want);
      if (split === null) return { short: id, optionalTaken };
      let moved = 0;
      for (const t of split) {
        if (!(await this.takeAt(id, t.branchId, t.qty, pickup))) return { short: id, optionalTaken };
        takes.push({ productId: id, branchId: t.branchId, qty: t.qty });
        moved += t.qty;
      }
      await this.moveSum(id, -moved);
      if (moved > required) optionalTaken.set(id, moved - required);
    }
    await this.record(orderId, takes);
    return { short: null, optionalTaken };
  }

  /**
   * How many of `wishes`, from the first, are taken whole at location `at` (stopping at the first short there): on
   * PostgreSQL one statement that records them too (`chainedTakes`); on SQLite per product the location's row and
   * the product's sum, the takes kept in `takes` for the record written at the end.
   */
  private async takeWholes(
    orderId: number,
    wishes: readonly Wish[],
    at: number,
    activeBranch: boolean,
    takes: StockTake[],
  ): Promise<number> {
    if (this.dialect === 'postgres') {
      const { sql: text, parameters } = chainedTakesStatement(orderId, wholeAt(wishes, at), activeBranch);
      const { rows } = await this.db.executeQuery<{ taken: number }>(CompiledQuery.raw(text, parameters));
      return rows[0]!.taken;
    }
    let n = 0;
    for (const w of wishes) {
      if (!(await this.takeAt(w.id, at, w.want, activeBranch))) break;
      takes.push({ productId: w.id, branchId: at, qty: w.want });
      await this.moveSum(w.id, -w.want);
      n++;
    }
    return n;
  }

  /**
   * What to take of a product over `order`'s locations: the units there (locked on PostgreSQL, SQLite is serial), the
   * first locations first, as many as wished and at least `required`; null when `required` is not there. Read first
   * without a lock: when there is nothing to take (a sold-out gift) or not enough, nothing is locked — on PostgreSQL
   * every other order of the product would otherwise wait for this one's commit on rows it does not change.
   */
  private async split(id: number, order: readonly number[], required: number, want: number) {
    let at = await this.unitsAt(id, order, false);
    let total = sum(at);
    if (total < required) return null;
    if (Math.min(want, total) === 0) return [];
    if (this.dialect === 'postgres') {
      at = await this.unitsAt(id, order, true);
      total = sum(at);
      if (total < required) return null;
    }
    let left = Math.min(want, total);
    const out: { branchId: number; qty: number }[] = [];
    for (const b of order) {
      const n = Math.min(left, at.get(b) ?? 0);
      if (n > 0) out.push({ branchId: b, qty: n });
      left -= n;
    }
    return out;
  }

  /** A product's units at each of `locations` (none below 0); `lock`: the rows locked until the commit (PostgreSQL). */
  private async unitsAt(id: number, locations: readonly number[], lock: boolean): Promise<Map<number, number>> {
    let q = this.db
      .selectFrom('product_stock')
      .select(['branch_id', 'qty'])
      .where('product_id', '=', id)
      .where('branch_id', 'in', locations)
      .orderBy('branch_id');
    if (lock) q = q.forUpdate();
    const rows = await q.execute();
    return new Map(rows.map((r) => [r.branch_id, Math.max(0, r.qty)]));
  }

  /** Delivery's order of locations: the warehouse, then the active branches by position. */
  private async deliveryOrder(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('branches')
      .select('id')
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return [WAREHOUSE, ...rows.map((r) => r.id)];
  }

  /** `qty` units at a location if that many are there (and, with `activeBranch`, while the branch is active). */
  private async takeAt(id: number, branchId: number, qty: number, activeBranch = false): Promise<boolean> {
    let q = this.db
      .updateTable('product_stock')
      .set({ qty: sql<number>`qty - ${qty}` })
      .where('product_id', '=', id)
      .where('branch_id', '=', branchId)
      .where('qty', '>=', qty);
    if (activeBranch)
      q = q.where('branch_id', 'in', (b) =>
        b.selectFrom('branches').select('id').where('id', '=', branchId).where('active', '=', 1),
      );
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Adds `qty` units (negative: removes) at a location, creating its row; no condition (give-backs, staff's counts). */
  async addAt(id: number, branchId: number, qty: number): Promise<void> {
    await this.db
      .insertInto('product_stock')
      .values({ product_id: id, branch_id: branchId, qty })
      .onConflict((oc) =>
        oc.columns(['product_id', 'branch_id']).doUpdateSet({ qty: sql<number>`product_stock.qty + ${qty}` }),
      )
      .execute();
  }

  /** The product's sum moves with its locations (decision 0090). */
  async moveSum(id: number, delta: number): Promise<void> {
    if (delta === 0) return;
    await this.db
      .updateTable('products')
      .set({ stock: sql<number>`stock + ${delta}` })
      .where('id', '=', id)
      .execute();
  }

  private async record(orderId: number, takes: readonly StockTake[]): Promise<void> {
    if (!takes.length) return;
    await this.db
      .insertInto('order_stock_takes')
      .values(takes.map((t) => ({ order_id: orderId, product_id: t.productId, branch_id: t.branchId, qty: t.qty })))
      .onConflict((oc) =>
        oc
          .columns(['order_id', 'product_id', 'branch_id'])
          .doUpdateSet({ qty: sql<number>`order_stock_takes.qty + excluded.qty` }),
      )
      .execute();
  }

  /**
   * Gives an order's units back (a cancelled or unpaid order, a refund put back on sale), in product-id order, to the
   * locations they were taken from — the branches first, then the warehouse, when only some go back; units with no
   * record (taken before migration 0035) go to the warehouse.
   */
  async giveBack(orderId: number, units: ReadonlyMap<number, number>): Promise<void> {
    const wanted = [...units].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
    if (!wanted.length) return;
    const rows = await this.db
      .selectFrom('order_stock_takes')
      .select(['product_id', 'branch_id', 'qty'])
      .where('order_id', '=', orderId)
      .where(
        'product_id',
        'in',
        wanted.map(([id]) => id),
      )
      .execute();
    for (const [id, qty] of wanted) {
      let left = qty;
      const mine = rows.filter((r) => r.product_id === id && r.qty > 0).sort((a, b) => b.branch_id - a.branch_id);
      for (const r of mine) {
        const n = Math.min(left, r.qty);
        if (n <= 0) break;
        await this.addAt(id, r.branch_id, n);
        await this.forget(orderId, id, r.branch_id, n);
        left -= n;
      }
      if (left > 0) await this.addAt(id, WAREHOUSE, left);
      await this.moveSum(id, qty);
    }
  }

  private async forget(orderId: number, productId: number, branchId: number, qty: number): Promise<void> {
    await this.db
      .updateTable('order_stock_takes')
      .set({ qty: sql<number>`qty - ${qty}` })
      .where('order_id', '=', orderId)
      .where('product_id', '=', productId)
      .where('branch_id', '=', branchId)
      .execute();
  }

  /** Units left of a product (tests and the back office; never used to decide a sale). */
  async left(id: number): Promise<number | null> {
    const row = await this.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirst();
    return row ? row.stock : null;
  }

  /** A product's units per location (tests and the back office). */
  async locations(id: number): Promise<Map<number, number>> {
    const rows = await this.db
      .selectFrom('product_stock')
      .select(['branch_id', 'qty'])
      .where('product_id', '=', id)
      .execute();
    return new Map(rows.map((r) => [r.branch_id, r.qty]));
  }

  /** Where an order's units are now, per product and location (tests, the order's record). */
  async takesOf(orderId: number): Promise<StockTake[]> {
    const rows = await this.db
      .selectFrom('order_stock_takes')
      .select(['product_id', 'branch_id', 'qty'])
      .where('order_id', '=', orderId)
      .where('qty', '>', 0)
      .orderBy('product_id')
      .orderBy('branch_id')
      .execute();
    return rows.map((r) => ({ productId: r.product_id, branchId: r.branch_id, qty: r.qty }));
  }
}

const sum = (m: ReadonlyMap<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);
