import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';

/** The NotFound view: "Page not found" with a link to the main page. */
export function NotFoundView() {
  const t = useT();
  const href = useHref();
  return (
    <main className="not-found container" data-testid="not-found">
      <div className="not-found-code">404</div>
      <h1>{t('common.notFound.title')}</h1>
      <Link className="btn btn-primary" to={href('/')}>
        {t('common.notFound.home')}
      </Link>
    </main>
  );
}
