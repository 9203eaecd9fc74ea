import { useEffect, useMemo, useRef, useState } from 'react';
import { swatchColor } from '~/web/components/ui/swatch';
import type { FilterDef, FilterItem } from '~/domain/catalog';
import { useT } from '~/web/i18n/i18n-context';
import { IconClose, IconSearch } from '~/web/components/ui/icons';

/** What the panel edits: selected ids per URL key and the price range (whole manat). */
export interface FilterState {
  ids: Record<string, number[]>;
  min: number | null;
  max: number | null;
}

export function stateFromDefs(defs: FilterDef[]): FilterState {
  const ids: Record<string, number[]> = {};
  let min: number | null = null;
  let max: number | null = null;
  const walk = (key: string, items: FilterItem[]) => {
    for (const it of items) {
      if (it.selected) (ids[key] ??= []).push(it.id);
      if (it.children) walk(key, it.children);
    }
  };
  for (const d of defs) {
    if (d.type === 'price' && d.price) {
      min = d.price.selectedMin;
      max = d.price.selectedMax;
    } else walk(d.key, d.items);
  }
  return { ids, min, max };
}

function matches(item: FilterItem, q: string): boolean {
  if (!q) return true;
  return item.title.toLocaleLowerCase().includes(q) || (item.children ?? []).some((c) => matches(c, q));
}

function CheckboxList({
  def,
  state,
  onToggle,
}: {
  def: FilterDef;
  state: FilterState;
  onToggle: (key: string, id: number) => void;
}) {
  const t = useT();
  const [q, setQ] = useState('');
  const needle = q.trim().toLocaleLowerCase();
  const selected = new Set(state.ids[def.key] ?? []);
  const render = (items: FilterItem[], depth: number) => (
    <ul className={depth ? 'fp-sub' : 'fp-list'}>
      {items
        .filter((it) => matches(it, needle))
        .map((it) => {
          const on = selected.has(it.id);
          const disabled = it.count === 0 && !on;
          return (
            <li key={it.id}>
              <label className={`fp-check${disabled ? ' is-disabled' : ''}`}>
                <input
                  type="checkbox"
                  checked={on}
                  disabled={disabled}
                  onChange={() => onToggle(def.key, it.id)}
                  data-testid={`filter-${def.key}-${it.id}`}
                />
                <span className="fp-box" aria-hidden="true" />
                <span className="fp-label">{it.title}</span>
                <span className="fp-count">{it.count}</span>
              </label>
              {it.children?.length ? render(it.children, depth + 1) : null}
            </li>
          );
        })}
    </ul>
  );
  return (
    <>
      {def.search ? (
        <div className="fp-search">
          <IconSearch size={16} />
          <input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder={t('catalog.filters.searchIn')}
            aria-label={t('catalog.filters.searchInTitle', { title: def.title })}
          />
        </div>
      ) : null}
      <div className={def.scrolled ? 'fp-scroll' : undefined}>{render(def.items, 0)}</div>
    </>
  );
}

function ColorList({
  def,
  state,
  onToggle,
}: {
  def: FilterDef;
  state: FilterState;
  onToggle: (key: string, id: number) => void;
}) {
  const selected = new Set(state.ids[def.key] ?? []);
  return (
    <div className="fp-colors">
      {def.items.map((it) => {
        const on = selected.has(it.id);
        return (
          <button
            key={it.id}
            type="button"
            className={`fp-swatch${on ? ' is-on' : ''}`}
            aria-pressed={on}
            disabled={it.count === 0 && !on}
            title={`${it.title} (${it.count})`}
            aria-label={`${it.title} (${it.count})`}
            onClick={() => onToggle(def.key, it.id)}
          >
            <span style={{ background: swatchColor(it.color) }} />
          </button>
        );
      })}
    </div>
  );
}

/** A whole-manat price input bounded by the filter's min and max; Enter or leaving the field applies it. */
function PriceInput(props: {
  bounds: { min: number; max: number };
  placeholder: number;
  value: string;
  label: string;
  testId: string;
  onChange: (value: string) => void;
  onCommit: () => void;
  onFocus: () => void;
}) {
  return (
    <input
      className="sx-input"
      type="number"
      inputMode="numeric"
      min={props.bounds.min}
      max={props.bounds.max}
      placeholder={String(props.placeholder)}
      value={props.value}
      aria-label={props.label}
      data-testid={props.testId}
      onChange={(e) => props.onChange(e.target.value)}
      onFocus={props.onFocus}
      onBlur={props.onCommit}
      onKeyDown={(e) => e.key === 'Enter' && props.onCommit()}
    />
  );
}

