import { data, redirect } from 'react-router';
import type { Route } from './+types/order';
import { localePath, splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { loadOrder } from '~/web/features/order/order.server';
import { orderPageHref, orderView } from '~/web/features/order/order-format';
import { OrderPage } from '~/web/features/order/order-page';

/** The order page `/order?token=` (ORD-4): no or an unknown token goes home; a failed payment to /order/error. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const token = url.searchParams.get('token') ?? '';
  const order = await loadOrder(context, request, token, lang);
  if (!order) throw redirect(localePath(lang, '/'));
  if (orderView(order.status) === 'failed') throw redirect(orderPageHref(lang, token, true));
  // the token is the key to the order: no cache keeps the page, no referrer carries the address
  return data(
    { order, token },
    { headers: { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'order.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Order({ loaderData }: Route.ComponentProps) {
  return <OrderPage key={loaderData.order.id} order={loaderData.order} token={loaderData.token} />;
}
