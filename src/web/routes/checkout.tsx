import { data } from 'react-router';
import type { Route } from './+types/checkout';
import { splitLang } from '~/domain/routes';
import { pageMeta } from '~/web/lib/meta';
import { priceShopperCart, readShopperLists } from '~/web/lib/lists/lists.server';
import { CheckoutPage } from '~/web/features/checkout/checkout-page';
import { loadRetry } from '~/web/features/order/order.server';

/** `?promoCode=` as the promo field takes it (CHK-1), or '' for anything else. */
function promoParam(v: string | null): string {
  const s = (v ?? '').trim();
  return s.length <= 32 && /^[\p{L}\p{N}_-]*$/u.test(s) ? s : '';
}

/**
 * The checkout page (CHK-1): the guest's cart priced on the server, with the cities and branches of the form.
 * `?retry=<token>` ("Repeat checkout" of a failed order, decision 0057): that order's lines instead of the cart's,
 * priced anew, and its details for its owner; a token of no failed order opens the ordinary checkout.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { lang } = splitLang(url.pathname);
  const retryToken = url.searchParams.get('retry');
  const retry = retryToken ? await loadRetry(context, request, retryToken) : null;
  const cookie = request.headers.get('cookie');
  const prefix = context.config.business.cookiePrefix;
  const cart = retry ? retry.items : (await readShopperLists(cookie, prefix, context.services, context.viewer)).cart;
  const { services } = context;
  const [priced, cities, branches, saved] = await Promise.all([
    // the cart priced with the promo code kept with it (decision 0076); a repeated order's lines without it
    retry
      ? services.cart.summary({ cart, lang, mobile: context.viewer?.mobile ?? null }).then((r) => ({ r, headers: {} }))
      : priceShopperCart(cookie, prefix, services, lang, context.viewer, cart),
    services.places.cities(lang),
    services.places.branches(lang),
    // a signed-in customer's saved addresses, offered by the delivery section (CHK-1)
    context.viewer ? services.addresses.list(context.viewer.userId, lang) : null,
  ]);
  const summary = priced.r;
  if (!summary.ok) throw data(null, { status: 500 });
  return data(
    {
      reply: summary.data,
      places: { cities: cities.ok ? cities.data.cities : [], branches: branches.ok ? branches.data.branches : [] },
      // `?promoCode=` when the link names one, else the code kept with the cart
      promoCode: promoParam(url.searchParams.get('promoCode')) || (summary.data.promoCode ?? ''),
      savedAddresses: saved?.ok ? saved.data.items : [],
      retry,
    },
    // a repeated order's address carries its token: no referrer takes it elsewhere
    {
      headers: {
        'cache-control': 'private, no-store',
        ...priced.headers,
        ...(retryToken ? { 'referrer-policy': 'no-referrer' } : {}),
      },
    },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'checkout.title' }), { name: 'robots', content: 'noindex' }];
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  // a new page for each repeated order (its values start from its details)
  return (
    <CheckoutPage
      key={loaderData.retry?.orderId ?? 'cart'}
      initial={loaderData.reply}
      places={loaderData.places}
      promoCode={loaderData.promoCode}
      savedAddresses={loaderData.savedAddresses}
      retry={loaderData.retry}
    />
  );
}
