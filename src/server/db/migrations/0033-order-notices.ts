import type { Kysely } from 'kysely';

/** The texts each move starts with (ADM-21, decision 0083): staff edit them in the back office. */
const DEFAULTS = [
  {
    id: 1,
    move: 'ready_for_pickup',
    subject_az: 'Sifariş №{number} götürülməyə hazırdır',
    subject_ru: 'Заказ №{number} готов к выдаче',
    subject_en: 'Order #{number} is ready for pickup',
    text_az:
      'Sifarişiniz №{number} hazırdır, onu {branch} filialından götürə bilərsiniz. Məbləğ: {total}. Ətraflı: {link}',
    text_ru: 'Ваш заказ №{number} готов, его можно забрать в филиале {branch}. Сумма: {total}. Подробнее: {link}',
    text_en: 'Your order #{number} is ready for pickup at {branch}. Total: {total}. Details: {link}',
  },
  {
    id: 2,
    move: 'shipped',
    subject_az: 'Sifariş №{number} yoldadır',
    subject_ru: 'Заказ №{number} в пути',
    subject_en: 'Order #{number} is on its way',
    text_az:
      'Sifarişiniz №{number} yola salındı, kuryer tezliklə sizinlə əlaqə saxlayacaq. Məbləğ: {total}. Ətraflı: {link}',
    text_ru: 'Ваш заказ №{number} передан в доставку, курьер скоро свяжется с вами. Сумма: {total}. Подробнее: {link}',
    text_en: 'Your order #{number} is on its way; the courier will call you soon. Total: {total}. Details: {link}',
  },
  {
    id: 3,
    move: 'delivered',
    subject_az: 'Sifariş №{number} təhvil verildi',
    subject_ru: 'Заказ №{number} вручён',
    subject_en: 'Order #{number} has been delivered',
    text_az: 'Sifarişiniz №{number} təhvil verildi. Bizi seçdiyiniz üçün təşəkkür edirik! {link}',
    text_ru: 'Ваш заказ №{number} вручён. Спасибо, что выбрали нас! {link}',
    text_en: 'Your order #{number} has been delivered. Thank you for shopping with us! {link}',
  },
  {
    id: 4,
    move: 'cancelled',
    subject_az: 'Sifariş №{number} ləğv edildi',
    subject_ru: 'Заказ №{number} отменён',
    subject_en: 'Order #{number} has been cancelled',
    text_az: 'Sifarişiniz №{number} ləğv edildi. Sualınız varsa, bizə zəng edin. Ətraflı: {link}',
    text_ru: 'Ваш заказ №{number} отменён. Если у вас есть вопросы, позвоните нам. Подробнее: {link}',
    text_en: 'Your order #{number} has been cancelled. If you have any questions, please call us. Details: {link}',
  },
];

/**
 * Customer notices of status moves (ADM-21, decision 0083):
 * - `order_notices`: one row per move told (ready for pickup, shipped, delivered, cancelled) with its SMS text and
 *   email subject per language, seeded with the defaults above; staff edit them (versioned through the audit trail);
 * - `sms_outbox.order_id` with a unique index on `(order_id, purpose)`, as `email_outbox` has (migration 0030): a
 *   move's SMS is written with `ON CONFLICT DO NOTHING`, so it is queued once per order and move whichever instance
 *   or retry writes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  let t = db.schema
    .createTable('order_notices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('move', 'text', (c) => c.notNull().unique());
  for (const f of ['subject_az', 'subject_ru', 'subject_en', 'text_az', 'text_ru', 'text_en'])
    t = t.addColumn(f, 'text', (c) => c.notNull().defaultTo(''));
  await t.addColumn('updated_at', 'text').execute();
  await db.insertInto('order_notices').values(DEFAULTS).execute();
  await db.schema.alterTable('sms_outbox').addColumn('order_id', 'integer').execute();
  await db.schema.createIndex('sms_outbox_order').on('sms_outbox').columns(['order_id', 'purpose']).unique().execute();
}
