import type { Kysely, Selectable } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import type { DB, OrderNoteTable, OrderTable } from '../../db/schema.ts';

export type AdminOrderRow = Selectable<OrderTable>;
type OrderNoteRow = Selectable<OrderNoteTable>;

export type OrderSort = 'date' | 'total' | 'status';

/** The list's filters, already checked by the resource (a day as its ISO range, a mobile as digits). */
export interface OrderListFilter {
  q: string;
  /** the search text read as a phone (`phoneSearchDigits`): digits to find inside the stored mobile */
  qPhone?: string | null;
  status?: string;
  payment?: string;
  delivery?: string;
  day?: { from: string; to: string };
  /** placed at or after (ISO) */
  since?: string;
  /** placed before (ISO) */
  until?: string;
  number?: number;
  mobile?: string;
}

const SORT_COLUMN = { date: 'created_at', total: 'total', status: 'status' } as const;

/**
 * Orders as the back office reads them (the shop writes them: `modules/checkout`, `modules/orders`). Takes any
 * executor; status moves are not here but in `OrdersService.move`, the one place that moves an order.
 */
export class AdminOrdersRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private filtered(f: OrderListFilter) {
    let s = this.db.selectFrom('orders');
    if (f.status) s = s.where('status', '=', f.status);
    if (f.payment) s = s.where('payment_type', '=', f.payment);
    if (f.delivery) s = s.where('delivery_type', '=', f.delivery);
    if (f.day) s = s.where('created_at', '>=', f.day.from).where('created_at', '<', f.day.to);
    if (f.since) s = s.where('created_at', '>=', f.since);
    if (f.until) s = s.where('created_at', '<', f.until);
    if (f.number !== undefined) s = s.where('id', '=', f.number);
    if (f.mobile) s = s.where('mobile', 'like', `%${f.mobile}%`);
    if (f.q) {
      // a number is an order number or part of a mobile (typed in any spelling: `qPhone`); anything else a part of
      // the name or email (any case)
      const like = `%${f.q.toLowerCase().replace(/[%_\\]/g, '')}%`;
      const digits = /^\d{1,10}$/.test(f.q) ? Number(f.q) : null;
      s = s.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['full_name']), 'like', like),
          eb(eb.fn('lower', ['email']), 'like', like),
          eb('mobile', 'like', like),
          ...(f.qPhone ? [eb('mobile', 'like', `%${f.qPhone}%`)] : []),
          ...(digits !== null && digits <= 2_147_483_647 ? [eb('id', '=', digits)] : []),
        ]),
      );
    }
    return s;
  }

  async list(
    f: OrderListFilter,
    p: { sort: OrderSort; dir: 'asc' | 'desc'; limit: number; offset: number },
  ): Promise<{ rows: AdminOrderRow[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.filtered(f)
        .selectAll()
        .orderBy(SORT_COLUMN[p.sort], p.dir)
        .orderBy('id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * One page of the CSV export (ADM-22): the filtered orders newest first (by number) below `before` (0: from the
   * newest), only the columns the file has. Read page by page, so the export never holds every order.
   */
  exportPage(f: OrderListFilter, before: number, limit: number) {
    let s = this.filtered(f).select([
      'id',
      'created_at',
      'status',
      'full_name',
      'mobile',
      'email',
      'payment_type',
      'paid',
      'delivery_type',
      'total',
    ]);
    if (before > 0) s = s.where('id', '<', before);
    return s.orderBy('id', 'desc').limit(limit).execute();
  }

  byId(id: number): Promise<AdminOrderRow | undefined> {
    return this.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lines(orderId: number) {
    return this.db
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  events(orderId: number) {
    return this.db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  payments(orderId: number) {
    return this.db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  notes(orderId: number): Promise<OrderNoteRow[]> {
    return this.db.selectFrom('order_notes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
  }

  async addNote(n: { orderId: number; userId: number; userName: string; text: string; at: string }): Promise<number> {
    const row = await this.db
      .insertInto('order_notes')
      .values({ order_id: n.orderId, user_id: n.userId, user_name: n.userName, text: n.text, created_at: n.at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Names of the staff members in `actor`s like `staff:12` (the history shows who moved the order). */
  async staffNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`.trim()]));
  }

  /** The names of the order's city, district, place and branch in `lang` (null when not set or gone). */
  async placeNames(o: Pick<AdminOrderRow, 'city_id' | 'district_id' | 'place_id' | 'branch_id'>, lang: Lang) {
    const title = `title_${lang}` as const;
    const one = async (table: 'cities' | 'districts' | 'places' | 'branches', id: number | null) => {
      if (id === null) return null;
      const r = await this.db.selectFrom(table).select([title, 'title_az']).where('id', '=', id).executeTakeFirst();
      return r ? r[title] || r.title_az : null;
    };
    const branchAddress = async (id: number | null) => {
      if (id === null) return null;
      const r = await this.db
        .selectFrom('branches')
        .select([`address_${lang}` as const, 'address_az'])
        .where('id', '=', id)
        .executeTakeFirst();
      return r ? (r as Record<string, string>)[`address_${lang}`] || r.address_az : null;
    };
    const [city, district, place, branch, address] = await Promise.all([
      one('cities', o.city_id),
      one('districts', o.district_id),
      one('places', o.place_id),
      one('branches', o.branch_id),
      branchAddress(o.branch_id),
    ]);
    return { city, district, place, branch, branchAddress: address };
  }
}
