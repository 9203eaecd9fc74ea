import { data } from 'react-router';
import type { Route } from './+types/admin-reset';
import { isLang } from '~/domain/i18n';
import { I18nProvider } from '~/web/i18n/i18n-context';
import { ResetPage } from '../features/login/reset-page';
import { adminMessages } from '../lib/admin-data.server';
import adminCss from '../styles/admin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.title ?? 'Volt' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * /admin/reset?token=… (decision 0060): a staff member sets their own password through the link sent to their email
 * or mobile. Whoever is signed in does not matter: the link is the proof. In the account's own language (`lang`
 * overrides). The token never leaves for another site: the page sends no referrer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const account = await context.services.admin.staffPasswords.tokenAccount(token);
  const asked = url.searchParams.get('lang');
  const lang = isLang(asked) ? asked : (account?.lang ?? 'az');
  const messages = adminMessages(context, lang);
  return data(
    {
      lang,
      messages,
      token,
      account: account && { name: account.name },
      title: messages[account ? 'admin-ui.reset.title' : 'admin-ui.reset.invalidTitle'] ?? 'Volt',
    },
    { headers: { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminReset({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} messages={loaderData.messages}>
      <ResetPage token={loaderData.token} account={loaderData.account} />
    </I18nProvider>
  );
}