function PriceBox({
  def,
  state,
  onPrice,
}: {
  def: FilterDef;
  state: FilterState;
  onPrice: (min: number | null, max: number | null, commit: boolean) => void;
}) {
  const t = useT();
  const pf = def.price!;
  const [min, setMin] = useState(state.min?.toString() ?? '');
  const [max, setMax] = useState(state.max?.toString() ?? '');
  // the field being typed in keeps its text when new results arrive (e.g. after the other field applied)
  const editing = useRef<'min' | 'max' | null>(null);
  useEffect(() => {
    if (editing.current !== 'min') setMin(state.min?.toString() ?? '');
    if (editing.current !== 'max') setMax(state.max?.toString() ?? '');
  }, [state.min, state.max]);
  const clamp = (v: string): number | null => {
    if (!/^\d+$/.test(v.trim())) return null;
    return Math.min(pf.max, Math.max(pf.min, Number(v)));
  };
  const commit = () => {
    editing.current = null;
    let a = clamp(min);
    let b = clamp(max);
    if (a !== null && b !== null && a > b) [a, b] = [b, a];
    setMin(a?.toString() ?? '');
    setMax(b?.toString() ?? '');
    // leaving a field without changing the applied range is no new search
    onPrice(a, b, a !== (pf.selectedMin ?? null) || b !== (pf.selectedMax ?? null));
  };
  return (
    <div className="fp-price">
      <div className="fp-price-inputs">
        <PriceInput
          bounds={pf}
          placeholder={pf.min}
          value={min}
          label={t('catalog.filters.priceMin')}
          testId="price-min"
          onFocus={() => (editing.current = 'min')}
          onChange={(v) => {
            setMin(v);
            onPrice(clamp(v), clamp(max), false);
          }}
          onCommit={commit}
        />
        <span aria-hidden="true">–</span>
        <PriceInput
          bounds={pf}
          placeholder={pf.max}
          value={max}
          label={t('catalog.filters.priceMax')}
          testId="price-max"
          onFocus={() => (editing.current = 'max')}
          onChange={(v) => {
            setMax(v);
            onPrice(clamp(min), clamp(v), false);
          }}
          onCommit={commit}
        />
      </div>
      {pf.intervals.length ? (
        <ul className="fp-intervals">
          {pf.intervals.map((iv) => {
            const on = state.min === iv.min && state.max === iv.max;
            return (
              <li key={`${iv.min}-${iv.max}`}>
                <button
                  type="button"
                  className={on ? 'is-on' : undefined}
                  aria-pressed={on}
                  onClick={() => onPrice(iv.min, iv.max, true)}
                >
                  {iv.title}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** One filter section (collapsible). */
function Section({
  def,
  children,
  initiallyOpen,
}: {
  def: FilterDef;
  children: React.ReactNode;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <section className="fp-section">
      <button type="button" className="fp-head" aria-expanded={open} onClick={() => setOpen(!open)}>
        {def.title}
        <span className={`fp-caret${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      {open ? <div className="fp-body">{children}</div> : null}
    </section>
  );
}

/**
 * The filter panel built from the listing's FilterDefs. `onChange(state, commit)` reports every edit;
 * the page decides whether to apply at once (wide screens) or wait for the Search button (≤1024 px).
 */
export function FilterPanel({
  defs,
  state,
  onChange,
  open,
  onClose,
  onApply,
}: {
  defs: FilterDef[];
  state: FilterState;
  onChange: (next: FilterState, commit: boolean) => void;
  open: boolean;
  onClose: () => void;
  onApply: () => void;
}) {
  const t = useT();
  const toggle = (key: string, id: number) => {
    const cur = state.ids[key] ?? [];
    const next = cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id];
    onChange({ ...state, ids: { ...state.ids, [key]: next } }, true);
  };
  const onPrice = (min: number | null, max: number | null, commit: boolean) => onChange({ ...state, min, max }, commit);
  const visible = useMemo(
    () => defs.filter((d) => (d.type === 'price' ? d.price && d.price.min !== d.price.max : d.items.length > 0)),
    [defs],
  );
  return (
    <>
      <div className={`fp-backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <aside
        className={`fp${open ? ' is-open' : ''}`}
        aria-label={t('catalog.filters.title')}
        data-testid="filter-panel"
      >
        <div className="fp-top">
          <h2>{t('catalog.filters.title')}</h2>
          <button type="button" className="fp-x" onClick={onClose} aria-label={t('catalog.popup.close')}>
            <IconClose />
          </button>
        </div>
        <div className="fp-scrollarea">
          {visible.map((d, i) => (
            <Section key={d.key} def={d} initiallyOpen={i < 6 || (state.ids[d.key]?.length ?? 0) > 0}>
              {d.type === 'price' ? (
                <PriceBox def={d} state={state} onPrice={onPrice} />
              ) : d.type === 'color' ? (
                <ColorList def={d} state={state} onToggle={toggle} />
              ) : (
                <CheckboxList def={d} state={state} onToggle={toggle} />
              )}
            </Section>
          ))}
        </div>
        <div className="fp-apply">
          <button type="button" className="sx-btn sx-btn-primary" onClick={onApply} data-testid="filters-search">
            {t('catalog.filters.search')}
          </button>
        </div>
      </aside>
    </>
  );
}
