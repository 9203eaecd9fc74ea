import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import type { SortKey } from '~/domain/catalog';
import { scriptsAfterPaint } from '~/domain/page-loading';
import { listingQueryToSearch } from '~/domain/catalog-query';
import { useT } from '~/web/i18n/i18n-context';
import { Breadcrumbs } from '~/web/components/ui/breadcrumbs';
import { Pagination } from '~/web/components/ui/pagination';
import { IconClose, IconFilter } from '~/web/components/ui/icons';
import { ProductCard } from '~/web/components/product/product-card';
import { FilterPanel, stateFromDefs, type FilterState } from './filter-panel';
import { VIEW_TITLE_KEYS } from './listing-views';
import type { ListingData } from './listing.server';
import '~/web/components/product/product-card.css';
import './listing.css';

const NARROW = '(max-width: 1024px)';

// A category's text (its SEO copy below the title) is on some listings only: its renderer is a chunk of its own,
// requested at once when the server-rendered page has one (that part hydrates when it arrives).
const loadRichContent = () => import('~/web/components/rich-content/rich-content');
const RichContent = lazy(() => loadRichContent().then((m) => ({ default: m.RichContent })));
if (typeof document !== 'undefined' && document.querySelector('.ls-content')) void loadRichContent();

/** Every listing: products, search, sale, new, best sellers, category, brand, campaign, orange stars, 8 March. */
export function ListingPage({ data }: { data: ListingData }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const r = data.result;
  const title =
    data.title ??
    (data.view === 'Search' && data.search && !data.emptySearch
      ? t('catalog.views.searchFor', { search: data.search })
      : t(VIEW_TITLE_KEYS[data.view]));
  const query = data.query;
  const serverState = useMemo(() => stateFromDefs(r?.filters ?? []), [r]);
  const [state, setState] = useState<FilterState>(serverState);
  const [open, setOpen] = useState(false);
  useEffect(() => setState(serverState), [serverState]);
  useEffect(() => {
    if (!open) return;
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.querySelector<HTMLElement>('[data-testid="filter-panel"] button')?.focus();
    return () => {
      document.body.style.overflow = prev;
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const go = (s: FilterState, extra: { sort?: SortKey | undefined } = {}) => {
    const filters: Record<string, number[]> = {};
    for (const [k, v] of Object.entries(s.ids)) if (v.length) filters[k] = v;
    const qs = listingQueryToSearch({
      search: query.search,
      sort: 'sort' in extra ? extra.sort : query.sort,
      page: 1,
      pricesMin: s.min ?? undefined,
      pricesMax: s.max ?? undefined,
      filters,
    });
    navigate(`${location.pathname}${qs ? `?${qs}` : ''}`, { preventScrollReset: true });
  };

  const onChange = (next: FilterState, commit: boolean) => {
    setState(next);
    if (commit && !window.matchMedia(NARROW).matches) go(next);
  };
  const apply = () => {
    setOpen(false);
    go(state);
  };
  const removeTag = (key: string, id: number) =>
    go({ ...serverState, ids: { ...serverState.ids, [key]: (serverState.ids[key] ?? []).filter((x) => x !== id) } });
  const clearAll = () => go({ ids: {}, min: null, max: null });

  const tags = r?.selected ?? [];
  // nothing found: no filter box (its lists would be empty); chosen filters stay removable as tags
  const filters = r && r.total > 0 ? r.filters : [];
  const hasPrice = serverState.min !== null || serverState.max !== null;
  const crumbs = data.breadcrumbs.length
    ? data.breadcrumbs.map((c, i, a) => (i === a.length - 1 ? { title: c.title } : c))
    : [{ title }];
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  return (
    <main className="sx-wrap ls" data-testid="listing" data-view={data.view} {...scriptsAfterPaint}>
      <Breadcrumbs items={crumbs} />
      <div className="ls-head">
        <h1 className="ls-title">{title}</h1>
        {r ? (
          <span className="ls-count" data-testid="product-count">
            {t('catalog.listing.count', { count: r.total })}
          </span>
        ) : null}
      </div>
      {data.children.length ? (
        <nav className="ls-chips" aria-label={t('catalog.listing.subcategories')}>
          {data.children.map((c) => (
            <Link key={c.href} to={c.href} className="ls-chip">
              {c.title}
            </Link>
          ))}
        </nav>
      ) : null}
      {data.content?.length ? (
        <Suspense fallback={null}>
          <RichContent blocks={data.content} className="ls-content" />
        </Suspense>
      ) : null}

      {data.emptySearch ? (
        <p className="sx-empty" data-testid="empty-search">
          {t(data.search.trim() ? 'catalog.listing.shortSearch' : 'catalog.listing.emptySearch')}
        </p>
      ) : r ? (
        <div className={`ls-layout${filters.length ? '' : ' no-filters'}`}>
          {filters.length ? (
            <FilterPanel
              defs={filters}
              state={state}
              onChange={onChange}
              open={open}
              onClose={() => setOpen(false)}
              onApply={apply}
            />
          ) : null}
          <div className="ls-main">
            <div className="ls-bar">
              {filters.length ? (
                <button
                  type="button"
                  className="sx-btn sx-btn-ghost ls-filters-btn"
                  onClick={() => setOpen(true)}
                  data-testid="filters-open"
                >
                  <IconFilter size={18} /> {t('catalog.filters.title')}
                  {tags.length ? <span className="ls-badge">{tags.length + (hasPrice ? 1 : 0)}</span> : null}
                </button>
              ) : null}
              <label className="ls-sort">
                <span>{t('catalog.sort.label')}</span>
                <select
                  className="sx-input"
                  value={query.sort ?? (query.search ? '' : 'new')}
                  data-testid="sort"
                  onChange={(e) => go(serverState, { sort: (e.target.value || undefined) as SortKey | undefined })}
                >
                  {query.search ? <option value="">{t('catalog.sort.relevance')}</option> : null}
                  <option value="new">{t('catalog.sort.new')}</option>
                  <option value="priceUp">{t('catalog.sort.priceUp')}</option>
                  <option value="priceDown">{t('catalog.sort.priceDown')}</option>
                </select>
              </label>
            </div>
            {tags.length || hasPrice ? (
              <div className="ls-tags" data-testid="selected-filters">
                {tags.map((s) => (
                  <button
                    key={`${s.key}-${s.id}`}
                    type="button"
                    className="ls-tag"
                    onClick={() => removeTag(s.key, s.id)}
                    aria-label={t('catalog.filters.remove', { title: s.title })}
                  >
                    {s.title} <IconClose size={14} />
                  </button>
                ))}
                {hasPrice ? (
                  <button
                    type="button"
                    className="ls-tag"
                    onClick={() => go({ ...serverState, min: null, max: null })}
                    aria-label={t('catalog.filters.remove', { title: t('catalog.filters.price') })}
                  >
                    {serverState.min ?? ''} – {serverState.max ?? ''} ₼ <IconClose size={14} />
                  </button>
                ) : null}
                <button type="button" className="ls-clear" onClick={clearAll} data-testid="clear-all">
                  {t('catalog.filters.clearAll')}
                </button>
              </div>
            ) : null}
            {/* the cards' titles are h3: this heading keeps the outline h1 → h2 → h3 */}
            <h2 className="visually-hidden">{t('catalog.listing.products')}</h2>
            {r.items.length ? (
              <div className={`ls-grid${loading ? ' is-loading' : ''}`} data-testid="product-grid">
                {r.items.map((p, i) => (
                  <ProductCard key={p.id} product={p} eager={i < 4} priority={i === 0} />
                ))}
              </div>
            ) : (
              <p className="sx-empty" data-testid="not-found-products">
                {t('catalog.listing.notFound')}
              </p>
            )}
            <Pagination page={r.page} pages={r.pages} />
          </div>
        </div>
      ) : null}
    </main>
  );
}
