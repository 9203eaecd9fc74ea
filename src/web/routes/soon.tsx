import type { Route } from './+types/soon';
import { ComingSoon } from '~/web/components/coming-soon';
import { pageMeta } from '~/web/lib/meta';

export function meta({ matches }: Route.MetaArgs) {
  return [...pageMeta(matches, { titleKey: 'common.comingSoon' }), { name: 'robots', content: 'noindex' }];
}

/** /soon (NAV-4): the logo only, as every path shows in coming-soon mode. */
export default function Soon() {
  return <ComingSoon />;
}
