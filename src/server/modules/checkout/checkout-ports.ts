import type { Kysely } from 'kysely';
import type { GatewayForm } from '../../../domain/api/checkout.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { DB } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { Result } from '../../platform/errors.ts';
import type { OrdersService } from '../orders/orders.service.ts';

/** What checkout needs of the one-time codes (modules/otp). */
export interface OneTimeCodes {
  issue(input: {
    purpose: string;
    mobile: string;
    clientIp: string | null;
    lang: Lang;
  }): Promise<Result<{ token: string; resendInSeconds: number; expiresInSeconds: number }>>;
  /** inside the order's transaction, with no read first: confirms and uses up the open challenge if `code` is its code */
  consumeCode(
    executor: Kysely<DB> | UnitOfWork,
    input: { token: string; code: string; mobile: string; purpose: string },
    alsoReturn?: ReturnType<OrdersService['buyerLocks']>,
  ): Promise<boolean>;
  /** why a code could not be spent: a wrong one uses up an attempt (written at once); for the right one nothing is written */
  verify(input: {
    token: string;
    code: string;
    mobile: string;
    purpose: string;
  }): Promise<
    | { ok: true }
    | { ok: false; reason: 'wrong'; attemptsLeft: number }
    | { ok: false; reason: 'tooMany' }
    | { ok: false; reason: 'expired' }
  >;
}

/** What checkout needs of the payments module: a signed form for the bank. */
export interface PaymentStarter {
  start(
    order: {
      id: number;
      total: number;
      kind: 'card' | 'installment';
      creditCard: string | null;
      creditMonths: number | null;
      email: string | null;
      lang: Lang;
      description: string;
    },
    shopOrigin: string,
  ): Promise<Result<{ next: 'azericard'; azericard: GatewayForm; testGateway: boolean }>>;
}

/** Where checkout reads branches from (modules/places), in its unit of work. */
export interface BranchSource {
  branchExists(uow: UnitOfWork, id: number): Promise<boolean>;
}

/** A customer's saved address (modules/cabinet), read in the unit of work given. */
export interface SavedAddresses {
  address(
    uow: UnitOfWork | null,
    userId: number,
    id: number | null,
  ): Promise<{ cityId: number; districtId: number | null; placeId: number | null; address: string } | null>;
}

export interface CheckoutContext {
  /** the client's `Idempotency-Key` header */
  idempotencyKey: string | null;
  clientIp: string | null;
  /** the shop's origin for the bank's return address (`https://shop.az`) */
  origin: string;
  /** the signed-in customer (their orders, saved addresses, confirmed mobile), or null for a guest */
  customer?: { userId: number; mobile: string } | null;
  /** the browser's order cookie (decision 0057): the order keeps its hash, and shows its owner's details to it */
  buyerKey?: string | null;
}

/** What "pay again" is told (decision 0057). */
export interface PayAgainContext {
  idempotencyKey: string | null;
  origin: string;
}
