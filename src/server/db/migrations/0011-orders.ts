import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';

/**
 * Checkout and orders (CHK-10, decisions 0025–0028):
 * - `orders` with the customer, delivery and payment choices, the summary of the moment it was placed, a random
 *   token for the order page, and the payment deadline the sweeper watches; `order_lines` with the prices of that
 *   moment; `order_events` — every status change, who made it and why (the staff's history of an order);
 * - `payments`: one row per attempt at the bank (provider, amount, result, card), `payment_nonces` for replay
 *   protection of the gateway's callbacks;
 * - `otp_challenges`: one-time codes, hashed, with attempts, expiry and resend time;
 * - `sms_outbox`: every SMS the shop sends, with its delivery state (the default driver only records it);
 * - `idempotency_keys`: the reply to an order-changing request, by client key;
 * - `job_leases`: periodic jobs run once across processes (SQLite has no advisory locks).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await withId(db.schema.createTable('orders'), dialect)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer')
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('AZ'))
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('district_id', 'integer')
    .addColumn('place_id', 'integer')
    .addColumn('branch_id', 'integer')
    .addColumn('address', 'text')
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('credit_card', 'text')
    .addColumn('credit_months', 'integer')
    .addColumn('gift_first_name', 'text')
    .addColumn('gift_last_name', 'text')
    .addColumn('gift_mobile', 'text')
    .addColumn('gift_note', 'text')
    .addColumn('promo_code_id', 'integer')
    .addColumn('promo_code', 'text')
    .addColumn('sub_total', 'integer', (c) => c.notNull())
    .addColumn('campaign_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('basket_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('same_category_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cash_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('new_customer_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('loyalty_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('promo_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('loyalty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupons', 'integer', (c) => c.notNull().defaultTo(0))
    // the code this order earned for the next one (decision 0027)
    .addColumn('reward_code_id', 'integer')
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_at', 'text')
    // card/installment: when an unpaid order gives its stock back (PAYMENT_TIMEOUT_MINUTES)
    .addColumn('payment_expires_at', 'text')
    // 1 while the order holds its units; 0 once cancelled/expired and the stock went back
    .addColumn('holds_stock', 'integer', (c) => c.notNull().defaultTo(1))
    // first time the confirmation page was shown (the purchase event is sent once)
    .addColumn('opened_at', 'text')
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_mobile').on('orders').columns(['mobile', 'status']).execute();
  await db.schema.createIndex('orders_customer').on('orders').columns(['customer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_payment_due').on('orders').columns(['status', 'payment_expires_at']).execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at']).execute();

  await withId(db.schema.createTable('order_lines'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('size', 'text')
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('unit_price_old', 'integer')
    .addColumn('line_total', 'integer', (c) => c.notNull())
    .addColumn('campaign_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('basket_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('same_category_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cash_discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payable', 'integer', (c) => c.notNull())
    .addColumn('gift_of', 'integer')
    .addColumn('coupons', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id', 'position']).execute();

  await withId(db.schema.createTable('order_events'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    // 'customer' | 'gateway' | 'sweeper' | 'staff:<id>'
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute();

  await withId(db.schema.createTable('payments'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // the ORDER field sent to the bank: unique per attempt
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'card' | 'installment'
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    // 'pending' | 'approved' | 'declined' | 'expired'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rc', 'text')
    .addColumn('action', 'text')
    .addColumn('approval', 'text')
    .addColumn('rrn', 'text')
    .addColumn('int_ref', 'text')
    .addColumn('card_masked', 'text')
    .addColumn('card_name', 'text')
    .addColumn('credit_card', 'text')
    .addColumn('credit_months', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id']).execute();

  await db.schema
    .createTable('payment_nonces')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_nonces_pk', ['provider', 'nonce'])
    .execute();

  await withId(db.schema.createTable('otp_challenges'), dialect)
    // sha-256 of the token the client holds (the token itself is never stored)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    // HMAC of the code with the shop's secret
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('client_ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('consumed_at', 'text')
    .execute();
  await db.schema.createIndex('otp_challenges_mobile').on('otp_challenges').columns(['mobile', 'sent_at']).execute();
  await db.schema.createIndex('otp_challenges_ip').on('otp_challenges').columns(['client_ip', 'sent_at']).execute();

  await withId(db.schema.createTable('sms_outbox'), dialect)
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull()) // 'otp' | 'order' | …
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('driver', 'text', (c) => c.notNull())
    // 'queued' | 'sent' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('provider_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('sms_outbox_status').on('sms_outbox').columns(['status', 'id']).execute();
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'id']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('operation', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('reply', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['operation', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').columns(['created_at']).execute();

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}
