import { sql, type Kysely } from 'kysely';
import { WAREHOUSE, type StockFrom } from '../../../domain/branch-stock.ts';
import type { Dialect } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';

/** Units of a product taken from one location. */
export interface StockTake {
  productId: number;
  branchId: number;
  qty: number;
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
   * Takes units of each product in product-id order (two orders of the same products lock them in the same order and
   * cannot deadlock on PostgreSQL) for order `orderId`: all `required` units, or the whole call fails — the first
   * product short is returned and the caller rolls its transaction back; and as many of the `optional` units (gifts) as
   * are left. Pickup takes only from its branch, and only while it is active; delivery from the warehouse, then the
   * active branches in position order. Common case: one statement per product on PostgreSQL (`takeWhole`); on SQLite
   * two per product (the location's row, the product's row) and one for the record.
   */
  async take(
    orderId: number,
    units: ReadonlyMap<number, { required: number; optional: number }>,
    from: StockFrom,
  ): Promise<{ short: number | null; optionalTaken: Map<number, number> }> {
    const optionalTaken = new Map<number, number>();
    const takes: StockTake[] = [];
    // a pickup takes only from its branch while that branch is active (decision 0095: the take is the branch's check)
    const pickup = from !== 'delivery';
    let order: number[] | null = pickup ? [from.pickup] : null;
    for (const [id, { required, optional }] of [...units].sort((a, b) => a[0] - b[0])) {
      const want = required + optional;
      if (want <= 0) continue;
      // the whole wish from the first location: on PostgreSQL one statement moves the location, the sum and the
      // order's record (decision 0095); on SQLite (no round trips) three, the record written once at the end
      const first = order ? order[0]! : WAREHOUSE;
      if (await this.takeAll(orderId, id, first, want, pickup, takes)) {
        if (optional) optionalTaken.set(id, optional);
        continue;
      }
      order ??= await this.deliveryOrder();
      const split = await this.split(id, order, required, want);
      if (split === null) return { short: id, optionalTaken };
      let taken = 0;
      for (const t of split) {
        if (!(await this.takeAt(id, t.branchId, t.qty, pickup))) return { short: id, optionalTaken };
        takes.push({ productId: id, branchId: t.branchId, qty: t.qty });
        taken += t.qty;
      }
      await this.moveSum(id, -taken);
      if (taken > required) optionalTaken.set(id, taken - required);
    }
    await this.record(orderId, takes);
    return { short: null, optionalTaken };
  }

  /**
   * All `qty` units of a product at one location, or none: on PostgreSQL one statement (`takeWhole`); on SQLite the
   * location's row and the product's sum, the take kept in `takes` for the record written at the end.
   */
  private async takeAll(
    orderId: number,
    id: number,
    at: number,
    qty: number,
    activeBranch: boolean,
    takes: StockTake[],
  ): Promise<boolean> {
    if (this.dialect === 'postgres') return this.takeWhole(orderId, id, at, qty, activeBranch);
    if (!(await this.takeAt(id, at, qty, activeBranch))) return false;
    takes.push({ productId: id, branchId: at, qty });
    await this.moveSum(id, -qty);
    return true;
  }

  /**
   * PostgreSQL: `qty` units of a product at one location for an order, in one statement (data-modifying CTEs): the
   * location's conditional update, the product's sum by the same amount and the order's record of the take, the
   * last two only when the first took the units. The text has two shapes (with and without the active-branch
   * condition), each prepared once per connection (db/pg-prepared.ts).
   */
  private async takeWhole(
    orderId: number,
    id: number,
    branchId: number,
    qty: number,
    activeBranch: boolean,
  ): Promise<boolean> {
    const active = activeBranch
      ? sql`AND branch_id IN (SELECT id FROM branches WHERE id = ${branchId} AND active = 1)`
      : sql``;
    const { rows } = await sql<{ taken: number }>`WITH t AS (
        UPDATE product_stock SET qty = qty - ${qty}
        WHERE product_id = ${id} AND branch_id = ${branchId} AND qty >= ${qty} ${active}
        RETURNING product_id, branch_id, qty),
      s AS (UPDATE products SET stock = stock - ${qty} WHERE id IN (SELECT product_id FROM t)),
      r AS (INSERT INTO order_stock_takes (order_id, product_id, branch_id, qty)
        SELECT ${orderId}::integer, product_id, branch_id, ${qty}::integer FROM t
        ON CONFLICT (order_id, product_id, branch_id) DO UPDATE SET qty = order_stock_takes.qty + excluded.qty)
      SELECT count(*)::integer AS taken FROM t`.execute(this.db);
    return rows[0]!.taken === 1;
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
