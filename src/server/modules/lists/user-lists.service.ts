import { createHash } from 'node:crypto';
import type { UserCartItem } from '../../../domain/api/account.ts';
import { MAX_CART_LINES, MAX_LIST_IDS, MAX_QTY } from '../../../domain/lists/guest-lists.ts';
import { guestListsKey, mergeLists, type GuestLists, type MergedLists } from '../../../domain/lists/merge-lists.ts';
import { hasOwnSize, NO_SIZES, sizeFault } from '../../../domain/lists/sizes.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { UserListsRepo, type ListName, type ListRow } from './user-lists.repo.ts';

type IdList = 'wish' | 'compare';

export interface CartItems {
  items: UserCartItem[];
}
interface IdItems {
  items: number[];
}

/**
 * A stored cart row keeps its place when its size is one of its product's own (decision 0065; this shop's products
 * have none, `NO_SIZES`): a made-up size stored before the rule is dropped when read, and deleted by the next change.
 */
const ownSized = (rows: readonly ListRow[]): ListRow[] => rows.filter((r) => hasOwnSize(NO_SIZES, r.size));
const cartItems = (rows: readonly ListRow[]): UserCartItem[] =>
  ownSized(rows).map((r) => ({ id: r.product_id, qty: r.qty, size: r.size === '' ? null : r.size }));
const ids = (rows: readonly ListRow[]): number[] => rows.map((r) => r.product_id);
const mergedView = (r: Record<ListName, ListRow[]>): MergedLists => ({
  cart: ownSized(r.cart).map((x) => ({ id: x.product_id, qty: x.qty, size: x.size })),
  wish: ids(r.wish),
  compare: ids(r.compare),
});

/**
 * The cart, wish list and compare of a signed-in customer, kept in the database (CART-5, API-9;
 * decision 0029). Every change is idempotent by construction (add-if-absent, set quantity, remove-if-present), runs
 * in one transaction that locks the customer first, and answers the whole list. The rules are the guests' (decision
 * 0024): at most 100 cart lines and 100 ids per list, a cart quantity from 1 to what the stock allows.
 */
export class UserListsService {
  private readonly now: () => Date;

