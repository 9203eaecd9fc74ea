import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import { precompiled } from '../../db/precompiled.ts';
import type { DB } from '../../db/schema.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';

/** Advisory-lock namespaces (the first key of `pg_advisory_xact_lock(int, int)`): placements per mobile, per customer account. */
const LOCK_MOBILE = 62_001;
const LOCK_CUSTOMER = 62_002;

/**
 * What the placement asks about a buyer (a mobile, a customer account): their locks, their open unpaid orders (decision
 * 0062) and their purchase facts for the pricing engine (decision 0023). Takes any executor.
 */
export class BuyerFactsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    /** 'postgres': the buyer's advisory locks (SQLite's write transactions are serial already) */
    private readonly dialect: Dialect = 'sqlite',
  ) {}

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
  ): Promise<{ byMobile: number; byCustomer: number; loyal: boolean; hasPurchase: boolean; blocked: boolean }> {
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
      blocked: Boolean(row.blocked),
    };
  }

  /** Does this mobile belong to an account staff blocked (ADM-26, decision 0082)? Read through the unique mobile index. */
  async blockedMobile(mobile: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .where('blocked_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
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
      // a mobile of an account staff blocked orders nothing (ADM-26, decision 0082)
      eb
        .exists(eb.selectFrom('users').select('id').where('mobile', '=', v.mobile).where('blocked_at', 'is not', null))
        .as('blocked'),
    ]),
);
