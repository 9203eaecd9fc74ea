import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundView } from '~/web/components/not-found-view';
import { pageMeta } from '~/web/lib/meta';

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'common.notFound.title' });
}

export default function NotFound() {
  return <NotFoundView />;
}