  constructor(private readonly deps: { connection: TransactionalConnection; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  private repo(): UserListsRepo {
    return this.deps.connection.shared.repo(UserListsRepo);
  }

  /** One change of one customer's lists: the customer's row locked, then `work`. */
  private change<T>(userId: number, work: (repo: UserListsRepo) => Promise<Result<T>>): Promise<Result<T>> {
    return this.deps.connection.transaction(async (uow) => {
      const repo = uow.repo(UserListsRepo);
      if (!(await repo.lockUser(userId))) return fail('unauthorized', 'errors.signInRequired');
      return work(repo);
    });
  }

  /** A time after every item of the list, so the list keeps the order of adding even within one millisecond. */
  private stamp(rows: readonly ListRow[], offset = 0): string {
    const last = rows.reduce((m, r) => (r.created_at > m ? r.created_at : m), '');
    const t = Math.max(this.now().getTime(), last ? Date.parse(last) + 1 : 0) + offset;
    return new Date(t).toISOString();
  }

  async cart(userId: number): Promise<Result<CartItems>> {
    return ok({ items: cartItems(await this.repo().items(userId, 'cart')) });
  }

  async ids(userId: number, list: IdList): Promise<Result<IdItems>> {
    return ok({ items: ids(await this.repo().items(userId, list)) });
  }

  /** The cart, wish list and compare together (one read: the first paint of every page of a signed-in customer). */
  async all(userId: number): Promise<Result<MergedLists>> {
    return ok(mergedView(await this.repo().allItems(userId)));
  }

  /** The cart's rows inside a change: rows of a size their product does not come in are deleted (decision 0065). */
  private async cartRows(repo: UserListsRepo, userId: number): Promise<ListRow[]> {
    const rows = await repo.items(userId, 'cart');
    const kept = ownSized(rows);
    if (kept.length !== rows.length)
      for (const r of rows) if (!kept.includes(r)) await repo.remove(userId, 'cart', r.product_id, r.size);
    return kept;
  }

  /**
   * Adds units of a product (spec "Add to cart"): the size must be one of the product's own (none here: a size is
   * refused, `size` field error); the product's units in the cart may not pass what can be bought.
   */
  addToCart(
    userId: number,
    input: { productId: number; qty?: number; size?: string | null },
  ): Promise<Result<CartItems>> {
    const size = input.size?.trim() ?? '';
    const qty = input.qty ?? 1;
    return this.change(userId, async (repo) => {
      const product = (await repo.products([input.productId])).get(input.productId);
      if (!product?.active) return fail('notFound', 'account.lists.productNotFound');
      const fault = sizeFault(NO_SIZES, size);
      if (fault) return fail('invalid', 'validation.failed', { size: fault });
      const rows = await this.cartRows(repo, userId);
      const line = rows.find((r) => r.product_id === input.productId && r.size === size);
      const held = rows.filter((r) => r.product_id === input.productId).reduce((n, r) => n + r.qty, 0);
      if (held + qty > Math.min(product.buyable, MAX_QTY))
        return fail('conflict', 'lists.noStock', { qty: 'lists.noStock' });
      if (line) await repo.setQty(userId, 'cart', input.productId, size, line.qty + qty);
      else {
        if (rows.length >= MAX_CART_LINES)
          return fail('invalid', 'cart.error.tooManyLines', { product_id: 'cart.error.tooManyLines' });
        await repo.insert(userId, 'cart', input.productId, size, qty, this.stamp(rows));
      }
      return ok({ items: cartItems(await repo.items(userId, 'cart')) });
    });
  }

  /** Sets a cart line's quantity (1 to what can be bought); a product not in the cart is 404. */
  changeQty(
    userId: number,
    input: { productId: number; qty: number; size?: string | null },
  ): Promise<Result<CartItems>> {
    const size = input.size?.trim() ?? '';
    const fault = sizeFault(NO_SIZES, size);
    if (fault) return Promise.resolve(fail('invalid', 'validation.failed', { size: fault }));
    return this.change(userId, async (repo) => {
      const rows = await this.cartRows(repo, userId);
      const line = rows.find((r) => r.product_id === input.productId && r.size === size);
      if (!line) return fail('notFound', 'account.lists.notInCart');
      const product = (await repo.products([input.productId])).get(input.productId);
      const others = rows
        .filter((r) => r.product_id === input.productId && r.size !== size)
        .reduce((n, r) => n + r.qty, 0);
      if (!product?.active || others + input.qty > Math.min(product.buyable, MAX_QTY))
        return fail('conflict', 'lists.noStock', { qty: 'lists.noStock' });
      if (line.qty !== input.qty) await repo.setQty(userId, 'cart', input.productId, size, input.qty);
      return ok({ items: cartItems(await repo.items(userId, 'cart')) });
    });
  }

  /** Removes a product from the cart (one size, or all its lines); removing what is not there changes nothing. */
  removeFromCart(userId: number, productId: number, size: string | null = null): Promise<Result<CartItems>> {
    return this.change(userId, async (repo) => {
      await repo.remove(userId, 'cart', productId, size === null ? null : size.trim());
      return ok({ items: cartItems(await repo.items(userId, 'cart')) });
    });
  }

  /** Adds a product to the wish list or compare; one already there is refused with the spec's message, nothing changes. */
  addId(userId: number, list: IdList, productId: number): Promise<Result<IdItems>> {
    return this.change(userId, async (repo) => {
      const product = (await repo.products([productId])).get(productId);
      if (!product?.active) return fail('notFound', 'account.lists.productNotFound');
      const rows = await repo.items(userId, list);
      if (rows.some((r) => r.product_id === productId))
        return fail('conflict', `lists.already.${list}`, { product_id: `lists.already.${list}` });
      if (rows.length >= MAX_LIST_IDS)
        return fail('invalid', 'account.lists.full', { product_id: 'account.lists.full' }, { max: MAX_LIST_IDS });
      await repo.insert(userId, list, productId, '', 1, this.stamp(rows));
      return ok({ items: ids(await repo.items(userId, list)) });
    });
  }

  removeId(userId: number, list: IdList, productId: number): Promise<Result<IdItems>> {
    return this.change(userId, async (repo) => {
      await repo.remove(userId, list, productId, null);
      return ok({ items: ids(await repo.items(userId, list)) });
    });
  }

  /**
   * At login: the guest's cookie lists join the account's (decision 0029) in one transaction — cart quantities added
   * and clamped to the stock, wish list and compare united (the account's order first), limits kept. The same guest
   * lists merged into the same account twice (a retried login, two tabs signing in together) count once: the merge
   * claims a key made of the customer and the lists, kept for a day. Answers the account's lists after the merge.
   */
  mergeGuest(userId: number, guest: GuestLists): Promise<Result<MergedLists>> {
    const key = `${userId}:${createHash('sha256').update(guestListsKey(guest)).digest('base64url')}`;
    const empty = !guest.cart.length && !guest.wish.length && !guest.compare.length;
    return this.change(userId, async (repo) => {
      const rows = await repo.allItems(userId);
      const before = mergedView(rows);
      if (empty || !(await repo.claimOnce('lists.merge', key, this.now().toISOString()))) return ok(before);
      const products = await repo.products([...guest.cart.map((e) => e.id), ...guest.wish, ...guest.compare]);
      const active = new Set([...products.values()].filter((p) => p.active).map((p) => p.id));
      const buyable = new Map([...products.values()].map((p) => [p.id, p.buyable]));
      // a guest line of a size its product does not come in is not carried into the account (decision 0065)
      const merged = mergeLists(
        before,
        { ...guest, cart: guest.cart.filter((e) => hasOwnSize(NO_SIZES, e.size)) },
        { active, buyable },
      );

      const had = new Map(before.cart.map((l) => [`${l.id}\u0000${l.size}`, l.qty]));
      let n = 0;
      for (const l of merged.cart) {
        const q = had.get(`${l.id}\u0000${l.size}`);
        if (q === undefined) await repo.insert(userId, 'cart', l.id, l.size, l.qty, this.stamp(rows.cart, n++));
        else if (q !== l.qty) await repo.setQty(userId, 'cart', l.id, l.size, l.qty);
      }
      for (const list of ['wish', 'compare'] as const) {
        const have = new Set(before[list]);
        let i = 0;
        for (const id of merged[list])
          if (!have.has(id)) await repo.insert(userId, list, id, '', 1, this.stamp(rows[list], i++));
      }
      return ok(mergedView(await repo.allItems(userId)));
    });
  }
}
