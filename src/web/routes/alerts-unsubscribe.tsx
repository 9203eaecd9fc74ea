import type { Route } from './+types/alerts-unsubscribe';
import { pageMeta } from '~/web/lib/meta';
import { UnsubscribePage } from '~/web/features/alerts/unsubscribe-page';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'alerts-ui.unsubscribeTitle' }), { name: 'robots', content: 'noindex' }];
}

/** /alerts/unsubscribe?token=… (decision 0092): the link in an alert's message; no sign-in. */
export default function AlertsUnsubscribe() {
  return <UnsubscribePage />;
}
