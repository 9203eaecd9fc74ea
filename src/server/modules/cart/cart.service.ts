import type { CartLineView, CartReply, CartSummaryRequest } from '../../../domain/api/cart.ts';
import type { ProductCard } from '../../../domain/catalog.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import { allowedMonths } from '../../../domain/installments.ts';
import { MAX_CART_LINES } from '../../../domain/lists/guest-lists.ts';
import { NO_SIZES, sizeFault } from '../../../domain/lists/sizes.ts';
import { formatMoney, type Qepik } from '../../../domain/money.ts';
import { priceCart } from '../../../domain/pricing/engine.ts';
import { promoStaysWithCart } from '../../../domain/pricing/promo.ts';
import type { CustomerFacts, PricingResult, PricingSettings } from '../../../domain/pricing/types.ts';
import type { Config } from '../../config.ts';
import { fail, ok, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import { CartPromosRepo } from './cart-promos.repo.ts';
import { CartRepo, type CategoryTree, type LabelledProduct, type PlaceFacts } from './cart.repo.ts';

/** What the cart needs of the catalogue: product cards in the shopper's language. */
export interface CardSource {
  cards(lang: Lang, ids: number[]): Promise<ProductCard[]>;
}

/** Where pricing reads the category tree (the catalogue index: read once per process, kept fresh by its feed). */
interface CategoryTreeSource {
  categoryTree(): Promise<CategoryTree>;
}

/**
 * Order history of a mobile number (new-customer and loyalty discounts, decision 0023). The orders module
 * (checkout issue) and accounts answer it; until orders exist no mobile has a completed order.
 */
interface CustomerHistory {
  facts(mobile: string | null): Promise<CustomerFacts>;
}
const NO_ORDERS_YET: CustomerHistory = {
  facts: async (mobile) => ({ mobile, loyal: false, hasCompletedOrder: false }),
};

/**
 * `customerId`: the signed-in customer (set by the server, never by the client): a reward code bound to the account
 * works with any mobile. `foreignSizes`: a line whose size is not one of its product's own (decision 0065) is left out
 * of a cart being read (a stored cart: the guest's cookie, the account's rows), or refused as a field error
 * (`cart.N.size`) by a cart about to become an order.
 */
type SummaryInput = CartSummaryRequest & {
  lang?: Lang;
  customerId?: number | null;
  foreignSizes?: 'drop' | 'refuse';
  /** an order being edited already spent this code: its dates, switch and use limits are not asked again (decision 0088) */
  spentPromo?: boolean;
};

/**
 * Whose cart is priced with the promo code kept with it (decision 0076): a signed-in customer's (the code kept in the
 * database) or a guest's (the code of their cookie, as the caller read it; the guest's browser keeps it).
 */
export type CartHolder = { customerId: number; mobile: string | null } | { customerId: null; guestCode: string | null };
type KeptInput = Omit<SummaryInput, 'promoCode' | 'customerId'> & { lang: Lang; holder: CartHolder };

/** A priced cart with the facts it came from (the checkout writes the order from these). */
export interface Quote {
  priced: PricingResult;
  products: Map<number, LabelledProduct>;
  place: PlaceFacts | null;
  /** the promo code (as stored, upper case) when it took money off */
  promoApplied: string | null;
}

/**
 * The cart (CART-20): prices what the shopper holds with the one pricing engine (`domain/pricing`), from
 * facts read now from the database — never from prices the client sent. Used by the cart API, the pages'
 * loaders (counts and total on the first paint) and, later, by checkout inside its transaction.
 */
export class CartService {
  private readonly settings: PricingSettings;
  private readonly connection: TransactionalConnection;
  private readonly catalog: CardSource & CategoryTreeSource;
  private readonly i18n: I18n;
  private readonly business: Config['business'];
  private readonly customers: CustomerHistory;
  private readonly now: () => Date;

  constructor(deps: {
    connection: TransactionalConnection;
    catalog: CardSource & CategoryTreeSource;
    i18n: I18n;
    business: Config['business'];
    customers?: CustomerHistory;
    now?: () => Date;
  }) {
    this.connection = deps.connection;
    this.catalog = deps.catalog;
    this.i18n = deps.i18n;
    this.business = deps.business;
    this.customers = deps.customers ?? NO_ORDERS_YET;
    this.now = deps.now ?? (() => new Date());
    const business = deps.business;
    this.settings = {
      freeDeliveryFrom: business.freeDeliveryFrom,
      deliveryPriceUnderMin: business.deliveryPriceUnderMin,
      installmentMinAmount: business.installmentMinAmount,
      installmentCards: business.installmentCards,
      newCustomerPercent: business.newCustomerPercent,
      loyaltyPercent: business.loyaltyPercent,
      maxLines: MAX_CART_LINES,
    };
  }

  /** Prices a cart; a choice that does not fit (a place in a city without delivery, a type not offered) is a field error. */
  async summary(input: SummaryInput): Promise<Result<CartReply>> {
    const quoted = await this.quote(input);
    if (!quoted.ok) return quoted;
    return ok({
      ...(await this.view(input.lang ?? DEFAULT_LANG, quoted.data.priced)),
      place: quoted.data.place?.id ?? null,
    });
  }

  /**
   * The cart priced with the promo code kept with it (CART-25, decision 0076): the header, the cart page, the checkout's
   * first paint and every change of a customer's cart. The code is checked again by this pricing; one that no longer
   * works is dropped (a customer's from the database; a guest's browser drops its cookie as `promoCode` says) and
   * `promoNotice` says why. An empty cart keeps no code.
   */
  async priced(input: KeptInput): Promise<Result<CartReply>> {
    const { holder } = input;
    const kept =
      holder.customerId === null
        ? holder.guestCode
        : await this.connection.shared.repo(CartPromosRepo).kept(holder.customerId);
    return this.priceWithCode(input, kept, 'kept');
  }

  /**
   * Applies a promo code to the cart and keeps it with the cart while it works (CART-25; '' removes the code): the
   * cart page's "Apply". A code that does not work is not kept, nor is the one kept before; the reply says why.
   */
  applyPromo(input: KeptInput & { code: string }): Promise<Result<CartReply>> {
    return this.priceWithCode(input, input.code.trim().toUpperCase() || null, 'apply');
  }

  private async priceWithCode(
    input: KeptInput,
    code: string | null,
    mode: 'kept' | 'apply',
  ): Promise<Result<CartReply>> {
    const { holder, lang } = input;
    const customerId = holder.customerId;
    const withCode = input.cart.length > 0 ? code : null;
    const quoted = await this.quote({
      ...input,
      mobile: input.mobile ?? (holder.customerId === null ? null : holder.mobile),
      customerId,
      promoCode: withCode ?? undefined,
    });
    if (!quoted.ok) return quoted;
    const message = quoted.data.priced.promoCodeMessage;
    const stays = withCode !== null && promoStaysWithCart(message);
    const kept = stays ? (quoted.data.promoApplied ?? withCode) : null;
    if (customerId !== null) {
      const promos = this.connection.shared.repo(CartPromosRepo);
      if (kept !== null && mode === 'apply') await promos.keep(customerId, kept, this.now().toISOString());
      else if (kept === null && (mode === 'apply' || code !== null))
        await promos.drop(customerId, mode === 'apply' ? undefined : (code ?? undefined));
    }
    const reply = { ...(await this.view(lang, quoted.data.priced)), place: quoted.data.place?.id ?? null };
    if (mode === 'kept' && withCode !== null && !stays && message) {
      // the kept code stopped working: said once, as a notice, not as an error of a code the shopper just typed
      const t = (key: string, vars?: Record<string, string | number>) => this.i18n.t(lang, key, vars);
      return ok({
        ...reply,
        promoCodeMessage: null,
        promoCode: null,
        promoNotice: t('promo.dropped', { code: withCode, reason: t(message.key, message.vars) }),
      });
    }
    return ok({ ...reply, promoCode: kept });
  }

  /** Keeps a guest's code with the cart they brought to their account at sign-in (checked at its next pricing). */
  async keepPromo(customerId: number, code: string): Promise<void> {
    await this.connection.shared.repo(CartPromosRepo).keep(customerId, code.toUpperCase(), this.now().toISOString());
  }

  /**
   * The engine's result for a cart and the facts it was computed from. `uow` is the unit of work to read through —
   * the checkout passes its transaction's (and the order history read through
   * it), so the order is priced from the rows of that moment; it also passes the category tree, read before its
   * transaction (on SQLite a read through the shared connection would wait for the transaction itself).
   */
  async quote(
    input: SummaryInput,
    uow: UnitOfWork = this.connection.shared,
    customers: CustomerHistory = this.customers,
    tree?: CategoryTree,
  ): Promise<Result<Quote>> {
    const repo = uow.repo(CartRepo);
    const errors: FieldErrors = {};
    if (input.delivery && !this.business.deliveryTypes.includes(input.delivery))
      errors.delivery = 'cart.error.deliveryType';
    if (input.payment && !this.business.paymentTypes.includes(input.payment)) errors.payment = 'cart.error.paymentType';
    let place: PlaceFacts | null = null;
    if (input.place && input.delivery !== 'pickup') {
      place = await repo.place(input.place);
      if (!place) errors.place = 'validation.invalidValue';
      else if (
        !place.cityDelivers ||
        (input.city != null && input.city !== place.cityId) ||
        (input.district != null && input.district !== place.districtId)
      )
        errors.place = 'cart.error.place';
    }
    // a line's size must be one of its product's own; this shop's products have none (NO_SIZES, decision 0056)
    const entries: { id: number; qty: number; size: string | null }[] = [];
    input.cart.forEach((e, i) => {
      const fault = sizeFault(NO_SIZES, e.size);
      if (!fault) entries.push({ id: e.id, qty: e.qty, size: e.size ?? null });
      else if (input.foreignSizes === 'refuse') errors[`cart.${i}.size`] = fault;
    });
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);

    const ids = [...new Set(entries.map((e) => e.id))];
    const code = input.promoCode?.trim() ?? '';
    const mobile = input.mobile ?? null;
    const [products, promo, customer] = await Promise.all([
      tree ? repo.pricedProducts(ids, tree) : this.categoryTree().then((t) => repo.pricedProducts(ids, t)),
      code ? repo.promo(code, mobile) : Promise.resolve(null),
      customers.facts(mobile).then((c) => ({ ...c, customerId: input.customerId ?? null })),
    ]);
    const priced = priceCart({
      entries,
      products,
      customer,
      delivery: { type: input.delivery ?? null, place },
      payment: input.payment ?? null,
      promo: code
        ? {
            code,
            facts:
              promo && input.spentPromo
                ? { ...promo, active: true, startsAt: null, endsAt: null, maxUses: null, perMobileLimit: null }
                : promo,
          }
        : null,
      settings: this.settings,
      now: this.now().toISOString(),
    });
    return ok({
      priced,
      products,
      place,
      promoApplied: code !== '' && promo !== null && priced.summary.promoCodeDiscount > 0 ? promo.code : null,
    });
  }

  categoryTree(): Promise<CategoryTree> {
    return this.catalog.categoryTree();
  }

  /** The ids of `ids` the shop no longer sells (unknown or switched off): list cookies drop them. */
  async gone(ids: readonly number[]): Promise<number[]> {
    const active = await this.connection.shared.repo(CartRepo).activeIds(ids);
    return ids.filter((id) => !active.has(id));
  }

  /** The reply the pages show: lines with titles and pictures, texts in `lang`. */
  async view(lang: Lang, r: PricingResult): Promise<CartReply> {
    const cards = new Map(
      (await this.catalog.cards(lang, [...new Set(r.items.map((l) => l.id))])).map((c) => [c.id, c]),
    );
    const t = (key: string, vars?: Record<string, string | number>) => this.i18n.t(lang, key, vars);
    const money = (q: Qepik) => formatMoney(q);
    const items: CartLineView[] = r.items.map((l) => {
      const c = cards.get(l.id);
      return {
        ...l,
        title: c?.title ?? '',
        href: c?.href ?? '',
        image: c?.image ?? null,
        imageWithPad: c?.imageWithPad ?? false,
        stock: c?.stock ?? 0,
        categories: c ? [{ title: c.category.title }] : [],
        installments: Object.fromEntries(
          Object.entries(this.settings.installmentCards).map(([card, months]) => [
            card,
            { months: l.giftOf === null ? allowedMonths(months, l.maxMonths) : [] },
          ]),
        ),
        problemText: l.problem ? t(`cart.line.${l.problem === 'qtyReduced' ? 'outOfStock' : l.problem}`) : null,
      };
    });
    const pm = r.promoCodeMessage;
    const promoVars = pm?.vars
      ? Object.fromEntries(
          Object.entries(pm.vars).map(([k, v]) => [
            k,
            (k === 'amount' || k === 'min') && typeof v === 'number' ? money(v) : v,
          ]),
        )
      : undefined;
    return {
      items,
      summary: { ...r.summary, error: r.summary.error ? t(r.summary.error) : null, errorCode: r.summary.error },
      removeProducts: r.removeProducts,
      message: r.message ? t(r.message) : null,
      isInstallment: r.isInstallment,
      installmentMonths: r.installmentMonths,
      promoCodeMessage: pm ? { type: pm.type, message: t(pm.key, promoVars) } : null,
      coupons: r.coupons,
      oneDayDelivery: r.oneDayDelivery,
      count: r.units,
      promoCode: null,
      promoNotice: null,
      place: null,
    };
  }
}
