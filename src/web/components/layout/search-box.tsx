import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { productImage } from '~/domain/media';
import { formatMoney } from '~/domain/money';
import { splitLang } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useDismiss } from '~/web/lib/use-dismiss';
import { callApi } from '~/web/lib/api';
import { IconSearch } from './icons';
import { SafeImg } from './safe-img';

/** Spec 001 §2/§5/§9: max length 30, lookup after a 500 ms pause when more than 1 character after trimming. */
export const SEARCH_MAX_LENGTH = 30;
export const SEARCH_DELAY_MS = 500;

interface Hit {
  id: number;
  title: string;
  href: string;
  image: string | null;
  price: number;
  priceInStore?: boolean;
}

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; query: string; items: Hit[] };

/** The query of the search results page at this location (the box keeps showing it), else ''. */
export function routeSearch(pathname: string, search: string): string {
  if (splitLang(pathname).path !== '/search') return '';
  return (new URLSearchParams(search).get('search') ?? '').slice(0, SEARCH_MAX_LENGTH);
}

export function SearchBox({ className = '' }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const href = useHref();
  const navigate = useNavigate();
  const location = useLocation();
  const listId = useId();
  const shown = routeSearch(location.pathname, location.search);
  const [text, setText] = useState(shown);
  // the query of the results page on screen: no quick-search lookup for it
  const shownRef = useRef(shown);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  useDismiss(open, [rootRef], close);

  // a route change clears and closes the dropdown; at hydration, what the visitor typed before the script ran is kept
  useEffect(() => {
    shownRef.current = shown;
    const typed = mounted.current ? '' : (inputRef.current?.value ?? '');
    mounted.current = true;
    setText(typed && typed !== shown ? typed.slice(0, SEARCH_MAX_LENGTH) : shown);
    setState({ kind: 'idle' });
    setOpen(false);
    setActive(-1);
    abortRef.current?.abort();
  }, [location.pathname, location.search, shown]);

  useEffect(() => {
    const q = text.trim();
    abortRef.current?.abort();
    if (q.length <= 1 || text === shownRef.current) {
      setState({ kind: 'idle' });
      return;
    }
    setState({ kind: 'loading' });
    const ctl = new AbortController();
    abortRef.current = ctl;
    const timer = window.setTimeout(async () => {
      const r = await callApi('products.search', { search: q }, { lang, t, signal: ctl.signal });
      if (ctl.signal.aborted) return;
      if (r.ok) {
        setState({ kind: 'done', query: q, items: r.data.items });
        setActive(-1);
      } else setState({ kind: 'idle' });
    }, SEARCH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      ctl.abort();
    };
  }, [text, lang, t]);

  const searchHref = (q: string) => `${href('/search')}?search=${encodeURIComponent(q)}`;

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const q = text.trim();
    if (!q) return;
    const hit = active >= 0 && state.kind === 'done' ? state.items[active] : undefined;
    close();
    void navigate(hit ? hit.href : searchHref(q));
  }

  const items = state.kind === 'done' ? state.items : [];
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Escape') {
      close();
      return;
    }
    if (!open || items.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    }
  }

  const showDropdown = open && state.kind !== 'idle';
  return (
    <form ref={rootRef} className={`search ${className}`} role="search" action={href('/search')} method="get" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        {t('layout.search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        className="search-input"
        type="search"
        name="search"
        autoComplete="off"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('layout.search.placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value.slice(0, SEARCH_MAX_LENGTH));
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded={showDropdown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        data-testid="search-input"
      />
      <button className="search-btn" type="submit" aria-label={t('layout.search.submit')}>
        {state.kind === 'loading' ? <span className="spinner" aria-hidden="true" /> : <IconSearch size={20} />}
      </button>
      {showDropdown ? (
        <div className="search-dropdown" data-testid="search-dropdown" aria-live="polite">
          {state.kind === 'loading' ? (
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
                    <Link to={it.href} className={`search-result ${i === active ? 'is-active' : ''}`} data-testid="search-result" onClick={close} onMouseEnter={() => setActive(i)}>
                      <span className="search-thumb">
                        {it.image ? <SafeImg src={productImage(it.image, 50)} width={50} height={50} decoding="async" /> : null}
                      </span>
                      <span className="search-title">{it.title}</span>
                      <span className="search-price">{it.priceInStore ? t('layout.search.priceInStore') : formatMoney(it.price)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {state.kind === 'done' ? (
                <Link className="search-all" to={searchHref(state.query)} onClick={close}>
                  {t('layout.search.showAll')}
                </Link>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </form>
  );
}
