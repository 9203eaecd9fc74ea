import { Link } from 'react-router';
import { productImage } from '~/domain/media';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { SafeImg } from './safe-img';
import type { State } from './search-state';

/** The header search's suggestions (CAT-14): loading, nothing found, or the hits and "show all". */
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
  const items = state.kind === 'done' ? state.items : [];
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
      ) : items.length === 0 ? (
        <p className="search-state" data-testid="search-empty">
          {t('layout.search.noResults')}
        </p>
      ) : (
        <>
          <ul id={listId} role="listbox" className="search-list">
            {items.map((it, i) => (
              <li key={it.id} id={`${listId}-${i}`} role="option" aria-selected={i === active}>
                <Link
                  to={it.href}
                  className={`search-result ${i === active ? 'is-active' : ''}`}
                  data-testid="search-result"
                  onClick={onClose}
                  onMouseEnter={() => onActive(i)}
                >
                  <span className="search-thumb">
                    {it.image ? (
                      <SafeImg src={productImage(it.image, 50)} width={50} height={50} decoding="async" />
                    ) : null}
                  </span>
                  <span className="search-title">{it.title}</span>
                  <span className="search-price">
                    {it.priceInStore ? t('layout.search.priceInStore') : formatMoney(it.price)}
                  </span>
                </Link>
              </li>
            ))}
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
