import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useLocation, useNavigate, useRevalidator } from 'react-router';
import type { AdminRecord, FieldDef, RecordAction, RecordSection, ResourceMeta } from '~/domain/api/admin';
import { formatMoney } from '~/domain/money';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { useConfirm } from '../../components/confirm';
import { adminPost } from '../../lib/admin-api';
import { areaOfResource } from '../../lib/media-area';
import { bodyOf, changedNames, initialValues, rebase, sameValues, type FormValues } from '~/domain/admin/record-values';
import { groupsOf, unplacedErrors } from '../../lib/form-values';
import { backToListHref, recordHref, safeHref, type RecordMode } from '../../lib/record-href';
import { useAdminApi } from '../../lib/use-admin-api';
import { Cell } from '../list/cells';
import { Field } from './field-control';

/** Where an image field uploads when its definition names no area: by the resource. */

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
    const url = mode === 'create' ? `/${meta.resource}/create` : `/${meta.resource}/update/${record.id}`;
    const versioned = mode === 'update' && version !== undefined;
    const changed = changedNames(fields, baseline, values);
    const body = versioned
      ? {
          version,
          changes: Object.fromEntries(changed.map((n) => [n, values[n]])),
          base: Object.fromEntries(changed.map((n) => [n, baseline[n]])),
        }
      : bodyOf(fields, values);
    const r = await adminPost<{ id: number; version?: number }>(url, body, api);
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
              {t('admin-ui.list.viewOnSite')}
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

/** A field's value as a short line of text (the person's own value beside a field changed meanwhile). */
function shownValue(v: unknown, field: FieldDef | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (field?.component === 'money' && typeof v === 'number') return formatMoney(v);
  if (typeof v === 'object' && !Array.isArray(v))
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => `${k.toUpperCase()}: ${String(x)}`)
      .join(' · ');
  return Array.isArray(v) ? v.map(String).join(', ') : String(v);
}

/** "Title (RU)", "Lines 3 › Qty" for an error path. */
function labelPath(fields: readonly FieldDef[], path: string): string {
  const parts = path.split('.');
  const out: string[] = [];
  let list: readonly FieldDef[] | undefined = fields;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const f: FieldDef | undefined = list?.find((x) => x.name === p);
    if (f) {
      out.push(f.label);
      list = f.fields;
    } else if (/^\d+$/.test(p)) out.push(String(Number(p) + 1));
    else out.push(p.length === 2 ? p.toUpperCase() : p);
  }
  return out.join(' › ');
}

/** Leaving with unsaved changes asks first: links inside the app (the router's blocker) and closing the tab. */
function useUnsavedGuard(active: boolean) {
  const t = useT();
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({ text: t('admin-ui.form.leave'), confirmLabel: t('admin-ui.form.leaveYes'), danger: true }).then(
      (yes) => (yes ? blocker.proceed() : blocker.reset()),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [blocker.state]);
  useEffect(() => {
    if (!active) return;
    const onUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [active]);
}

/** A button the server describes: posts its body (and its small form's values), or opens a link. */
function ActionButton({ action, area, onDone }: { action: RecordAction; area: string; onDone: () => void }) {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FormValues>(() => initialValues(action.fields ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const tone = action.tone === 'primary' ? ' adm-btn-primary' : action.tone === 'danger' ? ' adm-btn-danger' : '';
  if (action.kind === 'link') {
    return (
      <a
        className={`adm-btn${tone}`}
        href={safeHref(action.url) ?? undefined}
        target="_blank"
        rel="noopener"
        data-testid={`action-${action.name}`}
      >
        <AdminIcon name="external" size={16} />
        {action.label}
      </a>
    );
  }
  const run = async () => {
    if (action.confirm && !(await confirm({ text: action.confirm, danger: action.tone === 'danger' }))) return;
    setBusy(true);
    const r = await adminPost(action.url, { ...(action.body ?? {}), ...bodyOf(action.fields ?? [], values) }, api);
    setBusy(false);
    if (r.ok) {
      toast.success(t('admin-ui.form.done'));
      setOpen(false);
      setErrors({});
      onDone();
    } else {
      setErrors(r.fieldErrors);
      toast.error(r.error);
    }
  };
  const hasForm = !!action.fields?.length;
  return (
    <span className="adm-action">
      <button
        type="button"
        className={`adm-btn${tone}`}
        disabled={busy}
        onClick={() => (hasForm ? setOpen((v) => !v) : void run())}
        data-testid={`action-${action.name}`}
        aria-expanded={hasForm ? open : undefined}
      >
        {action.label}
      </button>
      {hasForm && open ? (
        <div className="adm-action-pop" role="dialog" aria-label={action.label}>
          {action.fields!.map((f) => (
            <Field
              key={f.name}
              field={f}
              value={values[f.name]}
              onChange={(v) => setValues((c) => ({ ...c, [f.name]: v }))}
              errors={errors}
              path={f.name}
              readOnly={false}
              area={area}
              siblings={values}
            />
          ))}
          <div className="adm-form-buttons">
            <button type="button" className="adm-btn adm-btn-ghost adm-btn-sm" onClick={() => setOpen(false)}>
              {t('admin-ui.common.cancel')}
            </button>
            <button
              type="button"
              className={`adm-btn adm-btn-sm${tone || ' adm-btn-primary'}`}
              disabled={busy}
              onClick={() => void run()}
            >
              {action.label}
            </button>
          </div>
        </div>
      ) : null}
    </span>
  );
}

function Section({ section }: { section: RecordSection }) {
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

/** Before and after of a change, key by key (changed keys marked); other values as JSON. */
function Diff({ before, after }: { before: unknown; after: unknown }) {
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
