import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FilterDef } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';

/** How long the search waits after the last key before asking for the list (ADM-23). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search (ADM-6, ADM-23): the list follows the words as they are typed, 300 ms after the last key (Enter
 * asks at once). The first search of a visit to the box adds one history entry, the next keys replace it, so Back
 * leaves the search rather than stepping through it letter by letter. A newer search supersedes an older one still
 * loading (the router drops the older answer). The address changed from elsewhere (Back, clearing the filters)
 * updates the box; the router's answer to a word already typed further never rewinds it.
 */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string, replace: boolean) => void }) {
  const t = useT();
  const [q, setQ] = useState(initial);
  const sent = useRef(initial);
  const pushed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    if (initial !== sent.current) {
      sent.current = initial;
      setQ(initial);
    }
  }, [initial]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const send = (value: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const words = value.trim();
    if (words === sent.current) return;
    sent.current = words;
    latest.current(words, pushed.current);
    pushed.current = true;
  };
  const change = (value: string) => {
    setQ(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value), SEARCH_DEBOUNCE_MS);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(q);
  };
  return (
    <form className="adm-search" role="search" onSubmit={submit}>
      <AdminIcon name="search" size={16} />
      <input
        type="search"
        className="adm-input"
        value={q}
        maxLength={100}
        placeholder={t('admin-ui.list.search')}
        aria-label={t('admin-ui.list.search')}
        aria-keyshortcuts="/"
        onChange={(e) => change(e.target.value)}
        onBlur={() => (pushed.current = false)}
        data-testid="search"
      />
    </form>
  );
}

/** One filter of the list by its kind: a choice, yes/no, a date, or text (applied on Enter or on leaving it). */
export function FilterControl({
  def,
  value,
  onChange,
}: {
  def: FilterDef;
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useT();
  if (def.kind === 'select' || def.kind === 'bool') {
    const options =
      def.kind === 'bool'
        ? [
            { value: '1', label: t('admin-ui.common.yes') },
            { value: '0', label: t('admin-ui.common.no') },
          ]
        : (def.options ?? []);
    return (
      <label className="adm-filter">
        <span className="adm-filter-label">{def.label}</span>
        <select
          className="adm-select"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`filter-${def.name}`}
        >
          <option value="">{t('admin-ui.list.any')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (def.kind === 'date') {
    return (
      <label className="adm-filter">
        <span className="adm-filter-label">{def.label}</span>
        <input
          type="date"
          className="adm-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          data-testid={`filter-${def.name}`}
        />
      </label>
    );
  }
  return <TextFilter key={value} def={def} value={value} onChange={onChange} />;
}

function TextFilter({ def, value, onChange }: { def: FilterDef; value: string; onChange: (v: string) => void }) {
  const [v, setV] = useState(value);
  return (
    <form
      className="adm-filter"
      onSubmit={(e) => {
        e.preventDefault();
        onChange(v.trim());
      }}
    >
      <label className="adm-filter-label" htmlFor={`adm-f-${def.name}`}>
        {def.label}
      </label>
      <input
        id={`adm-f-${def.name}`}
        className="adm-input"
        value={v}
        maxLength={100}
        onChange={(e) => setV(e.target.value)}
        onBlur={() => v.trim() !== value && onChange(v.trim())}
        data-testid={`filter-${def.name}`}
      />
    </form>
  );
}
