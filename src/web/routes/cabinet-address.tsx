import { data } from 'react-router';
import type { Route } from './+types/cabinet-address';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { splitLang } from '~/domain/routes';
import { AddressesPage } from '~/web/features/cabinet/addresses-page';

/** The customer's addresses (CAB-4): a guest goes to the login and comes back here (ACC-8). */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCustomer(args);
  const { lang } = splitLang(new URL(args.request.url).pathname);
  const r = await args.context.services.addresses.list(viewer.userId, lang);
  if (!r.ok) throw data(null, { status: 500 });
  return data({ items: r.data.items }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'cabinet.address.title' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetAddress({ loaderData }: Route.ComponentProps) {
  return <AddressesPage initial={loaderData.items} />;
}
