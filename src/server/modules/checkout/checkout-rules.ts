import type { CheckoutRequest } from '../../../domain/api/checkout.ts';
import { overQtyLimit } from '../../../domain/orders/limits.ts';
import type { CustomerFacts, PricingResult } from '../../../domain/pricing/types.ts';
import type { Config } from '../../config.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { fail, ok, type Failure, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { CategoryTree } from '../cart/cart.repo.ts';
import type { CartService, Quote } from '../cart/cart.service.ts';
import type { BranchSource, CheckoutContext, SavedAddresses } from './checkout-ports.ts';

/** The checkout's rules beyond the request's schema (CHK-1…CHK-15), and the price, in the unit of work given. */
export class CheckoutRules {
  constructor(
    private readonly deps: {
      cart: CartService;
      branches: BranchSource;
      addresses: SavedAddresses;
      config: Pick<Config, 'business' | 'orderLimits'>;
    },
  ) {}

  /**
   * A saved address chosen at checkout (`isMyAddress` with `myAddress`, CHK-1, CHK-15) fills city, district, place and
   * address from the customer's own row. A guest gets the field error with the others (`check`); a customer naming
   * an address that is not one of theirs (another customer's, or one removed) is told so, and one with no saved
   * address at all too.
   */
  async withSavedAddress(
    input: CheckoutRequest,
    ctx: CheckoutContext,
    uow: UnitOfWork | null,
  ): Promise<Result<CheckoutRequest>> {
    if (!input.isMyAddress || input.delivery !== 'delivery') return ok(input);
    if (!ctx.customer) return ok({ ...input, place: null });
    const saved = await this.deps.addresses.address(uow, ctx.customer.userId, input.myAddress ?? null);
    if (!saved)
      return fail('invalid', 'validation.failed', {
        myAddress: input.myAddress ? 'orders.error.notYourAddress' : 'orders.error.noAddressSaved',
      });
    return ok({
      ...input,
      city: saved.cityId,
      district: saved.districtId,
      place: saved.placeId,
      address: saved.address,
    });
  }

  /**
   * Every rule beyond the schema, and the price: terms, delivery and pickup fields, cash only at pickup, the
   * installment card and months the engine allows, a cart that can be bought as it stands. Read through `uow`. In the
   * placing transaction (`placing`: the category tree read before it, the buyer's history read in it) the pickup
   * branch is not read: the stock take is its check — units only at an active branch (decision 0095) —, a round trip
   * less per order; the request that sends the code reads it, so the shopper hears of a closed branch first.
   */
  async check(
    input: CheckoutRequest,
    uow: UnitOfWork,
    customerId: number | null,
    placing?: { tree: CategoryTree; history: { facts(mobile: string | null): Promise<CustomerFacts> } },
  ): Promise<Result<Quote>> {
    const errors: FieldErrors = {};
    const { business } = this.deps.config;
    if (input.source === 'checkout' && input.terms !== true) errors.terms = 'validation.required';
    // at most ORDER_MAX_QTY_PER_PRODUCT units of one product in one order (decision 0062), on the line
    const { maxQtyPerProduct } = this.deps.config.orderLimits;
    for (const i of overQtyLimit(input.cart, maxQtyPerProduct)) errors[`cart.${i}.qty`] = 'orders.error.maxQty';
    if (!business.deliveryTypes.includes(input.delivery)) errors.delivery = 'cart.error.deliveryType';
    if (!business.paymentTypes.includes(input.payment)) errors.payment = 'cart.error.paymentType';
    if ((input.isMyAddress || input.myAddress) && input.delivery === 'delivery' && !input.place)
      errors.myAddress = 'orders.error.noSavedAddresses';
    if (input.delivery === 'delivery') {
      for (const f of ['city', 'district', 'place', 'address'] as const)
        if (!input[f]) errors[f] = 'validation.required';
      if (input.payment === 'cash') errors.payment = 'orders.error.cashOnlyPickup';
    } else {
      if (!input.branch) errors.branch = 'validation.required';
      else if (!placing && !(await this.branchExists(uow, input.branch))) errors.branch = 'validation.invalidValue';
      // a gift is delivered to someone else's address: with pickup there is no delivery to send it to (decision 0057)
      if (input.gift) errors.gift = 'checkout.errors.giftPickup';
    }
    if (input.payment === 'installment') {
      if (!input.creditCard) errors.creditCard = 'validation.required';
      if (!input.creditMonth) errors.creditMonth = 'validation.required';
    }
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors, { count: maxQtyPerProduct });

    const quoted = await this.deps.cart.quote(
      {
        cart: input.cart,
        // an order never carries a size its product does not come in (decision 0065)
        foreignSizes: 'refuse',
        lang: input.lang,
        mobile: input.mobile,
        city: input.delivery === 'delivery' ? input.city : null,
        district: input.delivery === 'delivery' ? input.district : null,
        place: input.delivery === 'delivery' ? input.place : null,
        delivery: input.delivery,
        payment: input.payment,
        promoCode: input.promoCode,
        // an order's reward code works for its mobile or its customer's account (decision 0027)
        customerId,
      },
      uow,
      placing?.history,
      placing?.tree,
    );
    if (!quoted.ok) return quoted;
    const r = quoted.data.priced;
    const problem = this.problem(r, input);
    return problem ?? quoted;
  }

  /** An active pickup branch with this id. */
  branchExists(uow: UnitOfWork, id: number): Promise<boolean> {
    return this.deps.branches.branchExists(uow, id);
  }

  /** Why a priced cart cannot become an order as it stands (the shopper must look at the cart again). */
  private problem(r: PricingResult, input: CheckoutRequest): Failure | null {
    if (r.removeProducts.length) return fail('conflict', 'orders.error.productsGone');
    if (r.summary.error === 'cart.error.sold') return fail('conflict', 'cart.error.sold');
    const reduced = r.items.find((l) => l.problem === 'qtyReduced' && l.giftOf === null);
    if (reduced) return fail('conflict', 'orders.error.qtyChanged', undefined, { qty: reduced.qty });
    if (input.promoCode?.trim() && r.promoCodeMessage?.type === 'error')
      return fail('invalid', 'validation.failed', { promoCode: r.promoCodeMessage.key }, r.promoCodeMessage.vars);
    if (input.payment === 'installment') {
      const months = r.installmentMonths[input.creditCard ?? ''];
      if (!r.isInstallment || !months)
        return fail('invalid', 'validation.failed', { creditCard: 'cart.error.installment' });
      if (!months.includes(input.creditMonth ?? 0))
        return fail('invalid', 'validation.failed', { creditMonth: 'orders.error.installmentMonths' });
    }
    if (r.summary.error) return fail('conflict', r.summary.error);
    return null;
  }
}
