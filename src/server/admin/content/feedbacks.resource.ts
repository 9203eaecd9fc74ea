import type { AdminList, AdminRecord, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { listOf, paging, translator } from './resource-helpers.ts';
import { removeRow } from './table-writes.ts';
import { column, contentMeta, idColumn, contentResource } from './resource-meta.ts';

const SPEC = { table: 'feedbacks' as const, search: ['first_name', 'last_name', 'email', 'mobile', 'message'] };
const SORTS = ['id', 'created_at', 'type'] as const;
const TYPES = ['info', 'comment'];

/** Messages sent with the contacts page's form (decision 0039): read and removed by the staff. */
export class FeedbacksResource
  extends contentResource('feedbacks', { filters: ['type'], sorts: SORTS })
  implements AdminResource
{
  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.feedbacks'),
      columns: [
        idColumn(t),
        column(t, 'createdAt', 'datetime', { label: 'receivedAt', sortable: true }),
        column(t, 'type', 'badge', { sortable: true }),
        column(t, 'name', 'text'),
        column(t, 'email', 'text'),
        column(t, 'mobile', 'text'),
        column(t, 'message', 'text'),
      ],
      filters: [
        {
          name: 'type',
          label: t('admin-content.fields.type'),
          kind: 'select',
          options: TYPES.map((v) => ({ value: v, label: t(`admin-content.feedbackTypes.${v}`) })),
        },
      ],
      defaultSort: 'created_at',
      fields: [],
      tools: ['view', 'remove'],
      never: ['create', 'update', 'verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const type = q.filters.type;
    if (type !== undefined && !TYPES.includes(type))
      return fail('invalid', 'validation.failed', { 'f.type': 'validation.invalidValue' });
    const t = translator(this.i18n, ctx);
    const { rows, total } = await tableIn(this.connection.shared, SPEC).list({
      q: q.q,
      equal: type ? { type } : {},
      ...paging(q, 'created_at', 'desc'),
    });
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          createdAt: r.created_at,
          type: TYPES.includes(r.type) ? t(`admin-content.feedbackTypes.${r.type}`) : r.type,
          name: `${r.first_name} ${r.last_name}`,
          email: r.email,
          mobile: r.mobile,
          message: r.message.length > 120 ? `${r.message.slice(0, 119)}…` : r.message,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const r = await tableIn(this.connection.shared, SPEC).byId(id);
    if (!r) return fail('notFound', 'admin.errors.notFound');
    const t = translator(this.i18n, ctx);
    return ok({
      id,
      title: `${r.first_name} ${r.last_name}`,
      siteUrl: null,
      readOnly: true,
      fields: [],
      sections: [
        {
          title: t('admin-content.groups.message'),
          kind: 'pairs',
          pairs: [
            {
              label: t('admin-content.fields.type'),
              value: TYPES.includes(r.type) ? t(`admin-content.feedbackTypes.${r.type}`) : r.type,
            },
            { label: t('admin-content.fields.name'), value: `${r.first_name} ${r.last_name}` },
            { label: t('admin-content.fields.email'), value: r.email },
            { label: t('admin-content.fields.mobile'), value: r.mobile },
            { label: t('admin-content.fields.message'), value: r.message },
            { label: t('admin-content.fields.lang'), value: r.lang },
            { label: t('admin-content.fields.receivedAt'), value: formatOrderDate(r.created_at) },
          ],
        },
      ],
    });
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return removeRow(this.connection, SPEC, this.name, id, ctx, (r) => ({
      summary: `${r.first_name} ${r.last_name}`,
      before: {
        type: r.type,
        name: `${r.first_name} ${r.last_name}`,
        email: r.email,
        mobile: r.mobile,
        message: r.message,
        createdAt: r.created_at,
      },
    }));
  }
}
