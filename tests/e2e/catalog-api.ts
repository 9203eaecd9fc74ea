import type { APIRequestContext } from '@playwright/test';

export interface ApiCard {
  id: number;
  title: string;
  href: string;
  sold: boolean;
  priceInStore: boolean;
  stock: number;
  price: number;
  priceOld: number | null;
  giftImages: string[];
  category: { id: number; title: string };
  brand: { title: string } | null;
}

/**
 * The first products of the demo catalogue (by pages of the API listing) that satisfy `pred`; an async `pred` is asked
 * one card at a time, until `count` are found.
 */
export async function findCards(
  request: APIRequestContext,
  pred: (c: ApiCard) => boolean | Promise<boolean>,
  count = 1,
  query = '',
): Promise<ApiCard[]> {
  const out: ApiCard[] = [];
  for (let p = 1; p <= 80 && out.length < count; p++) {
    const res = await request.get(`/api/products?lang=en&p=${p}${query}`);
    const { items } = ((await res.json()) as { data: { items: ApiCard[] } }).data;
    for (const c of items) if (out.length < count && (await pred(c))) out.push(c);
    if (!items.length) break;
  }
  if (out.length < count) throw new Error('not enough products in the demo store match');
  return out.slice(0, count);
}

export const findCard = async (request: APIRequestContext, pred: (c: ApiCard) => boolean) =>
  (await findCards(request, pred))[0]!;

/** In stock by decision 0005 (more than 2 left), not sold, with a price. */
export const buyable = (c: ApiCard) => !c.sold && !c.priceInStore && c.stock > 2;
