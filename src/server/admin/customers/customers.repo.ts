import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UserTable } from '../../db/schema.ts';

/** The list's filters, already checked by the resource (the search text read as a phone: `qPhone`). */
export interface CustomerListFilter {
  q: string;
  /** the search text read as a mobile in any spelling (`phoneSearchDigits`): digits to find inside the stored mobile */
  qPhone?: string | null;
  hasOrders?: boolean;
  loyal?: boolean;
  consent?: boolean;
  blocked?: boolean;
}

export type CustomerSort = 'created_at' | 'orders_total';

/** Orders that count in a customer's orders total: every order but the cancelled and the failed ones. */
export const NOT_COUNTED = ['cancelled', 'payment_failed'] as const;

export type CustomerRow = Pick<
  Selectable<UserTable>,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'mobile'
  | 'mobile_verified_at'
  | 'gender'
  | 'birthday'
  | 'marketing_consent'
  | 'notification_consent'
  | 'loyal'
  | 'active'
  | 'lang'
  | 'created_at'
  | 'updated_at'
  | 'last_login_at'
  | 'blocked_at'
  | 'blocked_reason'
  | 'staff_notes'
>;

const COLUMNS = [
  'users.id',
  'users.first_name',
  'users.last_name',
  'users.email',
  'users.mobile',
  'users.mobile_verified_at',
  'users.gender',
  'users.birthday',
  'users.marketing_consent',
  'users.notification_consent',
  'users.loyal',
  'users.active',
  'users.lang',
  'users.created_at',
  'users.updated_at',
  'users.last_login_at',
  'users.blocked_at',
  'users.blocked_reason',
  'users.staff_notes',
] as const;

/**
 * Customers as the back office reads and changes them (ADM-18, ADM-25, ADM-26, decision 0082): shop accounts without a staff
 * role (staff accounts are the Staff screen's). Takes any executor (a write's transaction for the blocks).
 */
export class AdminCustomersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(f: CustomerListFilter) {
    let s = this.db.selectFrom('users').where('users.roles', '=', '[]');
    if (f.q) {
      const like = `%${f.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', [sql<string>`users.first_name || ' ' || users.last_name`]), 'like', like),
          eb(eb.fn('lower', ['users.last_name']), 'like', like),
          eb('users.email_key', 'like', like),
          eb('users.mobile', 'like', like),
          ...(f.qPhone ? [eb('users.mobile', 'like', `%${f.qPhone}%`)] : []),
        ]),
      );
    }
    if (f.hasOrders !== undefined) {
      const has = f.hasOrders;
      s = s.where((eb) => {
        const any = eb.exists(
          eb.selectFrom('orders').select('orders.id').whereRef('orders.customer_id', '=', 'users.id'),
        );
        return has ? any : eb.not(any);
      });
    }
    if (f.loyal !== undefined) s = s.where('users.loyal', '=', f.loyal ? 1 : 0);
    if (f.consent !== undefined) s = s.where('users.marketing_consent', '=', f.consent ? 1 : 0);
    if (f.blocked !== undefined) s = s.where('users.blocked_at', f.blocked ? 'is not' : 'is', null);
    return s;
  }

  async list(
    f: CustomerListFilter,
    p: { sort: CustomerSort; dir: 'asc' | 'desc'; limit: number; offset: number },
  ): Promise<{ rows: (CustomerRow & { orders_count: number; orders_total: number })[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(f)
        .select(COLUMNS)
        .select((eb) => [
          eb
            .selectFrom('orders')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('orders.customer_id', '=', 'users.id')
            .as('orders_count'),
          eb
            .selectFrom('orders')
            .select((o) => o.fn.coalesce(o.fn.sum<number>('orders.total'), o.lit(0)).as('t'))
            .whereRef('orders.customer_id', '=', 'users.id')
            .where('orders.status', 'not in', [...NOT_COUNTED])
            .as('orders_total'),
        ])
        .orderBy(p.sort === 'orders_total' ? 'orders_total' : 'users.created_at', p.dir)
        .orderBy('users.id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({
        ...r,
        orders_count: Number(r.orders_count ?? 0),
        orders_total: Number(r.orders_total ?? 0),
      })),
      total: Number(count.n),
    };
  }

  /** A customer (an account without a staff role), or undefined. */
  byId(id: number): Promise<CustomerRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(COLUMNS)
      .where('users.id', '=', id)
      .where('users.roles', '=', '[]')
      .executeTakeFirst();
  }

  addresses(userId: number) {
    return this.db
      .selectFrom('addresses as a')
      .leftJoin('cities as c', 'c.id', 'a.city_id')
      .leftJoin('districts as d', 'd.id', 'a.district_id')
      .leftJoin('places as p', 'p.id', 'a.place_id')
      .select([
        'a.id',
        'a.title',
        'a.address',
        'a.selected',
        'c.title_az as city_az',
        'c.title_ru as city_ru',
        'c.title_en as city_en',
        'd.title_az as district_az',
        'd.title_ru as district_ru',
        'd.title_en as district_en',
        'p.title_az as place_az',
        'p.title_ru as place_ru',
        'p.title_en as place_en',
      ])
      .where('a.user_id', '=', userId)
      .orderBy('a.id')
      .execute();
  }

  /** The customer's newest orders (at most 100). */
  orders(userId: number) {
    return this.db
      .selectFrom('orders')
      .select(['id', 'created_at', 'status', 'total', 'paid', 'payment_type', 'delivery_type'])
      .where('customer_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  }

  /** What the customer keeps in the cart and the wish list, with the products' titles and paths. */
  listItems(userId: number) {
    return this.db
      .selectFrom('user_list_items as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'l.list',
        'l.product_id',
        'l.size',
        'l.qty',
        'l.created_at',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
        'p.sku',
        'p.price',
      ])
      .where('l.user_id', '=', userId)
      .where('l.list', 'in', ['cart', 'wish'])
      .orderBy('l.list')
      .orderBy('l.created_at')
      .execute();
  }

  /** The reward codes the customer's orders earned (promo codes owned by the account). */
  rewardCodes(userId: number) {
    return this.db
      .selectFrom('promo_codes')
      .select(['id', 'code', 'kind', 'value', 'active', 'used', 'ends_at', 'created_at'])
      .where('owner_customer_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
  }

  /** The back office's trail rows about this customer, newest first. */
  audit(userId: number) {
    return this.db
      .selectFrom('audit_log')
      .select(['id', 'at', 'user_name', 'action', 'summary'])
      .where('entity', '=', 'customers')
      .where('entity_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
  }

  async setNotes(id: number, notes: string, at: string): Promise<void> {
    await this.db.updateTable('users').set({ staff_notes: notes, updated_at: at }).where('id', '=', id).execute();
  }

  /**
   * Blocks an active, not yet blocked customer (a conditional update: true when this call blocked it). The account is
   * made inactive too, so every check of an active account (a live login, a refresh, a password reset) refuses it.
   */
  async block(id: number, reason: string, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('users')
      .set({ blocked_at: at, blocked_reason: reason, active: 0, updated_at: at })
      .where('id', '=', id)
      .where('roles', '=', '[]')
      .where('active', '=', 1)
      .where('blocked_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Unblocks a blocked customer (true when this call unblocked it). */
  async unblock(id: number, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('users')
      .set({ blocked_at: null, blocked_reason: null, active: 1, updated_at: at })
      .where('id', '=', id)
      .where('roles', '=', '[]')
      .where('blocked_at', 'is not', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
