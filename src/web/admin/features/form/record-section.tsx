import type { RecordSection } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { Cell } from '../list/cells';
import { Diff } from './record-diff';

/** A section the server adds below a record's form (ADM-6): label–value pairs, a table, or a change's diff. */
export function Section({ section }: { section: RecordSection }) {
  const t = useT();
  return (
    <section className="adm-card adm-section" data-testid="record-section">
      <h2 className="adm-h2">{section.title}</h2>
      {section.kind === 'pairs' ? (
        <dl className="adm-pairs">
          {section.pairs.map((p, i) => (
            <div key={i} className="adm-pair">
              <dt>{p.label}</dt>
              <dd>{p.value || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : section.kind === 'table' ? (
        <div className="adm-table-wrap">
          <table className="adm-table adm-table-plain">
            <thead>
              <tr>
                {section.columns.map((c) => (
                  <th key={c.name} className={`adm-col-${c.kind}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.length === 0 ? (
                <tr>
                  <td className="adm-muted" colSpan={section.columns.length}>
                    {t('admin-ui.list.empty')}
                  </td>
                </tr>
              ) : null}
              {section.rows.map((r, i) => (
                <tr key={i}>
                  {section.columns.map((c) => (
                    <td key={c.name} className={`adm-col-${c.kind}`}>
                      <Cell col={c} value={r[c.name]} tone={r[`${c.name}Tone`]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Diff before={section.before} after={section.after} />
      )}
    </section>
  );
}
