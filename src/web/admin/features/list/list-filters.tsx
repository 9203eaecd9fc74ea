import { useState, type FormEvent } from 'react';
import type { FilterDef } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';

/** The list's search (ADM-6): the words go to the address on Enter. */
export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useT();
  const [q, setQ] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(q.trim());
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
        onChange={(e) => setQ(e.target.value)}
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
