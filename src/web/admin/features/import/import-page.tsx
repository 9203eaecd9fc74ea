import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ImportJob } from '~/domain/api/admin';
import { useT } from '~/web/i18n/i18n-context';
import { useToast } from '~/web/components/ui/toast';
import { AdminIcon } from '../../components/admin-icons';
import { useConfirm } from '../../components/confirm';
import { adminApi, adminDownloadUrl, adminUpload } from '../../lib/admin-api';
import { useAdminApi } from '../../lib/use-admin-api';

const POLL_MS = 700;

/**
 * The products CSV import (ADM-11): choose a file, dry run (the default) or apply; the job is polled with a
 * progress bar, then its report: counts, the changes, the rejected rows with their errors. After a dry run the same
 * file can be applied with one button.
 */
export function ImportPage() {
  const t = useT();
  const api = useAdminApi();
  const toast = useToast();
  const confirm = useConfirm();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [job, setJob] = useState<ImportJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const poll = (jobId: string) => {
    timer.current = setTimeout(async () => {
      const r = await adminApi('products.importJob', { jobId }, api);
      if (!r.ok) {
        setBusy(false);
        setError(r.error);
        return;
      }
      setJob(r.data);
      if (r.data.state === 'running') poll(jobId);
      else {
        setBusy(false);
        if (r.data.state === 'done')
          toast.success(
            r.data.dryRun ? t('admin-ui.import.checked') : t('admin-ui.import.applied', { count: r.data.applied }),
          );
      }
    }, POLL_MS);
  };

  const start = async (apply: boolean) => {
    if (!file || busy) return;
    if (
      apply &&
      !(await confirm({ text: t('admin-ui.import.confirmApply'), confirmLabel: t('admin-ui.import.apply') }))
    )
      return;
    setBusy(true);
    setError(null);
    setJob(null);
    const form = new FormData();
    form.append('dryRun', apply ? '0' : '1');
    form.append('file', file, file.name);
    const r = await adminUpload('products.import', {}, form, api);
    if (!r.ok) {
      setBusy(false);
      setError(r.fieldErrors.file ?? r.error);
      return;
    }
    setJob({
      jobId: r.data.jobId,
      dryRun: !apply,
      state: 'running',
      processed: 0,
      total: 0,
      changedRows: 0,
      changes: [],
      rejected: [],
      rejectedRows: 0,
      applied: 0,
    });
    poll(r.data.jobId);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void start(!dryRun);
  };

  const pct =
    job && job.total > 0
      ? Math.min(100, Math.round((job.processed / job.total) * 100))
      : job?.state === 'done'
        ? 100
        : 0;

  return (
    <div className="adm-page" data-testid="import-page">
      <div className="adm-page-head">
        <div>
          <Link to="/admin/products" className="adm-back">
            <AdminIcon name="chevronLeft" size={16} />
            {t('admin-ui.nav.products')}
          </Link>
          <h1 className="adm-h1">{t('admin-ui.import.title')}</h1>
          <p className="adm-sub">{t('admin-ui.import.lead')}</p>
        </div>
        <div className="adm-page-actions">
          <a className="adm-btn" href={adminDownloadUrl('products.export')} download="">
            <AdminIcon name="download" size={16} />
            {t('admin-ui.import.export')}
          </a>
        </div>
      </div>

      <form className="adm-card adm-form adm-import-form" onSubmit={submit}>
        <label className={`adm-drop${file ? ' has-file' : ''}`}>
          <AdminIcon name="upload" size={24} />
          <span>{file ? file.name : t('admin-ui.import.choose')}</span>
          {file ? (
            <span className="adm-muted">{(file.size / 1024).toFixed(1)} KB</span>
          ) : (
            <span className="adm-muted">{t('admin-ui.import.format')}</span>
          )}
          <input
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(e) => (setFile(e.target.files?.[0] ?? null), setJob(null))}
            data-testid="import-file"
          />
        </label>
        <div className="adm-form-buttons">
          <label className="adm-check">
            <input
              type="checkbox"
              checked={dryRun}
              onChange={(e) => setDryRun(e.target.checked)}
              data-testid="import-dry"
            />
            <span>{t('admin-ui.import.dryRun')}</span>
          </label>
          <button type="submit" className="adm-btn adm-btn-primary" disabled={!file || busy} data-testid="import-start">
            {dryRun ? t('admin-ui.import.check') : t('admin-ui.import.apply')}
          </button>
        </div>
        {error ? (
          <div className="adm-alert adm-alert-danger" role="alert">
            {error}
          </div>
        ) : null}
      </form>

      {job ? (
        <section className="adm-card adm-section" data-testid="import-report">
          <div className="adm-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
            <div className="adm-progress-bar" style={{ width: `${pct}%` }} />
          </div>
          <p className="adm-muted">
            {job.state === 'running'
              ? t('admin-ui.import.running', { processed: job.processed, total: job.total })
              : job.state === 'failed'
                ? (job.error ?? t('admin-ui.import.failed'))
                : job.dryRun
                  ? t('admin-ui.import.dryDone')
                  : t('admin-ui.import.done')}
          </p>
          {job.state !== 'running' ? (
            <>
              <div className="adm-kpis adm-kpis-sm">
                <div className="adm-kpi">
                  <span className="adm-kpi-label">{t('admin-ui.import.rows')}</span>
                  <span className="adm-kpi-value">{job.total}</span>
                </div>
                <div className="adm-kpi">
                  <span className="adm-kpi-label">{t('admin-ui.import.changed')}</span>
                  <span className="adm-kpi-value">{job.changedRows}</span>
                </div>
                <div className={`adm-kpi${job.rejectedRows ? ' is-danger' : ''}`}>
                  <span className="adm-kpi-label">{t('admin-ui.import.rejected')}</span>
                  <span className="adm-kpi-value">{job.rejectedRows}</span>
                </div>
                <div className="adm-kpi">
                  <span className="adm-kpi-label">{t('admin-ui.import.written')}</span>
                  <span className="adm-kpi-value">{job.applied}</span>
                </div>
              </div>
              {job.dryRun && job.state === 'done' && job.changedRows > 0 ? (
                <button
                  type="button"
                  className="adm-btn adm-btn-primary"
                  onClick={() => void start(true)}
                  disabled={busy}
                  data-testid="import-apply-these"
                >
                  {t('admin-ui.import.applyThese')}
                </button>
              ) : null}
              {job.changes.length ? (
                <>
                  <h2 className="adm-h2">{t('admin-ui.import.changes')}</h2>
                  <div className="adm-table-wrap">
                    <table className="adm-table adm-table-plain">
                      <thead>
                        <tr>
                          <th className="adm-col-number">{t('admin-ui.import.line')}</th>
                          <th>SKU</th>
                          <th>{t('admin-ui.import.field')}</th>
                          <th>{t('admin-ui.diff.before')}</th>
                          <th>{t('admin-ui.diff.after')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {job.changes.map((c, i) => (
                          <tr key={i}>
                            <td className="adm-col-number">{c.line}</td>
                            <td>{c.sku}</td>
                            <td>{c.field}</td>
                            <td className="adm-diff-before">{c.before}</td>
                            <td className="adm-diff-after">{c.after}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                  {job.changedRows > job.changes.length ? (
                    <p className="adm-muted">
                      {t('admin-ui.import.more', { count: job.changedRows - job.changes.length })}
                    </p>
                  ) : null}
                </>
              ) : null}
              {job.rejected.length ? (
                <>
                  <h2 className="adm-h2">{t('admin-ui.import.rejectedRows')}</h2>
                  <div className="adm-table-wrap">
                    <table className="adm-table adm-table-plain" data-testid="import-rejected">
                      <thead>
                        <tr>
                          <th className="adm-col-number">{t('admin-ui.import.line')}</th>
                          <th>SKU</th>
                          <th>{t('admin-ui.import.errors')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {job.rejected.map((r, i) => (
                          <tr key={i}>
                            <td className="adm-col-number">{r.line}</td>
                            <td>{r.sku || '—'}</td>
                            <td className="adm-text-danger">{r.errors.join('; ')}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
