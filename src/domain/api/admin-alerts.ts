import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';

/** One sold-out product with its number of active "back in stock" alerts (decision 0092). */
export interface MostWantedItem {
  productId: number;
  sku: string;
  title: string;
  price: number;
  stock: number;
  alerts: number;
}

/** GET `/api/admin/alerts/most-wanted` (products.read): sold-out products, most awaited first (at most 50). */
export const adminMostWanted = endpoint({
  method: 'GET',
  path: '/api/admin/alerts/most-wanted',
  request: z.looseObject({}),
  reply: z.custom<{ items: MostWantedItem[] }>(),
});
