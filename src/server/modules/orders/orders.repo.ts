import { CompiledQuery, sql, type Insertable, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { DB, OrderLineTable, OrderTable } from '../../db/schema.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type NewOrder = Insertable<OrderTable>;
export type NewOrderLine = Omit<Insertable<OrderLineTable>, 'order_id'>;
/** An order with every column given (all but its id): what `place` writes. */
export type PlacedOrder = Omit<OrderRow, 'id'>;
/** An order line with every column given (all but its id and order): what `place` writes. */
export type PlacedOrderLine = Omit<OrderLineRow, 'id' | 'order_id'>;
/** The first line of an order's history. */
export interface FirstEvent {
  to: OrderStatus;
  actor: string;
  note: string | null;
}

/** every column of a line, once (a column added to the table and not here fails the type check) */
const LINE_COLUMN_SET: Record<keyof PlacedOrderLine, true> = {
  position: true,
  product_id: true,
  sku: true,
  title: true,
  size: true,
  qty: true,
  unit_price: true,
  unit_price_old: true,
  line_total: true,
  campaign_discount: true,
  basket_discount: true,
  same_category_discount: true,
  cash_discount: true,
  payable: true,
  gift_of: true,
  coupons: true,
};
const LINE_COLUMNS = Object.keys(LINE_COLUMN_SET) as (keyof PlacedOrderLine)[];

/** Advisory-lock namespaces (the first key of `pg_advisory_xact_lock(int, int)`): placements per mobile, per customer account. */
const LOCK_MOBILE = 62_001;
const LOCK_CUSTOMER = 62_002;

/**
 * Orders, their lines and their history. Takes any executor: the checkout and the payment callback hand it their
 * transaction (`new OrdersRepo(tx)`), so an order, its lines, its stock and its status move together.
 */
export class OrdersRepo {
  constructor(
    private readonly db: Kysely<DB>,
    /** 'postgres' lets `place` write in one statement */
    private readonly dialect: Dialect = 'sqlite',
  ) {}

  /**
   * Writes an order, its lines and the first line of its history together; returns the order's row as stored. On
   * PostgreSQL one statement (decision 0051: one round trip and one parse instead of three), on SQLite three in a
   * transaction (the caller's, when `db` is one). Either all is written or nothing.
   */
  async place(order: PlacedOrder, lines: readonly PlacedOrderLine[], event: FirstEvent): Promise<OrderRow> {
    if (this.dialect === 'postgres') {
      const { sql, parameters } = placeStatement(order, lines, event);
      const { rows } = await this.db.executeQuery<OrderRow>(CompiledQuery.raw(sql, parameters));
      return rows[0]!;
    }
    const write = async (db: Kysely<DB>) => {
      const repo = new OrdersRepo(db);
      const row = await repo.insert(order, lines);
      await repo.event(row.id, null, event.to, event.actor, event.note, order.created_at);
      return row;
    };
    return this.db.isTransaction ? write(this.db) : this.db.transaction().execute(write);
  }

  /** Writes an order and its lines; returns the order's row as stored. */
  async insert(order: NewOrder, lines: readonly NewOrderLine[]): Promise<OrderRow> {
    const row = await this.db.insertInto('orders').values(order).returningAll().executeTakeFirstOrThrow();
    if (lines.length)
      await this.db
        .insertInto('order_lines')
        .values(lines.map((l) => ({ ...l, order_id: row.id })))
        .execute();
    return row;
  }

  async setPromoCode(id: number, promoCodeId: number): Promise<void> {
    await this.db.updateTable('orders').set({ promo_code_id: promoCodeId }).where('id', '=', id).execute();
  }

  byId(id: number): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byToken(token: string): Promise<OrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirst();
  }

  lines(orderId: number): Promise<OrderLineRow[]> {
    return this.db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  }

  /**
   * Moves an order from `from` to `to` only if it is still in `from` (another process may have moved it first):
   * true when this call made the move. `extra` sets other columns in the same statement.
   */
  async move(
    id: number,
    from: OrderStatus,
    to: OrderStatus,
    at: string,
    extra: Partial<Pick<OrderRow, 'paid' | 'paid_at' | 'holds_stock' | 'payment_expires_at'>> = {},
  ): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ status: to, updated_at: at, ...extra })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** A cash order's payment recorded by staff: one conditional update (still unpaid, cash, not closed); true when this call made it. */
  async markCashPaid(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ paid: 1, paid_at: at, updated_at: at })
      .where('id', '=', id)
      .where('paid', '=', 0)
      .where('payment_type', '=', 'cash')
      .where('status', 'not in', ['cancelled', 'payment_failed'])
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async event(
    orderId: number,
    from: OrderStatus | null,
    to: OrderStatus,
    actor: string,
    note: string | null,
    at: string,
  ): Promise<void> {
    await this.db
      .insertInto('order_events')
      .values({ order_id: orderId, from_status: from, to_status: to, actor, note, created_at: at })
      .execute();
  }

  events(orderId: number) {
    return this.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  /** A gift line that got fewer units than priced (its stock ran out): fewer units, or gone at 0. */
  async setLineQty(lineId: number, qty: number): Promise<void> {
    if (qty > 0) await this.db.updateTable('order_lines').set({ qty }).where('id', '=', lineId).execute();
    else await this.db.deleteFrom('order_lines').where('id', '=', lineId).execute();
  }

  /** Marks the confirmation page as seen; true for the first view only. */
  async markOpened(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ opened_at: at })
      .where('id', '=', id)
      .where('opened_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Card and installment orders whose payment time ran out, oldest first. */
  async unpaidPastDue(now: string, limit: number): Promise<{ id: number }[]> {
    return this.db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'awaiting_payment')
      .where('payment_expires_at', '<=', now)
      .orderBy('payment_expires_at')
      .limit(limit)
      .execute();
  }

  /**
   * Serialises placements of one mobile and of one customer account until the transaction ends (PostgreSQL; SQLite's
   * write transactions are serial already), so two orders placed at once cannot both pass the limit of open unpaid
   * orders (decision 0062). The account's lock is always taken first, so two placements cannot deadlock.
   */
  async lockBuyer(mobile: string, customerId: number | null): Promise<void> {
    if (this.dialect !== 'postgres') return;
    if (customerId !== null)
      await sql`SELECT pg_advisory_xact_lock(${LOCK_CUSTOMER}, ${customerId}::int), pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${mobile}))`.execute(
        this.db,
      );
    else await sql`SELECT pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${mobile}))`.execute(this.db);
  }

  /**
   * `lockBuyer`'s locks as expressions for another statement of the same transaction to take, in this order (the
   * account's first), when it returns a row: the checkout's code step takes them in the statement that spends the
   * code (decision 0069: one round trip less). Null on SQLite. The statement that counts the open orders must come
   * after it (a statement sees only what was committed when it began).
   */
  static buyerLocks(
    dialect: Dialect,
    mobile: string,
    customerId: number | null,
  ): { name: string; args: unknown[]; build(...args: unknown[]): RawBuilder<unknown>[] } | null {
    if (dialect !== 'postgres') return null;
    const mobileLock = (m: unknown) => sql`pg_advisory_xact_lock(${LOCK_MOBILE}, hashtext(${m}))`;
    return customerId !== null
      ? {
          name: 'buyerLocks',
          args: [customerId, mobile],
          build: (c, m) => [sql`pg_advisory_xact_lock(${LOCK_CUSTOMER}, ${c}::int)`, mobileLock(m)],
        }
      : { name: 'buyerLocks', args: [mobile], build: (m) => [mobileLock(m)] };
  }

  /**
   * Open unpaid orders (unpaid, in one of `statuses`) of a mobile and of a customer account, in one statement: an
   * account's orders count whatever mobile they were placed for (decision 0062).
   */
  async openUnpaid(
    mobile: string,
    customerId: number | null,
    statuses: readonly OrderStatus[],
  ): Promise<{ byMobile: number; byCustomer: number }> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('mobile', '=', mobile).then(1).else(0).end()).as('by_mobile'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when('customer_id', '=', customerId ?? -1)
              .then(1)
              .else(0)
              .end(),
          )
          .as('by_customer'),
      ])
      .where((eb) =>
        customerId === null
          ? eb('mobile', '=', mobile)
          : eb.or([eb('mobile', '=', mobile), eb('customer_id', '=', customerId)]),
      )
      .where('paid', '=', 0)
      .where('status', 'in', [...statuses])
      .executeTakeFirst();
    return { byMobile: Number(row?.by_mobile ?? 0), byCustomer: Number(row?.by_customer ?? 0) };
  }

  /**
   * `openUnpaid` and `purchaseFacts` in one statement (the placing transaction reads both under the buyer's lock:
   * one round trip less per order, decision 0069).
   */
  async buyerFacts(
    mobile: string,
    customerId: number | null,
    openStatuses: readonly OrderStatus[],
    purchaseStatuses: readonly OrderStatus[],
  ): Promise<{ byMobile: number; byCustomer: number; loyal: boolean; hasPurchase: boolean }> {
    const { rows } = await buyerFactsStatement(
      this.db,
      customerId === null ? 'mobile' : 'mobile+customer',
      { mobile, customerId: customerId ?? -1, open: [...openStatuses], purchase: [...purchaseStatuses] },
      customerId !== null,
    );
    const row = rows[0]!;
    return {
      byMobile: Number(row.by_mobile ?? 0),
      byCustomer: Number(row.by_customer ?? 0),
      loyal: Boolean(row.loyal),
      hasPurchase: Boolean(row.purchased),
    };
  }

  /**
   * Unpaid pickup orders (in one of `statuses`) whose hold has ended: placed at or before `cutoff`, and not moved to
   * ready for pickup after it (the hold counts from that move when it came later; decision 0062). Oldest first.
   */
  pickupPastDue(cutoff: string, statuses: readonly OrderStatus[], limit: number): Promise<{ id: number }[]> {
    return this.db
      .selectFrom('orders')
      .select('id')
      .where('status', 'in', [...statuses])
      .where('created_at', '<=', cutoff)
      .where('delivery_type', '=', 'pickup')
      .where('paid', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('order_events')
              .select('order_events.id')
              .whereRef('order_events.order_id', '=', 'orders.id')
              .where('order_events.to_status', '=', 'ready_for_pickup')
              .where('order_events.created_at', '>', cutoff),
          ),
        ),
      )
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** When the order last became ready for pickup, or null. */
  async readyAt(orderId: number): Promise<string | null> {
    const r = await this.db
      .selectFrom('order_events')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('order_id', '=', orderId)
      .where('to_status', '=', 'ready_for_pickup')
      .executeTakeFirst();
    return (r?.at as string | null | undefined) ?? null;
  }

  /**
   * Units of each product held by open unpaid orders (unpaid, in one of `statuses`), with the number of such orders:
   * one grouped statement for a page of products (the back office, decision 0062).
   */
  async heldUnits(
    productIds: readonly number[],
    statuses: readonly OrderStatus[],
  ): Promise<Map<number, { units: number; orders: number }>> {
    if (!productIds.length) return new Map();
    const rows = await this.db
      .selectFrom('order_lines')
      .innerJoin('orders', 'orders.id', 'order_lines.order_id')
      .select((eb) => [
        'order_lines.product_id',
        eb.fn.sum<number>('order_lines.qty').as('units'),
        eb.fn.count<number>('orders.id').distinct().as('orders'),
      ])
      .where('order_lines.product_id', 'in', [...productIds])
      .where('orders.paid', '=', 0)
      .where('orders.status', 'in', [...statuses])
      .groupBy('order_lines.product_id')
      .execute();
    return new Map(rows.map((r) => [r.product_id, { units: Number(r.units), orders: Number(r.orders) }]));
  }

  /**
   * For the pricing engine, in one statement: whether this mobile has a real purchase (placed with cash, or paid;
   * the new-customer discount) and whether it belongs to an active customer with the loyalty status.
   */
  async purchaseFacts(
    mobile: string,
    statuses: readonly OrderStatus[],
  ): Promise<{ loyal: boolean; hasPurchase: boolean }> {
    const row = await this.db
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('orders')
              .select('id')
              .where('mobile', '=', mobile)
              .where('status', 'in', [...statuses]),
          )
          .as('purchased'),
        eb
          .exists(
            eb
              .selectFrom('users')
              .select('id')
              .where('mobile', '=', mobile)
              .where('loyal', '=', 1)
              .where('active', '=', 1),
          )
          .as('loyal'),
      ])
      .executeTakeFirstOrThrow();
    // PostgreSQL answers booleans, SQLite 0 and 1
    return { loyal: Boolean(row.loyal), hasPurchase: Boolean(row.purchased) };
  }

  // ── the customer's cabinet (CAB-5) ─────────────────────────────────────────────────────────────────────

  /** A customer's orders, newest first, one page. */
  byCustomer(customerId: number, limit: number, offset: number): Promise<OrderRow[]> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  async countByCustomer(customerId: number): Promise<number> {
    const r = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** One order of this customer only: another customer's order is not found. */
  customerOrder(customerId: number, id: number): Promise<OrderRow | undefined> {
    return this.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /**
   * Gives an order still awaiting the bank a new payment deadline `until`, only if it is still awaiting, its deadline
   * has not passed (`now`) and is not later than `notAfter`: true when this call moved it (the gate of "pay again",
   * decision 0057).
   */
  async extendPayment(id: number, now: string, until: string, notAfter: string): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ payment_expires_at: until, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'awaiting_payment')
      .where('payment_expires_at', '>', now)
      // the running window began long enough ago (two presses at once: the second finds the first's window)
      .where('payment_expires_at', '<=', notAfter)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** How many payment attempts an order has had, and when the latest began. */
  async attempts(orderId: number): Promise<{ count: number; latestAt: string | null }> {
    const r = await this.db
      .selectFrom('payments')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest')])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return { count: Number(r?.n ?? 0), latestAt: (r?.latest as string | null | undefined) ?? null };
  }

  /** A pickup branch with its city, every language (the order page; a branch switched off since is still named). */
  branchCard(id: number) {
    return this.db
      .selectFrom('branches')
      .innerJoin('cities', 'cities.id', 'branches.city_id')
      .select([
        'branches.title_az',
        'branches.title_ru',
        'branches.title_en',
        'branches.address_az',
        'branches.address_ru',
        'branches.address_en',
        'branches.mobiles',
        'cities.title_az as city_az',
        'cities.title_ru as city_ru',
        'cities.title_en as city_en',
      ])
      .where('branches.id', '=', id)
      .executeTakeFirst();
  }

  /** The titles of a delivery address's city, district and place, every language (any of them may be null). */
  async placeTitles(cityId: number | null, districtId: number | null, placeId: number | null) {
    const pick = (table: 'cities' | 'districts' | 'places', id: number | null) =>
      id === null
        ? Promise.resolve(undefined)
        : this.db
            .selectFrom(table)
            .select(['title_az', 'title_ru', 'title_en'])
            .where('id', '=', id)
            .executeTakeFirst();
    const [city, district, place] = await Promise.all([
      pick('cities', cityId),
      pick('districts', districtId),
      pick('places', placeId),
    ]);
    return { city, district, place };
  }

  /** The order's latest card payment attempt (the card as the bank masked it, when it answered). */
  latestPayment(orderId: number) {
    return this.db
      .selectFrom('payments')
      .select(['status', 'amount', 'card_masked', 'card_name', 'created_at', 'credit_months'])
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }
}

