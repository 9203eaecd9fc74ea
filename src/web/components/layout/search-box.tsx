import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { splitLang } from '~/domain/routes';
import { useLang, useT } from '~/web/i18n/i18n-context';
import { useHref } from '~/web/lib/href';
import { useDismiss } from '~/web/lib/use-dismiss';
import { callApi } from '~/web/lib/api-client';
import { IconSearch } from './icons';
import { optionHrefs, type State } from './search-state';

/** CAT-14, CONST-17: max length 30, lookup after a 500 ms pause when more than 1 character after trimming. */
const SEARCH_MAX_LENGTH = 30;
const SEARCH_DELAY_MS = 500;

// The suggestions' list shows only after typing (and a pause): its code loads when the box is first focused.
const loadDropdown = () => import('./search-dropdown');
const SearchDropdown = lazy(loadDropdown);

/** The query of the search results page at this location (the box keeps showing it), else ''. */
function routeSearch(pathname: string, search: string): string {
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
        const { items, categories, brands } = r.data;
        setState({ kind: 'done', query: q, items, categories, brands });
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
    if (!q) {
      setState({ kind: 'empty' });
      setOpen(true);
      void loadDropdown();
      inputRef.current?.focus();
      return;
    }
    const hit = active >= 0 ? optionHrefs(state)[active] : undefined;
    close();
    void navigate(hit ?? searchHref(q));
  }

  const items = optionHrefs(state);
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
    <form
      ref={rootRef}
      className={`search ${className}`}
      role="search"
      action={href('/search')}
      method="get"
      onSubmit={onSubmit}
    >
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
        onFocus={() => {
          setOpen(true);
          void loadDropdown();
        }}
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
        <Suspense fallback={null}>
          <SearchDropdown
            state={state}
            listId={listId}
            active={active}
            onActive={setActive}
            onClose={close}
            allHref={state.kind === 'done' ? searchHref(state.query) : null}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
