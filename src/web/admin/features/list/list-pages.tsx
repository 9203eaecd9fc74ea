import { Link } from 'react-router';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';

/** Page links: first, last, the current one and two on each side, with gaps. */
export function Pages({ page, pages, href }: { page: number; pages: number; href: (p: number) => string }) {
  const t = useT();
  if (pages <= 1) return null;
  const shown = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const list = [...shown].sort((a, b) => a - b);
  return (
    <nav className="adm-pages" aria-label={t('admin-ui.list.pages')}>
      {page > 1 ? (
        <Link className="adm-page-btn" to={href(page - 1)} aria-label={t('admin-ui.list.prev')} data-testid="page-prev">
          <AdminIcon name="chevronLeft" size={16} />
        </Link>
      ) : (
        <span className="adm-page-btn is-disabled">
          <AdminIcon name="chevronLeft" size={16} />
        </span>
      )}
      {list.map((p, i) => (
        <span key={p} className="adm-pages-item">
          {i > 0 && p - list[i - 1]! > 1 ? <span className="adm-page-gap">…</span> : null}
          {p === page ? (
            <span className="adm-page-btn is-current" aria-current="page">
              {p}
            </span>
          ) : (
            <Link className="adm-page-btn" to={href(p)}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {page < pages ? (
        <Link className="adm-page-btn" to={href(page + 1)} aria-label={t('admin-ui.list.next')} data-testid="page-next">
          <AdminIcon name="chevronRight" size={16} />
        </Link>
      ) : (
        <span className="adm-page-btn is-disabled">
          <AdminIcon name="chevronRight" size={16} />
        </span>
      )}
    </nav>
  );
}
