import type { Selectable } from 'kysely';
import type { OrderLineTable, OrderTable } from '../../db/schema.ts';
import type { OrderStatus } from '../../../domain/orders/status.ts';
import type { ClaimedSmsValues } from '../sms/sms.repo.ts';

/** An order with every column given (all but its id): what `OrdersRepo.place` writes. */
// the refund counters (migration 0034) start at their defaults
export type PlacedOrder = Omit<Selectable<OrderTable>, 'id' | 'refunded' | 'cash_refunded'>;
/** An order line with every column given (all but its id and order): what `OrdersRepo.place` writes. */
export type PlacedOrderLine = Omit<Selectable<OrderLineTable>, 'id' | 'order_id' | 'refunded_qty' | 'restocked_qty'>;
/** The first line of an order's history. */
export interface FirstEvent {
  to: OrderStatus;
  actor: string;
  note: string | null;
}

/**
 * An idempotency key claimed by the statement that writes the order (PostgreSQL, decision 0089): its stored reply is
 * `replyHead`, the new order's id, `replyTail` (the reply names the order, whose id the statement makes).
 */
export interface KeyClaim {
  operation: string;
  key: string;
  requestHash: string;
  replyHead: string;
  replyTail: string;
  at: string;
}

/**
 * The placed order's SMS written by the statement that writes the order (PostgreSQL, decision 0095): a claimed outbox
 * row's columns (the SMS module's, `claimedDraft`) and its body in parts, joined by the new order's id.
 */
export interface TextClaim {
  values: ClaimedSmsValues;
  bodyParts: readonly string[];
}
