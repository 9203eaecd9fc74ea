import { Link } from 'react-router';
import type { AdminRow, ResourceMeta } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { AdminIcon } from '../../components/admin-icons';
import { recordHref, safeHref } from '../../lib/record-href';

/** A row's tools (ADM-6), as its resource allows them: verify, view, edit, duplicate, view on site, remove. */
export function RowTools({
  meta,
  row,
  search,
  onRemove,
  onVerify,
}: {
  meta: ResourceMeta;
  row: AdminRow;
  search: string;
  onRemove: () => void;
  onVerify: () => void;
}) {
  const t = useT();
  const has = (tool: string) => meta.tools.includes(tool as never);
  return (
    <div className="adm-tools">
      {has('verify') && meta.can.verify && row.verified !== undefined ? (
        <button
          type="button"
          className={`adm-switch${row.verified ? ' is-on' : ''}`}
          role="switch"
          aria-checked={!!row.verified}
          title={t('admin-ui.list.verify')}
          onClick={onVerify}
          data-testid="tool-verify"
        >
          <span className="adm-switch-knob" />
        </button>
      ) : null}
      {has('view') ? (
        <Link
          className="adm-tool"
          to={recordHref(search, 'view', row.id)}
          title={t('admin-ui.list.view')}
          aria-label={t('admin-ui.list.view')}
          data-testid="tool-view"
        >
          <AdminIcon name="eye" size={16} />
        </Link>
      ) : null}
      {has('edit') && meta.can.update ? (
        <Link
          className="adm-tool"
          to={recordHref(search, 'update', row.id)}
          title={t('admin-ui.list.edit')}
          aria-label={t('admin-ui.list.edit')}
          data-testid="tool-edit"
        >
          <AdminIcon name="edit" size={16} />
        </Link>
      ) : null}
      {has('duplicate') && meta.can.create ? (
        <Link
          className="adm-tool"
          to={recordHref(search, 'create', null, row.id)}
          title={t('admin-ui.list.duplicate')}
          aria-label={t('admin-ui.list.duplicate')}
          data-testid="tool-duplicate"
        >
          <AdminIcon name="copy" size={16} />
        </Link>
      ) : null}
      {has('viewOnSite') && safeHref(row.siteUrl) ? (
        <a
          className="adm-tool"
          href={safeHref(row.siteUrl)!}
          target="_blank"
          rel="noopener"
          title={t('admin-ui.list.viewOnSite')}
          aria-label={t('admin-ui.list.viewOnSite')}
          data-testid="tool-site"
        >
          <AdminIcon name="external" size={16} />
        </a>
      ) : null}
      {has('remove') && meta.can.remove ? (
        <button
          type="button"
          className="adm-tool adm-tool-danger"
          onClick={onRemove}
          title={t('admin-ui.list.remove')}
          aria-label={t('admin-ui.list.remove')}
          data-testid="tool-remove"
        >
          <AdminIcon name="trash" size={16} />
        </button>
      ) : null}
    </div>
  );
}
