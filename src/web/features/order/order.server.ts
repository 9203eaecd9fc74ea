import type { AppLoadContext } from 'react-router';
import type { OrderConfirmation } from '~/domain/api/orders';
import type { Lang } from '~/domain/i18n';
import type { Result } from '~/server/platform/errors';

interface OrdersPort {
  confirmation(token: string, lang: Lang): Promise<Result<OrderConfirmation>>;
}

/**
 * The order page's data by its token (spec 000 §7 "Current order by token"), or null for no such order. The service
 * marks the order opened; `opened` says whether it had been shown before (the purchase event goes on the first view).
 */
export async function loadOrder(context: AppLoadContext, token: string, lang: Lang): Promise<OrderConfirmation | null> {
  if (!token || token.length > 128) return null;
  // TODO(after merging main's checkout service): context.services.orders
  const orders = (context.services as unknown as { orders?: OrdersPort }).orders;
  if (!orders) return null;
  const r = await orders.confirmation(token, lang);
  return r.ok ? r.data : null;
}
