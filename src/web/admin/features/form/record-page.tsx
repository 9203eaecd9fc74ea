import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { AdminRecord, ResourceMeta } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { adminApi, type AdminResult } from '../../lib/admin-api';
import { areaOfResource } from '../../lib/media-area';
import { bodyOf, changedNames, initialValues, rebase, sameValues, type FormValues } from '~/domain/admin/record-values';
import { groupsOf, unplacedErrors } from '../../lib/form-values';
import { backToListHref, recordHref, safeHref, type RecordMode } from '../../lib/record-href';
import { useAdminApi } from '../../lib/use-admin-api';
import { ActionButton } from './action-button';
import { Field } from './field-control';
import { labelPath, shownValue } from './record-labels';
import { Section } from './record-section';
import { useUnsavedGuard } from './use-unsaved-guard';

/**
 * A record's page (ADM-6: `do=view|update|create`): its title and badge, the form engine over its field
 * definitions, the server's sections (tables, pairs, a diff) and actions. Save posts to create/update; the server's
 * field errors land on their fields, and a summary above Save lists them.
 *
 * An existing record is saved as a versioned change (decision 0059): the version the form was read at, the fields
 * the person changed and the values the form showed for them. A save against a record changed meanwhile is a 409:
 * the page says who changed what and offers to reload, keeping the person's own changes where the field did not
 * change meanwhile (those that did show the new value, with the person's value beside it).
 */
