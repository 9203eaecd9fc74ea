import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-login';
import { adminReturnPath } from '~/domain/admin/return-path';
import { isLang } from '~/domain/i18n';
import { I18nProvider } from '~/web/i18n/i18n-context';
import { LoginPage, type LoginMode } from '../features/login/login-page';
import { adminMessages } from '../lib/admin-data.server';
import adminCss from '../styles/admin.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];

export const meta: Route.MetaFunction = ({ data: d }) => [
  { title: d?.title ?? 'Volt' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * /admin/login (decision 0042): a staff member already signed in goes on to the back office. A shop customer's
 * session counts for nothing here. `return` is where to go afterwards (a back-office path only); `lang` the
 * screen's language before anyone is known (the staff member's own one applies after signing in).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const returnTo = adminReturnPath(url.searchParams.get('return'));
  if (context.staff) throw redirect(returnTo, { headers: { 'cache-control': 'no-store' } });
  const asked = url.searchParams.get('lang');
  const lang = isLang(asked) ? asked : 'az';
  const messages = adminMessages(context, lang);
  // `forgot=1`: "Forgot password?"; `done=1`: a password was just set through a link (decision 0060)
  const mode: LoginMode = url.searchParams.get('forgot') === '1' ? 'forgot' : 'login';
  const notice = url.searchParams.get('done') === '1' ? ('passwordSet' as const) : undefined;
  return data(
    {
      lang,
      messages,
      returnTo,
      mode,
      notice,
      title: messages[mode === 'forgot' ? 'admin-ui.login.forgotTitle' : 'admin-ui.login.title'] ?? 'Volt',
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lang={loaderData.lang} messages={loaderData.messages}>
      <LoginPage returnTo={loaderData.returnTo} mode={loaderData.mode} notice={loaderData.notice} />
    </I18nProvider>
  );
}
