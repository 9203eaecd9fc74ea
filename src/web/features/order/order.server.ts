import type { AppLoadContext } from 'react-router';
import type { OrderConfirmation, RetryDraft } from '~/domain/api/orders';
import type { Lang } from '~/domain/i18n';
import { orderViewer } from '~/server/modules/orders/buyer-key';

/** Who asks, for the order pages: the signed-in customer and the browser's order cookie (decision 0057). */
function viewerOf(context: AppLoadContext, request: Request) {
  return orderViewer(request.headers.get('cookie'), context.config.business.cookiePrefix, context.viewer?.userId);
}

const tokenOk = (token: string) => !!token && token.length <= 128;

/**
 * The order page's data by its token (ORD-4, ORD-6), or null for no such order. The service
 * marks a placed order opened; `opened` says whether it had been shown before (the purchase event goes on the first
 * view of a purchase). The shopper's own details come only to the order's owner (decision 0057).
 */
export async function loadOrder(
  context: AppLoadContext,
  request: Request,
  token: string,
  lang: Lang,
): Promise<OrderConfirmation | null> {
  if (!tokenOk(token)) return null;
  const r = await context.services.orders.confirmation(token, lang, viewerOf(context, request));
  return r.ok ? r.data : null;
}

/** "Repeat checkout" of a failed order by its token: its lines and, for its owner, its details; null otherwise. */
export async function loadRetry(context: AppLoadContext, request: Request, token: string): Promise<RetryDraft | null> {
  if (!tokenOk(token)) return null;
  const r = await context.services.orders.retryDraft(token, viewerOf(context, request));
  return r.ok ? r.data : null;
}
