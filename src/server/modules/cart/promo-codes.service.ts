import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { PromoUsesRepo } from './promo-uses.repo.ts';

/**
 * A promo code's uses (CART-20), for the modules that spend them: the checkout spends one inside the order's
 * transaction, the orders module gives it back when the order does not happen and takes it again for a late payment.
 * Always in the caller's unit of work.
 */
export class PromoCodesService {
  spend(uow: UnitOfWork, code: string, mobile: string, orderId: number, at: string) {
    return uow.repo(PromoUsesRepo).spend(code, mobile, orderId, at);
  }

  giveBack(uow: UnitOfWork, orderId: number): Promise<boolean> {
    return uow.repo(PromoUsesRepo).giveBack(orderId);
  }

  retake(uow: UnitOfWork, promoCodeId: number, mobile: string, orderId: number, at: string) {
    return uow.repo(PromoUsesRepo).retake(promoCodeId, mobile, orderId, at);
  }
}
