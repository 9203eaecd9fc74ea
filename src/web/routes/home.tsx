import type { Route } from './+types/home';
import { pageMeta } from '~/web/lib/meta';
import { useT } from '~/web/i18n/i18n-context';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'home.title' });
}

export default function Home() {
  const t = useT();
  return (
    <main className="container" data-testid="home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
    </main>
  );
}
