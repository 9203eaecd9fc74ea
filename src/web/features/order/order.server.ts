import type { AppLoadContext } from 'react-router';
import type { OrderConfirmation } from '~/domain/api/orders';
import type { Lang } from '~/domain/i18n';

/**
 * The order page's data by its token (spec 000 §7 "Current order by token"), or null for no such order. The service
 * marks a placed order opened; `opened` says whether it had been shown before (the purchase event goes on the first
 * view of a purchase).
 */
export async function loadOrder(context: AppLoadContext, token: string, lang: Lang): Promise<OrderConfirmation | null> {
  if (!token || token.length > 128) return null;
  const r = await context.services.orders.confirmation(token, lang);
  return r.ok ? r.data : null;
}
