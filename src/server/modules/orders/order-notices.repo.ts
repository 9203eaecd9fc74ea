import type { Kysely, Selectable } from 'kysely';
import type { DB, OrderNoticeTable } from '../../db/schema.ts';

export type OrderNoticeRow = Selectable<OrderNoticeTable>;

/** A notice's texts as staff save them (every language of the subject and the SMS text). */
export type OrderNoticeTexts = Omit<OrderNoticeRow, 'id' | 'move' | 'updated_at'>;

/** `order_notices` (migration 0033, decision 0083): the texts of the customer's notices of status moves. */
export class OrderNoticesRepo {
  constructor(private readonly db: Kysely<DB>) {}

  all(): Promise<OrderNoticeRow[]> {
    return this.db.selectFrom('order_notices').selectAll().orderBy('id').execute();
  }

  byId(id: number): Promise<OrderNoticeRow | undefined> {
    return this.db.selectFrom('order_notices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byMove(move: string): Promise<OrderNoticeRow | undefined> {
    return this.db.selectFrom('order_notices').selectAll().where('move', '=', move).executeTakeFirst();
  }

  async update(id: number, texts: OrderNoticeTexts, at: string): Promise<void> {
    await this.db
      .updateTable('order_notices')
      .set({ ...texts, updated_at: at })
      .where('id', '=', id)
      .execute();
  }
}
