import { useT } from '~/web/i18n/i18n-context';

/** Before and after of a change, key by key (changed keys marked); other values as JSON. */
export function Diff({ before, after }: { before: unknown; after: unknown }) {
  const t = useT();
  const obj = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
  const b = obj(before);
  const a = obj(after);
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v, null, 1));
  if (!b && !a) {
    return (
      <div className="adm-diff-raw">
        <pre>{show(before)}</pre>
        <pre>{show(after)}</pre>
      </div>
    );
  }
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return (
    <table className="adm-table adm-table-plain adm-diff" data-testid="diff">
      <thead>
        <tr>
          <th />
          <th>{t('admin-ui.diff.before')}</th>
          <th>{t('admin-ui.diff.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((k) => {
          const changed = JSON.stringify(b?.[k]) !== JSON.stringify(a?.[k]);
          return (
            <tr key={k} className={changed ? 'is-changed' : ''}>
              <th scope="row">{k}</th>
              <td className="adm-diff-before">
                <pre>{show(b?.[k])}</pre>
              </td>
              <td className="adm-diff-after">
                <pre>{show(a?.[k])}</pre>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
