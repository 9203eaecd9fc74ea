import {
  data,
  isRouteErrorResponse,
  Outlet,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/admin-layout';
import { displayedRole } from '~/domain/permissions';
import { I18nProvider, useT } from '~/web/i18n/i18n-context';
import { ToastProvider } from '~/web/components/ui/toast';
import { AdminShell } from '../components/admin-shell';
import { ConfirmProvider } from '../components/confirm';
import { SessionGuard } from '../components/session-guard';
import { adminMessages, navFor, requireStaffPage } from '../lib/admin-data.server';
import type { AdminLayoutData } from '../lib/use-staff';
import adminCss from '../styles/admin.css?url';
import quickCss from '../styles/admin-quick.css?url';

/** The back office's own stylesheet, linked from its pages only (the shop's one inlined stylesheet stays as it is). */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: adminCss },
  { rel: 'stylesheet', href: quickCss },
];

export const meta: Route.MetaFunction = () => [
  { title: 'Volt — back office' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/**
 * The admin layout (decision 0042): signed-in staff only (a guest goes to the login and comes back); it sends the
 * staff member, their sidebar and the admin's messages in their language — nothing of the shop's layout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaffPage(request, context);
  return data<AdminLayoutData>(
    {
      staff: {
        id: staff.userId,
        name: staff.name,
        role: displayedRole(staff),
        lang: staff.lang,
        permissions: staff.permissions,
      },
      nav: navFor(staff, context.services.admin.resources),
      messages: adminMessages(context, staff.lang),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
}

/** The staff member, sidebar and messages change only with a write of their own (language: a full reload). */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { staff, nav, messages } = loaderData;
  return (
    <I18nProvider lang={staff.lang} messages={messages}>
      <ToastProvider>
        <SessionGuard staffId={staff.id}>
          <ConfirmProvider>
            <AdminShell staff={staff} nav={nav}>
              <Outlet />
            </AdminShell>
          </ConfirmProvider>
        </SessionGuard>
      </ToastProvider>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData('admin-layout') as AdminLayoutData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const body = <AdminErrorView status={status} />;
  if (!layout) return <div className="adm adm-bare">{body}</div>;
  return (
    <I18nProvider lang={layout.staff.lang} messages={layout.messages}>
      <AdminShell staff={layout.staff} nav={layout.nav}>
        {body}
      </AdminShell>
    </I18nProvider>
  );
}

export function AdminErrorView({ status }: { status: number }) {
  const t = useT();
  const key = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : 'failed';
  return (
    <div className="adm-empty adm-error-page" data-testid="admin-error">
      <div className="adm-empty-code">{status}</div>
      <h1>{t(`admin-ui.errorPage.${key}`)}</h1>
      <p>{t(`admin-ui.errorPage.${key}Text`)}</p>
      <a className="adm-btn" href="/admin">
        {t('admin-ui.errorPage.home')}
      </a>
    </div>
  );
}
