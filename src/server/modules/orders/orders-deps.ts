import type { Kysely } from 'kysely';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../domain/i18n.ts';
import { countsAsPurchase, isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../domain/orders/status.ts';
import type { Config } from '../../config.ts';
import type { DB } from '../../db/schema.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { CardSource } from '../cart/cart.service.ts';
import type { PromoCodesService } from '../cart/promo-codes.service.ts';
import type { StockService } from '../catalog/stock.service.ts';
import type { ClaimedSmsValues, SmsRow } from '../sms/sms.repo.ts';
import type { OrderRow } from './orders.repo.ts';

/** What the orders module needs of the SMS module: a row in the outbox in the caller's unit of work, delivery after it. */
export interface OrderTexts {
  enqueue(executor: Kysely<DB> | UnitOfWork, msg: { mobile: string; purpose: string; body: string }): Promise<number>;
  deliver(ids: readonly number[]): Promise<unknown>;
  /** a row written already claimed for its first send (the placed order's SMS, decision 0069), sent after the commit */
  enqueueClaimed(
    executor: Kysely<DB> | UnitOfWork,
    msg: { mobile: string; purpose: string; body: string },
  ): Promise<ClaimedText>;
  deliverClaimed(rows: readonly ClaimedText[]): Promise<unknown>;
  /** a claimed row for the order's own statement to write (PostgreSQL, decision 0095): its columns but the body */
  claimedDraft(msg: { mobile: string; purpose: string }): {
    values: ClaimedSmsValues;
    written(id: number, body: string): ClaimedText;
  };
  /** a row about an order, once per order and purpose (a status notice, decision 0083); sent by the outbox job */
  enqueueOnce(
    executor: Kysely<DB> | UnitOfWork,
    msg: { mobile: string; purpose: string; body: string; orderId: number },
  ): Promise<number | null>;
}

/** What the orders module needs of the email module: an order's email row in the caller's unit of work (decision 0077). */
export interface OrderEmailOutbox {
  enqueueForOrder(
    executor: Kysely<DB> | UnitOfWork,
    msg: { to: string; purpose: string; orderId: number },
  ): Promise<unknown>;
  /** an order's message composed by the caller, once per order and purpose (a status notice, decision 0083) */
  enqueueOnce(
    executor: Kysely<DB> | UnitOfWork,
    msg: { to: string; purpose: string; orderId: number; subject: string; text: string },
  ): Promise<unknown>;
}

/** An outbox row claimed by the transaction that wrote it (`OrderTexts.enqueueClaimed`); sent after its commit. */
export type ClaimedText = SmsRow;

/** Who moves an order: the shopper's checkout, the bank, the sweeper, or a member of staff (`staff:<id>`). */
export type Actor = 'customer' | 'gateway' | 'sweeper' | `staff:${number}`;

/** What the orders module is built with (services.ts): the one wiring style — connection, settings, collaborators. */
export interface OrdersDeps {
  connection: TransactionalConnection;
  i18n: I18n;
  config: Pick<Config, 'orderReward' | 'orderLimits' | 'payments'> & {
    business: Pick<Config['business'], 'paymentTypes' | 'deliveryTypes'>;
  };
  texts: OrderTexts;
  /** the order's confirmation email (ORD-7) */
  emails: OrderEmailOutbox;
  /** the shop's public address (links in the order's SMS and email) and name */
  site: { origin: string; title: string };
  stock: StockService;
  promoCodes: PromoCodesService;
  /** the catalogue's cards: the order page's pictures and links (null in tests that need none) */
  catalog: CardSource | null;
  now: () => Date;
}

export const PURCHASE_STATUSES = ORDER_STATUSES.filter(countsAsPurchase);
export const statusOf = (row: Pick<OrderRow, 'status'>): OrderStatus =>
  isOrderStatus(row.status) ? row.status : 'new';
export const langOf = (row: Pick<OrderRow, 'lang'>): Lang =>
  (LANGS as readonly string[]).includes(row.lang) ? (row.lang as Lang) : DEFAULT_LANG;
