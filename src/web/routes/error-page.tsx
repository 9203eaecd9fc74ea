import type { Route } from './+types/error-page';
import { ErrorView } from '~/web/components/error-view';
import { pageMeta } from '~/web/lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'common.error.title' });
}

export default function ErrorPage() {
  return <ErrorView />;
}
