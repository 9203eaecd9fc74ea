import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { TRACK_PATH } from '../domain/routes';

/**
 * Every page exists at the unprefixed base (az) and under /az, /en and /ru (NAV-1).
 * The same files are mounted once per prefix with distinct route ids (`base-…`, `az-…`, …).
 * Paths that are no local route fall to `resolve.tsx`, which asks the routes table for a named view.
 */
const PREFIXES = ['', 'az', 'en', 'ru'] as const;

function pagesFor(prefix: (typeof PREFIXES)[number]) {
  const p = (path: string) => (prefix ? (path ? `${prefix}/${path}` : prefix) : path);
  const id = (name: string) => `${prefix || 'base'}-${name}`;
  const home = prefix
    ? route(prefix, 'routes/home.tsx', { id: id('home') })
    : index('routes/home.tsx', { id: id('home') });
  return [
    layout('layouts/main-layout.tsx', { id: id('main') }, [
      home,
      route(p('notfound'), 'routes/not-found.tsx', { id: id('notfound') }),
      route(p('error'), 'routes/error-page.tsx', { id: id('error') }),
      ...['products', 'search', 'sale', 'newin', 'bestsellers'].map((name) =>
        route(p(name), 'routes/listing.tsx', { id: id(name) }),
      ),
      route(p('brands'), 'routes/brands.tsx', { id: id('brands') }),
      route(p('cart'), 'routes/cart.tsx', { id: id('cart') }),
      route(p('checkout'), 'routes/checkout.tsx', { id: id('checkout') }),
      route(p('order'), 'routes/order.tsx', { id: id('order') }),
      route(p('order/error'), 'routes/order-error.tsx', { id: id('order-error') }),
      // "Track your order" (ORD-11): a path in the prefix's language, like the info pages
      route(p(TRACK_PATH[prefix || 'az'].slice(1)), 'routes/track.tsx', { id: id('track') }),
      route(p('wishlist'), 'routes/wishlist.tsx', { id: id('wishlist') }),
      route(p('compare'), 'routes/compare.tsx', { id: id('compare') }),
      // the link in an alert's message (decision 0092)
      route(p('alerts/unsubscribe'), 'routes/alerts-unsubscribe.tsx', { id: id('alerts-unsubscribe') }),
      // the cabinet (CAB-1…CAB-6): guards in the loaders (web/lib/guards.server.ts)
      route(p('cabinet'), 'routes/cabinet.tsx', { id: id('cabinet') }, [
        index('routes/cabinet-profile.tsx', { id: id('cabinet-profile') }),
        route('change-password', 'routes/cabinet-change-password.tsx', { id: id('cabinet-change-password') }),
        route('sign-in-methods', 'routes/cabinet-sign-in-methods.tsx', { id: id('cabinet-sign-in-methods') }),
        route('verify-mobile', 'routes/cabinet-verify-mobile.tsx', { id: id('cabinet-verify-mobile') }),
        route('address', 'routes/cabinet-address.tsx', { id: id('cabinet-address') }),
        route('orders', 'routes/cabinet-orders.tsx', { id: id('cabinet-orders') }),
        route('recently-viewed', 'routes/cabinet-recently-viewed.tsx', { id: id('cabinet-recently-viewed') }),
        route('alerts', 'routes/cabinet-alerts.tsx', { id: id('cabinet-alerts') }),
      ]),
      route(p('*'), 'routes/resolve.tsx', { id: id('resolve') }),
    ]),
    // the coming-soon screen: the logo only, no header or footer (NAV-4)
    route(p('soon'), 'routes/soon.tsx', { id: id('soon') }),
    // the authentication screens (ACC-1…ACC-3) in the authentication layout of NAV-8
    layout('layouts/auth-layout.tsx', { id: id('auth') }, [
      route(p('login'), 'routes/login.tsx', { id: id('login') }),
      route(p('signup'), 'routes/signup.tsx', { id: id('signup') }),
      // the second step of a social sign-in with a ticket (issue 31): link an existing account, or sign up
      route(p('login/social'), 'routes/login-social.tsx', { id: id('login-social') }),
      route(p('signup/social'), 'routes/signup-social.tsx', { id: id('signup-social') }),
      route(p('remind'), 'routes/remind.tsx', { id: id('remind') }),
      route(p('new-password'), 'routes/new-password.tsx', { id: id('new-password') }),
    ]),
  ];
}

/**
 * The back office (decision 0009, 0042): outside the language prefixes (the staff member's language is a setting of
 * their account), its own login layout and its own layout route; `admin/*` keeps unknown admin paths away from the
 * shop's catch-all (`/az/admin` is a shop path, resolved or not found like any other).
 */
const admin = [
  route('admin/login', 'admin/routes/admin-login.tsx', { id: 'admin-login' }),
  route('admin/reset', 'admin/routes/admin-reset.tsx', { id: 'admin-reset' }),
  route('admin', 'admin/routes/admin-layout.tsx', { id: 'admin-layout' }, [
    index('admin/routes/admin-dashboard.tsx', { id: 'admin-dashboard' }),
    route('products/import', 'admin/routes/admin-import.tsx', { id: 'admin-import' }),
    route(':resource', 'admin/routes/admin-resource.tsx', { id: 'admin-resource' }),
    route('*', 'admin/routes/admin-not-found.tsx', { id: 'admin-not-found' }),
  ]),
];

export default [...admin, ...PREFIXES.flatMap(pagesFor)] satisfies RouteConfig;
