import { data, redirect } from 'react-router';
import type { Route } from './+types/order-error';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { loadOrder } from '~/web/features/order/order.server';
import { orderPageHref, orderView } from '~/web/features/order/order-format';
import { OrderErrorPage } from '~/web/features/order/order-error-page';

/**
 * The failed order page `/order/error` (ORD-5). With `?token=` (the bank's return, the order page) it names the
 * failed order, shows what was in it and repeats it (decision 0057); an order that did not fail after all (a late
 * approval) goes to its order page. Without a token, or with an unknown one, the page as the spec shows it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const token = url.searchParams.get('token') ?? '';
  const order = token ? await loadOrder(context, request, token, lang) : null;
  if (order && orderView(order.status) !== 'failed') throw redirect(orderPageHref(lang, token));
  return data(
    {
      order: order ? { id: order.id, lines: order.lines, total: order.total, declined: order.declined } : null,
      token: order ? token : null,
    },
    { headers: { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'order.error.title' }), { name: 'robots', content: 'noindex' }];
}

export default function OrderError({ loaderData }: Route.ComponentProps) {
  return <OrderErrorPage order={loaderData.order} token={loaderData.token} />;
}
