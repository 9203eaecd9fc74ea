import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { LANG_TAGS } from '~/domain/i18n';
import { splitLang } from '~/domain/routes';
import { I18nProvider } from '~/web/i18n/i18n-context';
import { ToastProvider } from '~/web/components/ui/toast';
import { SeoLinks } from '~/web/components/seo-links';
import { ComingSoon } from '~/web/components/coming-soon';
import { ErrorView } from '~/web/components/error-view';
import { NotFoundView } from '~/web/components/not-found-view';
import { Tracking } from '~/web/components/tracking';
import { IconSprite } from '~/web/components/icon-sprite';
import type { RootData } from '~/web/lib/root-data';
import { ListsRoot } from '~/web/lib/lists/lists-root';
import { useNonce } from '~/web/lib/csp-nonce';
import { readGuestListsSnapshot } from '~/web/lib/lists/lists.server';
import './styles/app.css';
import interLatin from './styles/fonts/inter-latin-wght-normal.woff2?url';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const { services, config } = context;
  const layout = await services.content.layout(lang);
  const b = config.business;
  const payload = {
    lang,
    messages: services.i18n.catalogs[lang],
    site: {
      title: config.siteTitle,
      credit: config.credit,
      publicUrl: config.publicUrl ?? url.origin,
      comingSoon: config.comingSoon,
      snow: config.snow,
      gtmId: config.gtmId,
      fbPixelId: config.fbPixelId,
      phone: b.contactPhone,
      whatsapp: b.whatsappNumber,
      social: b.social,
      cookiePrefix: b.cookiePrefix,
      startYear: 2012,
      year: new Date().getFullYear(),
    },
    layout,
    // the guest's lists from their cookies, repaired, with the cart priced for the header (issue 7)
    lists: await readGuestListsSnapshot(request.headers.get('cookie'), b.cookiePrefix, services, lang),
  };
  // Coming-soon mode: every page is the logo only, answered as "temporarily unavailable" for crawlers.
  return data(payload, config.comingSoon ? { status: 503, headers: { 'retry-after': '3600' } } : undefined);
}

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
];

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const lang = root?.lang ?? 'az';
  const nonce = useNonce();
  return (
    <html lang={LANG_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b3f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <SeoLinks />
        <Links />
      </head>
      <body>
        <IconSprite />
        {root ? (
          <I18nProvider lang={root.lang} messages={root.messages}>
            <ListsRoot initial={root.lists} prefix={root.site.cookiePrefix}>
              <ToastProvider>
                {root.site.comingSoon ? <ComingSoon /> : children}
                <Tracking />
              </ToastProvider>
            </ListsRoot>
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView />;
}
