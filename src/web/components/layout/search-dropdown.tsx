import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { brandImage, productImage } from '~/domain/media';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { IconGrid } from './icons';
import { SafeImg } from './safe-img';
import type { State } from './search-state';

/**
 * The header search's suggestions (CAT-14, CAT-15): loading, nothing found, or the categories, brands and products the
 * text names in groups, and "show all". The options are numbered across the groups (search-state.ts `optionHrefs`).
 */
export default function SearchDropdown({
  state,
  listId,
  active,
  onActive,
  onClose,
  allHref,
}: {
  state: State;
  listId: string;
  active: number;
  onActive: (i: number) => void;
  onClose: () => void;
  /** the results page of the query shown, once its hits are there */
  allHref: string | null;
}) {
  const t = useT();
  const done = state.kind === 'done' ? state : null;
  const categories = done?.categories ?? [];
  const brands = done?.brands ?? [];
  const items = done?.items ?? [];
  const option = (i: number, href: string, testId: string, className: string, body: ReactNode) => (
    // the link is the option itself (an option holding a link would nest two interactive controls)
    <li key={`${i}:${href}`} role="none">
      <Link
        id={`${listId}-${i}`}
        role="option"
        aria-selected={i === active}
        to={href}
        className={`${className} ${i === active ? 'is-active' : ''}`}
        data-testid={testId}
        onClick={onClose}
        onMouseEnter={() => onActive(i)}
      >
        {body}
      </Link>
    </li>
  );
  const group = (key: string, title: string, children: ReactNode[]) =>
    children.length ? (
      <li key={key} role="presentation" className="search-group">
        {/* names the group through aria-labelledby; hidden itself, so the listbox holds only groups and options */}
        <span className="search-group-title" id={`${listId}-${key}`} aria-hidden="true">
          {title}
        </span>
        <ul role="group" aria-labelledby={`${listId}-${key}`} className="search-group-list">
          {children}
        </ul>
      </li>
    ) : null;
  const nB = categories.length + brands.length;
  const products = items.map((it, i) =>
    option(
      nB + i,
      it.href,
      'search-result',
      'search-result',
      <>
        <span className="search-thumb">
          {it.image ? <SafeImg src={productImage(it.image, 50)} width={50} height={50} decoding="async" /> : null}
        </span>
        <span className="search-title">{it.title}</span>
        <span className="search-price">
          {it.priceInStore ? t('layout.search.priceInStore') : formatMoney(it.price)}
        </span>
      </>,
    ),
  );
  return (
    <div className="search-dropdown" data-testid="search-dropdown" aria-live="polite">
      {state.kind === 'empty' ? (
        <p className="search-state" data-testid="search-query-empty">
          {t('catalog.listing.emptySearch')}
        </p>
      ) : state.kind === 'loading' ? (
        <p className="search-state">
          <span className="spinner" aria-hidden="true" /> {t('layout.search.loading')}
        </p>
      ) : items.length + nB === 0 ? (
        <p className="search-state" data-testid="search-empty">
          {t('layout.search.noResults')}
        </p>
      ) : (
        <>
          <ul id={listId} role="listbox" className={`search-list ${nB ? 'is-grouped' : ''}`}>
            {group(
              'c',
              t('layout.search.categories'),
              categories.map((c, i) =>
                option(
                  i,
                  c.href,
                  'search-category',
                  'search-named',
                  <>
                    <span className="search-named-icon" aria-hidden="true">
                      <IconGrid size={18} />
                    </span>
                    <span className="search-named-text">
                      <span className="search-title">{c.title}</span>
                      {c.parent ? <span className="search-named-sub">{c.parent}</span> : null}
                    </span>
                    <span className="search-count">{t('layout.search.count', { count: c.count })}</span>
                  </>,
                ),
              ),
            )}
            {group(
              'b',
              t('layout.search.brands'),
              brands.map((b, i) =>
                option(
                  categories.length + i,
                  b.href,
                  'search-brand',
                  'search-named',
                  <>
                    <span className="search-named-icon is-logo" aria-hidden="true">
                      {b.logo ? (
                        <SafeImg
                          src={brandImage(b.logo)}
                          width={36}
                          height={36}
                          decoding="async"
                          fallback={b.title.slice(0, 1).toUpperCase()}
                        />
                      ) : (
                        b.title.slice(0, 1).toUpperCase()
                      )}
                    </span>
                    <span className="search-named-text">
                      <span className="search-title">{b.title}</span>
                      <span className="search-named-sub">{t('layout.search.brandLabel')}</span>
                    </span>
                    <span className="search-count">{t('layout.search.count', { count: b.count })}</span>
                  </>,
                ),
              ),
            )}
            {nB ? group('p', t('layout.search.products'), products) : products}
          </ul>
          {allHref ? (
            <Link className="search-all" to={allHref} onClick={onClose}>
              {t('layout.search.showAll')}
            </Link>
          ) : null}
        </>
      )}
    </div>
  );
}
