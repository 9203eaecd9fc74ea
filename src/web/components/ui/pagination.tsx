import { Link, useLocation } from 'react-router';
import { pageWindow } from '~/domain/pagination';
import { useT } from '~/web/i18n/i18n-context';
import { IconChevron } from './icons';
import './ui.css';

/** Page links on the current URL with `p` set (NAV-14); hidden when there are fewer than 2 pages. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const t = useT();
  const location = useLocation();
  if (pages < 2) return null;
  const to = (p: number) => {
    const q = new URLSearchParams(location.search);
    q.set('p', String(p));
    return `${location.pathname}?${q.toString()}`;
  };
  const items = pageWindow(page, pages);
  return (
    <nav className="ui-pag" aria-label={t('catalog.pagination.label')} data-testid="pagination">
      {page > 1 ? (
        <Link
          className="ui-pag-link ui-pag-arrow"
          to={to(page - 1)}
          rel="prev"
          aria-label={t('catalog.pagination.prev')}
        >
          <IconChevron dir="left" size={16} />
        </Link>
      ) : null}
      {items.map((it) =>
        it.type === 'ellipsis' ? (
          <span key={it.key} className="ui-pag-gap">
            …
          </span>
        ) : it.current ? (
          <span key={it.page} className="ui-pag-link is-current" aria-current="page">
            {it.page}
          </span>
        ) : (
          <Link key={it.page} className="ui-pag-link" to={to(it.page)}>
            {it.page}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link
          className="ui-pag-link ui-pag-arrow"
          to={to(page + 1)}
          rel="next"
          aria-label={t('catalog.pagination.next')}
          data-testid="pagination-next"
        >
          <IconChevron dir="right" size={16} />
        </Link>
      ) : null}
    </nav>
  );
}
