import { CompiledQuery, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { DB, OrderLineTable, OrderTable } from '../../db/schema.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import { placeStatement, type PlaceWith } from './order-place-statement.ts';
import type { FirstEvent, PlacedOrder, PlacedOrderLine } from './placed-order.ts';

export type OrderRow = Selectable<OrderTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type NewOrder = Insertable<OrderTable>;
export type NewOrderLine = Omit<Insertable<OrderLineTable>, 'order_id'>;

/**
 * Orders, their lines and their history. Takes any executor: the services take it from their unit of work
 * (`uow.repo(OrdersRepo)`, db/unit-of-work.ts), so in the checkout's and the payment callback's transaction an order,
 * its lines, its stock and its status move together. The buyer's facts and locks are `buyer-facts.repo.ts`, the
 * sweepers' reads `order-sweeps.repo.ts`, the order page's other reads `order-page.repo.ts`.
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
    return (await this.placeClaiming(order, lines, event)).row;
  }

  /**
   * `place`, and on PostgreSQL the idempotency key `claim` in the same statement (decision 0089): `keyClaimed` says
   * whether the key was claimed (false: another request holds it); null on SQLite, where the caller claims it. With
   * `sms` (PostgreSQL), the order's SMS row in the same statement (decision 0095): `textId` is its id. With `joined`
   * (PostgreSQL), another module's writes for the order in the same statement (decision 0101): `joined` is their answer.
   */
  async placeClaiming(
    order: PlacedOrder,
    lines: readonly PlacedOrderLine[],
    event: FirstEvent,
    written: PlaceWith = {},
  ): Promise<{ row: OrderRow; keyClaimed: boolean | null; textId: number | null; joined: number | null }> {
    if (this.dialect === 'postgres') {
      const { sql, parameters } = placeStatement(order, lines, event, written);
      const { rows } = await this.db.executeQuery<
        Pick<OrderRow, 'id' | 'refunded' | 'cash_refunded'> & {
          key_claimed?: boolean;
          text_id?: number;
          joined?: number;
        }
      >(CompiledQuery.raw(sql, parameters));
      const { id, refunded, cash_refunded, key_claimed, text_id, joined } = rows[0]!;
      // the row as stored: what was written (text and integer columns store what they are given) and what was made
      const row: OrderRow = { id, ...order, refunded, cash_refunded };
      return {
        row,
        keyClaimed: written.claim ? key_claimed === true : null,
        textId: written.sms ? text_id! : null,
        joined: written.joined ? joined! : null,
      };
    }
    // the caller joins writes only where the statement can take them (PostgreSQL)
    if (written.joined) throw new Error('joined writes need PostgreSQL');
    const write = async (db: Kysely<DB>) => {
      const repo = new OrdersRepo(db);
      const row = await repo.insert(order, lines);
      await repo.event(row.id, null, event.to, event.actor, event.note, order.created_at);
      return row;
    };
    const row = await (this.db.isTransaction ? write(this.db) : this.db.transaction().execute(write));
    return { row, keyClaimed: null, textId: null, joined: null };
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
  /**
   * The shopper pays cash at pickup instead of the card the bank has not answered (decision 0078): only while the
   * order still awaits the bank, in one statement (so a callback or the sweeper in between wins, and this does
   * nothing). The order keeps its lines, total and units; the card's payment window and installment terms go.
   */
  async switchToCash(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({
        status: 'new',
        payment_type: 'cash',
        payment_expires_at: null,
        credit_card: null,
        credit_months: null,
        updated_at: at,
      })
      .where('id', '=', id)
      .where('status', '=', 'awaiting_payment')
      .where('paid', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async attempts(orderId: number): Promise<{ count: number; latestAt: string | null }> {
    const r = await this.db
      .selectFrom('payments')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest')])
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    return { count: Number(r?.n ?? 0), latestAt: (r?.latest as string | null | undefined) ?? null };
  }
}
