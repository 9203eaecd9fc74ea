import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page exists at the unprefixed base (az) and under /az, /en and /ru (spec 000 §2).
 * The same files are mounted once per prefix with distinct route ids (`base-…`, `az-…`, …).
 * Paths that are no local route fall to `resolve.tsx`, which asks the routes table for a named view.
 */
const PREFIXES = ['', 'az', 'en', 'ru'] as const;

function pagesFor(prefix: (typeof PREFIXES)[number]) {
  const p = (path: string) => (prefix ? (path ? `${prefix}/${path}` : prefix) : path);
  const id = (name: string) => `${prefix || 'base'}-${name}`;
  const home = prefix ? route(prefix, 'routes/home.tsx', { id: id('home') }) : index('routes/home.tsx', { id: id('home') });
  return [
    layout('layouts/main-layout.tsx', { id: id('main') }, [
      home,
      route(p('notfound'), 'routes/not-found.tsx', { id: id('notfound') }),
      route(p('error'), 'routes/error-page.tsx', { id: id('error') }),
      route(p('soon'), 'routes/soon.tsx', { id: id('soon') }),
      ...['products', 'search', 'sale', 'newin', 'bestsellers'].map((name) => route(p(name), 'routes/listing.tsx', { id: id(name) })),
      route(p('brands'), 'routes/brands.tsx', { id: id('brands') }),
      route(p('cart'), 'routes/cart.tsx', { id: id('cart') }),
      route(p('checkout'), 'routes/checkout.tsx', { id: id('checkout') }),
      route(p('order'), 'routes/order.tsx', { id: id('order') }),
      route(p('order/error'), 'routes/order-error.tsx', { id: id('order-error') }),
      route(p('wishlist'), 'routes/wishlist.tsx', { id: id('wishlist') }),
      route(p('compare'), 'routes/compare.tsx', { id: id('compare') }),
      route(p('*'), 'routes/resolve.tsx', { id: id('resolve') }),
    ]),
  ];
}

export default PREFIXES.flatMap(pagesFor) satisfies RouteConfig;
