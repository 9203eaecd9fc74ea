import type { AdminList, AdminRecord, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { bakuDayRange } from '../../../domain/admin/sales.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import { fail, ok, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { AuditRepo, type AuditQuery } from '../audit.repo.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { listOf, translator } from '../content/resource-helpers.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

const parseJson = (s: string | null): unknown => {
  if (s === null) return null;
  try {
    return JSON.parse(s) as unknown;
  } catch {
    return s;
  }
};

const positiveInt = (v: string) =>
  /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= 2_147_483_647 ? Number(v) : null;

/**
 * The audit trail (ADM-16), read only: every write of the back office with who, when, what, before and after.
 * Filters: entity, action, user, Baku day, entity id; the search looks in the summary and the user's name.
 */
export class AuditResource implements AdminResource {
  readonly name = 'audit';
  readonly area = 'audit' as const;
  readonly listSpec = { filters: ['entity', 'action', 'user', 'day', 'entityId'], sorts: ['id'] };

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = translator(this.i18n, ctx);
    const repo = this.connection.shared.repo(AuditRepo);
    const [kinds, users] = await Promise.all([repo.kinds(), repo.users()]);
    return {
      resource: this.name,
      title: t('admin-content.resources.audit'),
      columns: [
        { name: 'at', label: t('admin-content.fields.at'), kind: 'datetime', sortable: true },
        { name: 'user', label: t('admin-content.fields.user'), kind: 'text' },
        { name: 'action', label: t('admin-content.fields.action'), kind: 'badge' },
        { name: 'entity', label: t('admin-content.fields.entity'), kind: 'text' },
        { name: 'entityId', label: t('admin-content.fields.entityId'), kind: 'number' },
        { name: 'summary', label: t('admin-content.fields.summary'), kind: 'text' },
      ],
      filters: [
        {
          name: 'entity',
          label: t('admin-content.fields.entity'),
          kind: 'select',
          options: kinds.entities.map((e) => ({ value: e, label: e })),
        },
        {
          name: 'action',
          label: t('admin-content.fields.action'),
          kind: 'select',
          options: kinds.actions.map((a) => ({ value: a, label: a })),
        },
        {
          name: 'user',
          label: t('admin-content.fields.user'),
          kind: 'select',
          options: users.map((u) => ({ value: String(u.id), label: u.name })),
        },
        { name: 'day', label: t('admin-content.fields.day'), kind: 'date' },
        { name: 'entityId', label: t('admin-content.fields.entityId'), kind: 'text' },
      ],
      sorts: ['id'],
      defaultSort: 'id',
      searchable: true,
      fields: [],
      tools: ['view'],
      can: { create: false, update: false, remove: false, verify: false },
    };
  }

  async list(q: ListQuery): Promise<Result<AdminList>> {
    const f = q.filters;
    const errors: FieldErrors = {};
    const query: AuditQuery = { q: q.q, limit: q.limit, offset: (q.page - 1) * q.limit };
    if (f.entity) query.entity = f.entity;
    if (f.action) query.action = f.action;
    if (f.user) {
      const id = positiveInt(f.user);
      if (id === null) errors['f.user'] = 'validation.invalidValue';
      else query.userId = id;
    }
    if (f.entityId) {
      const id = positiveInt(f.entityId);
      if (id === null) errors['f.entityId'] = 'validation.invalidValue';
      else query.entityId = id;
    }
    if (f.day) {
      const range = bakuDayRange(f.day);
      if (!range) errors['f.day'] = 'admin-content.validation.day';
      else Object.assign(query, range);
    }
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
    const { rows, total } = await this.connection.shared.repo(AuditRepo).list(query);
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          at: r.at,
          user: r.user_name,
          userId: r.user_id,
          action: r.action,
          entity: r.entity,
          entityId: r.entity_id,
          summary: r.summary,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(AuditRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    const t = translator(this.i18n, ctx);
    return ok({
      id,
      title: `${row.entity} #${row.entity_id ?? '—'} · ${row.action}`,
      siteUrl: null,
      readOnly: true,
      fields: [],
      sections: [
        {
          title: t('admin-content.groups.who'),
          kind: 'pairs',
          pairs: [
            {
              label: t('admin-content.fields.user'),
              value: `${row.user_name}${row.user_id ? ` (#${row.user_id})` : ''}`,
            },
            { label: t('admin-content.fields.at'), value: formatOrderDate(row.at) },
            { label: t('admin-content.fields.ip'), value: row.client_ip ?? '—' },
            { label: t('admin-content.fields.action'), value: row.action },
            {
              label: t('admin-content.fields.entity'),
              value: `${row.entity}${row.entity_id ? ` #${row.entity_id}` : ''}`,
            },
            { label: t('admin-content.fields.summary'), value: row.summary },
          ],
        },
        {
          title: t('admin-content.groups.diff'),
          kind: 'diff',
          before: parseJson(row.before_json),
          after: parseJson(row.after_json),
        },
      ],
    });
  }
}
