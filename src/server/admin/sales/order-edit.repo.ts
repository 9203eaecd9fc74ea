import type { Kysely } from 'kysely';
import { EDITABLE_STATUSES } from '../../../domain/orders/order-edit.ts';
import type { DB } from '../../db/schema.ts';
import type { NewOrderLine } from '../../modules/orders/orders.repo.ts';

/** The order's new figures and place after an edit (decision 0088). */
export interface EditedOrder {
  sub_total: number;
  campaign_discount: number;
  basket_discount: number;
  same_category_discount: number;
  cash_discount: number;
  new_customer_discount: number;
  loyalty_discount: number;
  promo_discount: number;
  delivery_price: number;
  total: number;
  coupons: number;
  city_id: number | null;
  district_id: number | null;
  place_id: number | null;
  address: string | null;
  branch_id: number | null;
}

/** The writes of an order edit (ADM-19, decision 0088), in the edit's transaction. */
export class OrderEditRepo {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * The order's new figures, only if it is still the version the dialog read (`updated_at`), still editable and
   * still holds its stock with nothing refunded: false when another change came first.
   */
  async update(id: number, version: string, row: EditedOrder, at: string): Promise<boolean> {
    const r = await this.db
      .updateTable('orders')
      .set({ ...row, updated_at: at })
      .where('id', '=', id)
      .where('updated_at', '=', version)
      .where('status', 'in', EDITABLE_STATUSES)
      .where('holds_stock', '=', 1)
      .where('refunded', '=', 0)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** The order's lines replaced by the repriced ones (no refund points at them: an order with a refund is not edited). */
  async replaceLines(orderId: number, lines: readonly NewOrderLine[]): Promise<void> {
    await this.db.deleteFrom('order_lines').where('order_id', '=', orderId).execute();
    if (lines.length)
      await this.db
        .insertInto('order_lines')
        .values(lines.map((l) => ({ ...l, order_id: orderId })))
        .execute();
  }

  /** The pickup branches the Edit dialog offers, in `lang`. */
  async branches(lang: 'az' | 'ru' | 'en'): Promise<{ id: number; title: string }[]> {
    const rows = await this.db
      .selectFrom('branches')
      .select(['id', 'title_az', 'title_ru', 'title_en'])
      .where('active', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map((b) => ({ id: b.id, title: b[`title_${lang}`] || b.title_az }));
  }

  async branchExists(id: number): Promise<boolean> {
    const r = await this.db
      .selectFrom('branches')
      .select('id')
      .where('id', '=', id)
      .where('active', '=', 1)
      .executeTakeFirst();
    return r !== undefined;
  }
}
