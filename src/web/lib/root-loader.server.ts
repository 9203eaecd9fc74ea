/**
 * The root loader's data (`src/web/root.tsx`), built here so that its type can be named without importing the root
 * route back: `lib/root-data.ts` takes `RootLoaderData` from these two functions' return types.
 */
import { isLang, type Lang } from '~/domain/i18n';
import type { AppContext } from '~/server/context';
import { readListsSnapshot } from './lists/lists.server';

/**
 * The back office's pages (decision 0009): the root sends only their language. No shop layout data, no shared root
 * file, no priced lists — the admin layout's loader sends the admin's own messages and data.
 */
export function adminRootData(url: URL, staffLang: Lang | undefined) {
  const asked = url.searchParams.get('lang');
  return { area: 'admin' as const, lang: staffLang ?? (isLang(asked) ? asked : 'az') };
}

/**
 * A shop page's root data, sent with each page: language, site settings, the viewer, the lists for the header, and
 * `rootHref`, the address of the language's shared file of messages and layout (`lib/root-data.server.ts`).
 */
export async function shopRootData(
  request: Request,
  context: Pick<AppContext, 'config' | 'services' | 'viewer'>,
  lang: Lang,
  rootHref: string,
) {
  const url = new URL(request.url);
  const { config } = context;
  const b = config.business;
  return {
    area: 'shop' as const,
    lang,
    // messages and layout: one cached file per language and version, fetched before hydration (decision 0018)
    rootHref,
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
      cookieSecure: b.cookieSecure,
      // the checkout's choices (PAY-1: delivery and payment types come from configuration), and whether the
      // card step goes to the built-in test bank (the form says so: PAY-7)
      // and the most of one product one order may have (the quantity fields stop there; decision 0062)
      checkout: {
        deliveryTypes: b.deliveryTypes,
        paymentTypes: b.paymentTypes,
        testPayments: config.payments.gateway === 'test',
        maxQty: config.orderLimits.maxQtyPerProduct,
      },
      startYear: 2012,
      year: new Date().getFullYear(),
    },
    // the signed-in customer (ACC-6; the session hook renewed an expired access token already), or null
    viewer: context.viewer
      ? {
          id: context.viewer.userId,
          firstName: context.viewer.firstName,
          lastName: context.viewer.lastName,
          fullName: `${context.viewer.firstName} ${context.viewer.lastName}`.trim(),
          loyal: context.viewer.loyal,
          hasPassword: context.viewer.hasPassword,
          // the checkout fills the contact fields with them
          mobile: context.viewer.mobile,
          email: context.viewer.email,
        }
      : null,
    // the lists with the cart priced for the header: a guest's from the cookies, repaired (CART-2, decision 0024);
    // a signed-in customer's from the server (decision 0029)
    lists: await readListsSnapshot(
      request.headers.get('cookie'),
      b.cookiePrefix,
      context.services,
      lang,
      context.viewer,
    ),
  };
}
