import {
  type ShouldRevalidateFunctionArgs,
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { lazy, useEffect, useState } from 'react';
import { HYDRATED_EVENT } from '~/domain/page-loading';
import type { Route } from './+types/root';
import { LANG_TAGS, type Lang } from '~/domain/i18n';
import { isAdminPath } from '~/domain/admin/admin-path';
import { splitLang } from '~/domain/routes';
import { I18nProvider } from '~/web/i18n/i18n-context';
import { ToastProvider } from '~/web/components/ui/toast';
import { SeoLinks } from '~/web/components/seo-links';
import { Tracking } from '~/web/components/tracking';
import { IconSprite } from '~/web/components/icon-sprite';
import { loadRootShared, withShared, type RootData, type RootLoaderData } from '~/web/lib/root-data';
import { rootSharedHref } from '~/web/lib/root-data.server';
import { adminRootData, shopRootData } from '~/web/lib/root-loader.server';
import { ListsRoot } from '~/web/lib/lists/lists-root';
import { useNonce } from '~/web/lib/csp-nonce';
import { InlineStylesheet } from '~/web/lib/inline-css';
import './styles/app.css';

// Shown on error pages and in coming-soon mode only: loaded when needed, not with every page (decision 0018).
const NotFoundView = lazy(() => import('~/web/components/not-found-view').then((m) => ({ default: m.NotFoundView })));
const ComingSoon = lazy(() => import('~/web/components/coming-soon').then((m) => ({ default: m.ComingSoon })));
const ErrorView = lazy(() => import('~/web/components/error-view').then((m) => ({ default: m.ErrorView })));

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (isAdminPath(url.pathname)) return data(adminRootData(url, context.staff?.lang));
  const { lang } = splitLang(url.pathname);
  // messages and layout: one cached file per language and version, fetched before hydration (decision 0018)
  const payload = await shopRootData(request, context, lang, await rootSharedHref(context, lang));
  // Coming-soon mode: every page is the logo only, answered as "temporarily unavailable" for crawlers.
  return data(payload, context.config.comingSoon ? { status: 503, headers: { 'retry-after': '3600' } } : undefined);
}

/** In the browser: the shared messages and layout of a new language arrive before its first render. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  if (data.area === 'shop') await loadRootShared(data.rootHref);
  return data;
}

/**
 * The root's data changes with the language only (and its header counts after a form submission), so a filter
 * click or a page change within a language does not fetch it again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate; // an explicit revalidation
  // between the shop and the back office the root's data is of another kind
  if (isAdminPath(currentUrl.pathname) !== isAdminPath(nextUrl.pathname)) return true;
  return splitLang(currentUrl.pathname).lang !== splitLang(nextUrl.pathname).lang;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Names the shared root file the page was rendered with, so the browser fetches it while the scripts load and
 * `entry.client.tsx` knows what to wait for. Kept as first rendered: a later language change loads its file in the
 * root `clientLoader`, and a changed href would only make the browser fetch it again.
 */
function RootDataPreload({ href }: { href: string }) {
  const [first] = useState(href);
  return <link rel="preload" href={first} as="fetch" crossOrigin="anonymous" data-root-data="" />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const raw = useRouteLoaderData('root') as RootLoaderData | undefined;
  if (raw?.area === 'admin') return <AdminDocument lang={raw.lang}>{children}</AdminDocument>;
  return <ShopDocument root={withShared(raw)}>{children}</ShopDocument>;
}

/** The back office's document: fonts and the app's scripts; its layout route brings messages and styles. */
function AdminDocument({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang={LANG_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <InlineStylesheet />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ShopDocument({ root, children }: { root: RootData | undefined; children: React.ReactNode }) {
  const lang = root?.lang ?? 'az';
  const nonce = useNonce();
  return (
    <html lang={LANG_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1b3f" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The font files are not preloaded: the stylesheet asks for them, and text shows in the metric-matched
            fallback until they arrive. Preloaded, they held the first paint of every page back (decision 0046). */}
        {root ? <RootDataPreload href={root.rootHref} /> : null}
        <Meta />
        <SeoLinks />
        <Links />
        <InlineStylesheet />
      </head>
      <body>
        <IconSprite />
        {root ? (
          <I18nProvider lang={root.lang} messages={root.messages}>
            <ListsRoot initial={root.lists} prefix={root.site.cookiePrefix} secure={root.site.cookieSecure}>
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
  // the page is React's from here on (its first commit): the after-paint loader hands text typed before it to React
  // (server/platform/scripts-after-paint.ts)
  useEffect(() => {
    dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return <ErrorView />;
}
