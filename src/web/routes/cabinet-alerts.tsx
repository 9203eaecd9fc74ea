import { data } from 'react-router';
import type { Route } from './+types/cabinet-alerts';
import { requireCustomer } from '~/web/lib/guards.server';
import { pageMeta } from '~/web/lib/meta';
import { splitLang } from '~/domain/routes';
import { AlertsPage } from '~/web/features/cabinet/alerts-page';

/** The customer's stock and price alerts (decision 0092): a guest goes to the login and comes back here. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = requireCustomer(args);
  const { lang } = splitLang(new URL(args.request.url).pathname);
  const r = await args.context.services.alerts.mine(viewer, lang);
  if (!r.ok) throw data(null, { status: 500 });
  return data({ alerts: r.data.alerts }, { headers: { 'cache-control': 'private, no-store' } });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'alerts-ui.pageTitle' }), { name: 'robots', content: 'noindex' }];
}

export default function CabinetAlerts({ loaderData }: Route.ComponentProps) {
  return <AlertsPage alerts={loaderData.alerts} />;
}
