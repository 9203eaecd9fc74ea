import type { FastifyInstance } from 'fastify';
import {
  adminIdParams,
  type AdminList,
  type AdminRecord,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { adminApplicationFile } from '../../../domain/api/admin-content.ts';
import { pathTo } from '../../../domain/api/endpoint.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import type { UploadStore } from '../../modules/careers/upload-store.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { isObjectStoreUnavailable } from '../../platform/object-store/object-store.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedRemove } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { adminDownload, type Download } from './admin-download.ts';
import { ApplicationsRepo, type ApplicationSort } from './applications.repo.ts';
import { listOf, mlOf, paging, titleIn, translator } from './resource-helpers.ts';
import { column, contentMeta, idColumn, contentResource } from './resource-meta.ts';

const SORTS = ['id', 'created_at', 'last_name'] as const satisfies readonly ApplicationSort[];
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Job applications (decision 0039): what applicants sent, read and removed by the staff. A record shows the
 * applicant's fields and a link to their file, which only `GET /api/admin/applications/file/{id}` serves — from
 * the object store's `uploads/careers/` (decision 0068: DATA_DIR or the shared bucket), never a public folder, as a
 * download (503 while the store is down). Removing an application removes its file.
 */
export class ApplicationsResource
  extends contentResource('applications', { filters: ['vacancy'], sorts: SORTS })
  implements AdminResource
{
  constructor(
    connection: TransactionalConnection,
    i18n: I18n,
    private readonly store: UploadStore,
  ) {
    super(connection, i18n);
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = translator(this.i18n, ctx);
    const vacancies = await this.connection.shared.repo(ApplicationsRepo).vacancies();
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.applications'),
      columns: [
        idColumn(t),
        column(t, 'createdAt', 'datetime', { label: 'receivedAt', sortable: true }),
        column(t, 'name', 'text', { sortable: true }),
        column(t, 'email', 'text'),
        column(t, 'mobile', 'text'),
        column(t, 'vacancy', 'text'),
        column(t, 'hasFile', 'bool', { label: 'file' }),
      ],
      filters: [
        {
          name: 'vacancy',
          label: t('admin-content.fields.vacancy'),
          kind: 'select',
          options: vacancies.map((v) => ({ value: String(v.id), label: titleIn(mlOf(v, 'title'), ctx.lang) })),
        },
      ],
      defaultSort: 'created_at',
      fields: [],
      tools: ['view', 'remove'],
      never: ['create', 'update', 'verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const v = q.filters.vacancy;
    if (v !== undefined && !/^\d{1,9}$/.test(v))
      return fail('invalid', 'validation.failed', { 'f.vacancy': 'validation.invalidValue' });
    const { rows, total } = await this.connection.shared.repo(ApplicationsRepo).list({
      q: q.q,
      vacancyId: v ? Number(v) : undefined,
      ...paging<ApplicationSort>(q, 'created_at', 'desc'),
    });
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          name: `${r.first_name} ${r.last_name}`,
          email: r.email,
          mobile: r.mobile,
          vacancy:
            r.vacancy_az === null
              ? ''
              : titleIn({ az: r.vacancy_az, ru: r.vacancy_ru ?? '', en: r.vacancy_en ?? '' }, ctx.lang),
          hasFile: r.file_name !== null,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const r = await this.connection.shared.repo(ApplicationsRepo).byId(id);
    if (!r) return fail('notFound', 'admin.errors.notFound');
    const t = translator(this.i18n, ctx);
    const vacancy =
      r.vacancy_az === null
        ? '—'
        : titleIn({ az: r.vacancy_az, ru: r.vacancy_ru ?? '', en: r.vacancy_en ?? '' }, ctx.lang);
    return ok({
      id,
      title: `${r.first_name} ${r.last_name}`,
      siteUrl: null,
      readOnly: true,
      fields: [],
      sections: [
        {
          title: t('admin-content.groups.applicant'),
          kind: 'pairs',
          pairs: [
            { label: t('admin-content.fields.vacancy'), value: vacancy },
            { label: t('admin-content.fields.name'), value: `${r.first_name} ${r.last_name}` },
            { label: t('admin-content.fields.email'), value: r.email },
            { label: t('admin-content.fields.mobile'), value: r.mobile },
            { label: t('admin-content.fields.birthYear'), value: r.birth_year === null ? '—' : String(r.birth_year) },
            { label: t('admin-content.fields.address'), value: r.address },
            { label: t('admin-content.fields.note'), value: r.note || '—' },
            { label: t('admin-content.fields.lang'), value: r.lang },
            { label: t('admin-content.fields.receivedAt'), value: formatOrderDate(r.created_at) },
            { label: t('admin-content.fields.file'), value: r.file_original ?? '—' },
          ],
        },
      ],
      actions: r.file_name
        ? [
            {
              name: 'file',
              label: t('admin-content.actions.downloadFile'),
              kind: 'link',
              url: pathTo(adminApplicationFile, { id }),
            },
          ]
        : [],
    });
  }

  async remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    let file: string | null = null;
    const r = await auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(ApplicationsRepo).byId(id) },
      async (uow, row) => {
        await uow.repo(ApplicationsRepo).remove(id, row.file_id);
        file = row.file_name;
        const { ip: _ip, ...before } = row;
        void _ip;
        return ok({ summary: `${row.first_name} ${row.last_name}`, before });
      },
    );
    // the file goes after the commit (a rolled-back removal must not lose it); a leftover is harmless and private
    if (r.ok && file) await this.store.remove(file).catch(() => undefined);
    return r;
  }

  /** The applicant's file, as a download. */
  async file(id: number): Promise<Result<Download>> {
    const r = await this.connection.shared.repo(ApplicationsRepo).byId(id);
    if (!r || !r.file_name || !r.file_type) return fail('notFound', 'admin.errors.notFound');
    let body: Buffer | null;
    try {
      body = await this.store.read(r.file_name);
    } catch (err) {
      // the object store is down or too slow (decision 0068): try again later, not a 500
      if (isObjectStoreUnavailable(err)) return fail('unavailable', 'errors.unavailable');
      throw err;
    }
    if (!body) return fail('notFound', 'admin.errors.notFound');
    const ext = r.file_type;
    const base = `${r.first_name}-${r.last_name}`.replace(/[^\p{L}\p{N}-]+/gu, '_').slice(0, 80) || 'cv';
    return ok({ body, type: TYPES[ext] ?? 'application/octet-stream', fileName: `${base}-${id}.${ext}` });
  }

  /** GET `/applications/file/{id}` (the table's `adminApplicationFile`: applications.read). */
  registerRoutes(api: FastifyInstance): void {
    adminDownload(api, this.i18n, adminApplicationFile, { params: adminIdParams }, (c) => this.file(c.params.id));
  }
}
