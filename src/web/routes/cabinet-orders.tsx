import { data } from 'react-router';
import type { Route } from './+types/cabinet-orders';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { splitLang } from '~/domain/routes';
import { OrdersPage } from '~/web/features/cabinet/orders-page';

/** The customer's orders (CAB-5): a guest goes to the login and comes back here (ACC-8). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCustomer(args);
  const url = new URL(args.request.url);
  const { lang } = splitLang(url.pathname);
  const page = Number(url.searchParams.get('page') ?? '1');
  const r = await args.context.services.myOrders.list(
    viewer.userId,
    Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    lang,
  );
  if (!r.ok) throw data(null, { status: 500 });
  return data({ reply: r.data }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'cabinet.orders.title' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage reply={loaderData.reply} />;
}