export function RecordPage({ meta, mode, record }: { meta: ResourceMeta; mode: RecordMode; record: AdminRecord }) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const readOnly = mode === 'view' || !!record.readOnly;
  const fields = record.fields;
  const [baseline, setBaseline] = useState<FormValues>(() => initialValues(fields));
  const [values, setValues] = useState<FormValues>(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [version, setVersion] = useState(record.version);
  /** a save refused as stale: the server's message, until the person reloads */
  const [stale, setStale] = useState<string | null>(null);
  /** after "reload, keep my changes": the fields changed meanwhile that the person had changed too, with their value */
  const [collided, setCollided] = useState<{ name: string; mine: unknown }[]>([]);
  const rebaseFrom = useRef<{ mine: FormValues; baseline: FormValues } | null>(null);
  // the server's values after a save (or another change) become the form's; after a refused stale save, the
  // person's own changes are put back on top of them
  useEffect(() => {
    const fresh = initialValues(fields);
    const pending = rebaseFrom.current;
    rebaseFrom.current = null;
    setBaseline(fresh);
    if (pending) {
      const r = rebase(fields, fresh, pending.mine, pending.baseline);
      setValues(r.values);
      setCollided(r.collided);
    } else {
      setValues(fresh);
      setCollided([]);
    }
  }, [fields]);
  useEffect(() => setVersion(record.version), [record.version]);

  const dirty = !readOnly && !sameValues(values, baseline);
  const area = areaOfResource(meta.resource);
  const set = (name: string, v: unknown) => setValues((cur) => ({ ...cur, [name]: v }));

  useUnsavedGuard(dirty && !saving);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || saving) return;
    setSaving(true);
    setMessage(null);
    const versioned = mode === 'update' && version !== undefined;
    const changed = changedNames(fields, baseline, values);
    const body = versioned
      ? {
          version,
          changes: Object.fromEntries(changed.map((n) => [n, values[n]])),
          base: Object.fromEntries(changed.map((n) => [n, baseline[n]])),
        }
      : bodyOf(fields, values);
    const resource = meta.resource;
    // a create answers the new id; an update also the version after the save
    const r: AdminResult<{ id: number; version?: number }> =
      mode === 'create'
        ? await adminApi('resource.create', { ...body, resource }, api)
        : await adminApi('resource.update', { ...body, resource, id: record.id }, api);
    if (!r.ok) {
      setSaving(false);
      setErrors(r.fieldErrors);
      setMessage(r.error);
      if (r.status === 409 && versioned) setStale(r.error);
      toast.error(r.error);
      return;
    }
    setErrors({});
    setStale(null);
    setCollided([]);
    if (r.data.version !== undefined) setVersion(r.data.version);
    setBaseline(values);
    toast.success(t('admin-ui.form.saved'));
    if (mode === 'create') navigate(recordHref(location.search, 'update', r.data.id), { replace: true });
    else void revalidate();
    setSaving(false);
  };

  /** Reloads the record and puts the person's own changes back on top (see the effect above). */
  const reloadKeepingMine = () => {
    rebaseFrom.current = { mine: values, baseline };
    setStale(null);
    setErrors({});
    setMessage(null);
    void revalidate();
  };

  const summary = useMemo(() => Object.entries(errors), [errors]);
  const unplaced = useMemo(() => unplacedErrors(fields, values, errors), [fields, values, errors]);
  const labelOf = (path: string) => labelPath(fields, path);
  const groups = groupsOf(fields);
  const back = backToListHref(location.search);

  return (
    <div className="adm-page adm-record" data-testid="record-page" data-mode={mode}>
      <div className="adm-page-head">
        <div>
          <Link to={back} className="adm-back" data-testid="back-to-list">
            <AdminIcon name="chevronLeft" size={16} />
            {meta.title}
          </Link>
          <h1 className="adm-h1">
            {mode === 'create' ? t('admin-ui.form.newTitle', { resource: meta.title }) : record.title}
            {record.badge ? (
              <span className={`adm-badge adm-badge-${record.badge.tone} adm-badge-lg`}>{record.badge.label}</span>
            ) : null}
          </h1>
          {mode !== 'create' ? <p className="adm-sub">#{record.id}</p> : null}
        </div>
        <div className="adm-page-actions">
          {safeHref(record.siteUrl) ? (
            <a
              className="adm-btn"
              href={safeHref(record.siteUrl)!}
              target="_blank"
              rel="noopener"
              data-testid="record-site"
            >
              <AdminIcon name="external" size={16} />
              {record.sitePreview ? t('admin-ui.list.previewOnSite') : t('admin-ui.list.viewOnSite')}
            </a>
          ) : null}
          {mode === 'view' && meta.can.update && !record.readOnly && meta.tools.includes('edit') ? (
            <Link className="adm-btn" to={recordHref(location.search, 'update', record.id)}>
              <AdminIcon name="edit" size={16} />
              {t('admin-ui.list.edit')}
            </Link>
          ) : null}
          {mode === 'update' && meta.can.create && meta.tools.includes('duplicate') ? (
            <Link
              className="adm-btn"
              to={recordHref(location.search, 'create', null, record.id)}
              data-testid="record-duplicate"
            >
              <AdminIcon name="copy" size={16} />
              {t('admin-ui.list.duplicate')}
            </Link>
          ) : null}
          {(record.actions ?? []).map((a) => (
            <ActionButton key={a.name} action={a} area={area} onDone={() => void revalidate()} />
          ))}
        </div>
      </div>

      <div className="adm-record-body">
        {fields.length ? (
          <form className="adm-card adm-form" onSubmit={(e) => void save(e)} noValidate data-testid="record-form">
            {stale ? (
              <div className="adm-alert adm-alert-warning adm-conflict" role="alert" data-testid="record-conflict">
                <p>{stale}</p>
                <button
                  type="button"
                  className="adm-btn adm-btn-primary adm-btn-sm"
                  onClick={reloadKeepingMine}
                  data-testid="record-reload-keep"
                >
                  {t('admin-ui.form.reloadKeep')}
                </button>
              </div>
            ) : null}
            {collided.length ? (
              <div className="adm-alert adm-alert-info" role="status" data-testid="record-collided">
                <strong>{t('admin-ui.form.collidedTitle')}</strong>
                <ul>
                  {collided.map((c) => (
                    <li key={c.name}>
                      <span className="adm-summary-field">{labelOf(c.name)}:</span>{' '}
                      {t('admin-ui.form.collidedMine', {
                        value: shownValue(
                          c.mine,
                          fields.find((f) => f.name === c.name),
                        ),
                      })}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {groups.map((g) => (
              <fieldset className="adm-fieldset" key={g.name || '_'}>
                {g.name ? <legend className="adm-legend">{g.name}</legend> : null}
                <div className="adm-grid">
                  {g.fields.map((f) => (
                    <Field
                      key={f.name}
                      field={f}
                      value={values[f.name]}
                      onChange={(v) => set(f.name, v)}
                      errors={errors}
                      path={f.name}
                      readOnly={readOnly}
                      area={area}
                      siblings={values}
                    />
                  ))}
                </div>
              </fieldset>
            ))}
            {!readOnly ? (
              <div className="adm-form-foot">
                {summary.length ? (
                  <div className="adm-alert adm-alert-danger" role="alert" data-testid="error-summary">
                    <strong>{message ?? t('admin-ui.form.fixErrors')}</strong>
                    <ul>
                      {summary.map(([path, msg]) => (
                        <li key={path}>
                          <span className="adm-summary-field">{labelOf(path)}:</span> {msg}
                          {unplaced.some(([p]) => p === path) ? <span className="adm-muted"> ({path})</span> : null}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : message ? (
                  <div className="adm-alert adm-alert-danger" role="alert">
                    {message}
                  </div>
                ) : null}
                <div className="adm-form-buttons">
                  {dirty ? <span className="adm-dirty">{t('admin-ui.form.unsaved')}</span> : null}
                  <Link to={back} className="adm-btn adm-btn-ghost">
                    {t('admin-ui.common.cancel')}
                  </Link>
                  <button type="submit" className="adm-btn adm-btn-primary" disabled={saving} data-testid="save">
                    {saving
                      ? t('admin-ui.form.saving')
                      : mode === 'create'
                        ? t('admin-ui.form.create')
                        : t('admin-ui.form.save')}
                  </button>
                </div>
              </div>
            ) : null}
          </form>
        ) : null}
        {(record.sections ?? []).map((s, i) => (
          <Section key={i} section={s} />
        ))}
      </div>
    </div>
  );
}
