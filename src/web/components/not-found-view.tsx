import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';

/** The NotFound view: "Page not found" with a link to the main page. */
export function NotFoundView() {
  const t = useT();
  const href = useHref();
  return (
    <main className="status-view container" data-testid="not-found" id="main">
      <div className="status-card">
        <div className="status-code" aria-hidden="true">
          4
          <svg viewBox="0 0 40 40" width="0.9em" height="0.9em">
            <rect width="40" height="40" rx="11" fill="#ff6a00" />
            <path d="M22.6 6 10.5 22.4h8.1L16.4 34 29.5 16.8h-8.3z" fill="#fff" />
          </svg>
          4
        </div>
        <h1 className="status-title">{t('common.notFound.title')}</h1>
        <p className="status-text">{t('common.notFound.text')}</p>
        <Link className="btn btn-primary btn-lg" to={href('/')}>
          {t('common.notFound.home')}
        </Link>
      </div>
    </main>
  );
}