/**
 * PostgreSQL: the order, its lines and its first history line in one statement (data-modifying CTEs; the lines and
 * the history line take the order's new id). The text depends only on the order's columns and the number of lines,
 * so each shape is prepared once per connection (db/pg-prepared.ts); the order's columns are named in RETURNING
 * (a `*` would run unprepared).
 */
function placeStatement(
  order: PlacedOrder,
  lines: readonly PlacedOrderLine[],
  event: FirstEvent,
): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const param = (v: unknown) => `$${parameters.push(v)}`;
  const columns = Object.keys(order) as (keyof PlacedOrder)[];
  const quoted = (cs: readonly string[]) => cs.map((c) => `"${c}"`).join(', ');
  let text = `WITH o AS (INSERT INTO orders (${quoted(columns)}) VALUES (${columns.map((c) => param(order[c])).join(', ')}) RETURNING ${quoted(['id', ...columns])})`;
  if (lines.length) {
    const rows = lines.map((l) => `((SELECT id FROM o), ${LINE_COLUMNS.map((c) => param(l[c])).join(', ')})`);
    text += `, l AS (INSERT INTO order_lines (order_id, ${quoted(LINE_COLUMNS)}) VALUES ${rows.join(', ')})`;
  }
  text += `, e AS (INSERT INTO order_events (order_id, from_status, to_status, actor, note, created_at) VALUES ((SELECT id FROM o), NULL, ${param(event.to)}, ${param(event.actor)}, ${param(event.note)}, ${param(order.created_at)}))`;
  return { sql: `${text} SELECT ${quoted(['id', ...columns])} FROM o`, parameters };
}

/** `OrdersRepo.buyerFacts`'s statement, built once per shape (db/precompiled.ts); `byCustomer` false: no account. */
const buyerFactsStatement = precompiled(
  (db, v: { mobile: string; customerId: number; open: OrderStatus[]; purchase: OrderStatus[] }, byCustomer: boolean) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom('orders')
        .select(eb.fn.countAll<number>().as('n'))
        .where('mobile', '=', v.mobile)
        .where('paid', '=', 0)
        .where('status', 'in', v.open)
        .as('by_mobile'),
      (byCustomer
        ? eb
            .selectFrom('orders')
            .select(eb.fn.countAll<number>().as('n'))
            .where('customer_id', '=', v.customerId)
            .where('paid', '=', 0)
            .where('status', 'in', v.open)
        : eb.lit(0)
      ).as('by_customer'),
      eb
        .exists(eb.selectFrom('orders').select('id').where('mobile', '=', v.mobile).where('status', 'in', v.purchase))
        .as('purchased'),
      eb
        .exists(
          eb
            .selectFrom('users')
            .select('id')
            .where('mobile', '=', v.mobile)
            .where('loyal', '=', 1)
            .where('active', '=', 1),
        )
        .as('loyal'),
    ]),
);
