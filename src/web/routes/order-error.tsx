import type { Route } from './+types/order-error';
import { pageMeta } from '~/web/lib/meta';
import { OrderErrorPage } from '~/web/features/order/order-error-page';

/** The failed order page `/order/error` (spec 000 §2). */
export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'order.error.title' }), { name: 'robots', content: 'noindex' }];
}

export default function OrderError() {
  return <OrderErrorPage />;
}
