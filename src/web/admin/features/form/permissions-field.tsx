import { ADMIN_ACCESS, ADMIN_AREAS, ALL_PERMISSIONS } from '~/domain/admin/permissions';
import { useT } from '~/web/i18n/i18n-context';

/**
 * `permissions`: a grid of the back office's permissions grouped by area (`domain/admin/permissions.ts`), plus
 * "may open the back office" and "everything" (`*`). The value is the list of granted permissions.
 */
export function PermissionsField({
  value,
  onChange,
  readOnly,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  readOnly: boolean;
}) {
  const t = useT();
  const held = new Set((Array.isArray(value) ? value : []).filter((v): v is string => typeof v === 'string'));
  const all = held.has(ALL_PERMISSIONS);
  const toggle = (p: string, on: boolean) => {
    const next = new Set(held);
    if (on) next.add(p);
    else next.delete(p);
    onChange([...next].sort());
  };
  const actions = [...new Set(Object.values(ADMIN_AREAS).flat())];
  return (
    <div className="adm-perms" data-testid="field-permissions">
      <div className="adm-perms-top">
        <label className="adm-check">
          <input
            type="checkbox"
            disabled={readOnly}
            checked={all}
            onChange={(e) => toggle(ALL_PERMISSIONS, e.target.checked)}
          />
          <span>{t('admin-ui.perms.all')}</span>
        </label>
        <label className="adm-check">
          <input
            type="checkbox"
            disabled={readOnly || all}
            checked={all || held.has(ADMIN_ACCESS)}
            onChange={(e) => toggle(ADMIN_ACCESS, e.target.checked)}
          />
          <span>{t('admin-ui.perms.access')}</span>
        </label>
      </div>
      <table className="adm-perms-grid">
        <thead>
          <tr>
            <th>{t('admin-ui.perms.area')}</th>
            {actions.map((a) => (
              <th key={a}>{t(`admin-ui.perms.actions.${a}`)}</th>
            ))}
            <th>{t('admin-ui.perms.row')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(ADMIN_AREAS).map(([area, acts]) => {
            const perms = (acts as readonly string[]).map((a) => `${area}.${a}`);
            const rowAll = perms.every((p) => held.has(p));
            return (
              <tr key={area}>
                <th scope="row">{t(`admin-ui.nav.${area}`)}</th>
                {actions.map((a) => (
                  <td key={a}>
                    {(acts as readonly string[]).includes(a) ? (
                      <input
                        type="checkbox"
                        aria-label={`${area}.${a}`}
                        disabled={readOnly || all}
                        checked={all || held.has(`${area}.${a}`)}
                        onChange={(e) => toggle(`${area}.${a}`, e.target.checked)}
                      />
                    ) : null}
                  </td>
                ))}
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('admin-ui.perms.row')}
                    disabled={readOnly || all}
                    checked={all || rowAll}
                    onChange={(e) => {
                      const next = new Set(held);
                      for (const p of perms)
                        if (e.target.checked) next.add(p);
                        else next.delete(p);
                      onChange([...next].sort());
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
