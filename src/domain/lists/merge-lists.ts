import { MAX_CART_LINES, MAX_LIST_IDS, MAX_QTY, type GuestCartEntry } from './guest-lists.ts';

/**
 * How a guest's cookie lists join a customer's server lists at login (CART-6, decision 0029). Pure: the
 * server reads the account's lists and the products' stock in one transaction, calls this, writes the result.
 *
 * - Cart: a line is a product and a size. A guest line already in the account adds its quantity; the sum is
 *   clamped to what can be bought (stock, at most 999). A new line joins after the account's lines while fewer
 *   than 100 lines are held. Products that cannot be bought (unknown, switched off, sold, no stock) do not join.
 * - Wish list and compare: the account's ids first, then the guest's new ids in their order, at most 100;
 *   unknown or switched-off products do not join.
 */

export interface CartLine {
  id: number;
  qty: number;
  /** '' when the product has no sizes */
  size: string;
}

export interface GuestLists {
  cart: readonly GuestCartEntry[];
  wish: readonly number[];
  compare: readonly number[];
}

export interface ListFacts {
  /** products that exist and are switched on */
  active: ReadonlySet<number>;
  /** units that can be bought now, by product (0 for sold or out of stock) */
  buyable: ReadonlyMap<number, number>;
}

export interface MergedLists {
  cart: CartLine[];
  wish: number[];
  compare: number[];
}

const key = (id: number, size: string) => `${id}\u0000${size}`;

export function mergeCart(
  account: readonly CartLine[],
  guest: readonly GuestCartEntry[],
  facts: ListFacts,
): CartLine[] {
  const lines = new Map<string, CartLine>();
  for (const l of account) lines.set(key(l.id, l.size), { ...l });
  // units of each product across its sizes, so two sizes never hold more than the stock together
  const held = new Map<number, number>();
  for (const l of account) held.set(l.id, (held.get(l.id) ?? 0) + l.qty);
  for (const g of guest) {
    const size = g.size ?? '';
    const stock = Math.min(facts.buyable.get(g.id) ?? 0, MAX_QTY);
    if (!facts.active.has(g.id) || stock <= 0) continue;
    const existing = lines.get(key(g.id, size));
    const others = (held.get(g.id) ?? 0) - (existing?.qty ?? 0);
    // the line's new quantity: the sum, clamped to what the stock leaves beside the product's other sizes
    const qty = Math.min((existing?.qty ?? 0) + g.qty, stock - others);
    if (existing) {
      existing.qty = Math.max(1, qty);
    } else {
      if (qty <= 0 || lines.size >= MAX_CART_LINES) continue;
      lines.set(key(g.id, size), { id: g.id, qty, size });
    }
    held.set(g.id, others + lines.get(key(g.id, size))!.qty);
  }
  return [...lines.values()];
}

export function mergeIds(account: readonly number[], guest: readonly number[], active: ReadonlySet<number>): number[] {
  const out = [...account];
  const seen = new Set(account);
  for (const id of guest) {
    if (out.length >= MAX_LIST_IDS) break;
    if (seen.has(id) || !active.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}

export function mergeLists(account: MergedLists, guest: GuestLists, facts: ListFacts): MergedLists {
  return {
    cart: mergeCart(account.cart, guest.cart, facts),
    wish: mergeIds(account.wish, guest.wish, facts.active),
    compare: mergeIds(account.compare, guest.compare, facts.active),
  };
}

/** A stable text of the guest lists (the merge's replay key: the same lists merged twice count once). */
export function guestListsKey(guest: GuestLists): string {
  const cart = [...guest.cart].map((e) => `${e.id}:${e.size ?? ''}:${e.qty}`).sort();
  return JSON.stringify({ cart, wish: [...guest.wish], compare: [...guest.compare] });
}
