import type { FastifyInstance } from 'fastify';
import type { AdminList, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { adminSubscribersExport } from '../../../domain/api/admin-content.ts';
import { LANGS } from '../../../domain/i18n.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { adminDownload, type Download } from './admin-download.ts';
import { tableIn } from './content-table.repo.ts';
import { listOf, paging, translator } from './resource-helpers.ts';
import { removeRow } from './table-writes.ts';
import { bakuDay } from '../../../domain/dates.ts';
import { column, contentMeta, idColumn, contentResource } from './resource-meta.ts';

const SPEC = { table: 'subscriptions' as const, search: ['email_key'] };
const SORTS = ['id', 'created_at', 'email_key'] as const;

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(v: string): string {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Newsletter subscribers (`subscriptions`, CNT-9, ADM-14): the list with search by address,
 * removal (an unsubscribe the staff do on request), and the whole list as CSV for the mailing tool.
 */
export class SubscribersResource
  extends contentResource('subscribers', { filters: ['lang'], sorts: SORTS })
  implements AdminResource
{
  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.subscribers'),
      columns: [
        idColumn(t),
        column(t, 'email', 'text', { sortable: true }),
        column(t, 'lang', 'badge'),
        column(t, 'createdAt', 'datetime', { label: 'subscribedAt', sortable: true }),
      ],
      filters: [
        {
          name: 'lang',
          label: t('admin-content.fields.lang'),
          kind: 'select',
          options: LANGS.map((l) => ({ value: l, label: l.toUpperCase() })),
        },
      ],
      defaultSort: 'created_at',
      fields: [],
      tools: ['remove'],
      never: ['create', 'update', 'verify'],
      links: [{ label: t('admin-content.actions.exportCsv'), href: adminSubscribersExport.path, download: true }],
    });
  }

  async list(q: ListQuery): Promise<Result<AdminList>> {
    const lang = q.filters.lang;
    if (lang !== undefined && !(LANGS as readonly string[]).includes(lang))
      return fail('invalid', 'validation.failed', { 'f.lang': 'validation.invalidValue' });
    const { rows, total } = await tableIn(this.connection.shared, SPEC).list({
      q: q.q,
      equal: lang ? { lang } : {},
      ...paging(q, 'created_at', 'desc'),
    });
    return ok(
      listOf(
        rows.map((r) => ({ id: r.id, email: r.email, lang: r.lang, createdAt: r.created_at })),
        total,
        q,
      ),
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return removeRow(this.connection, SPEC, this.name, id, ctx, (r) => ({
      summary: r.email,
      before: { email: r.email, lang: r.lang, createdAt: r.created_at },
    }));
  }

  /** Every subscriber, oldest first: email, language, date (UTF-8 with a BOM so spreadsheets read it right). */
  async csv(): Promise<Result<Download>> {
    const rows = await tableIn(this.connection.shared, SPEC).list({
      q: '',
      sort: 'id',
      dir: 'asc',
      limit: 1_000_000,
      offset: 0,
    });
    const lines = [
      'email,lang,subscribed_at',
      ...rows.rows.map((r) => [r.email, r.lang, r.created_at].map(csvCell).join(',')),
    ];
    const day = bakuDay(new Date());
    return ok({
      body: `\uFEFF${lines.join('\r\n')}\r\n`,
      type: 'text/csv; charset=utf-8',
      fileName: `subscribers-${day}.csv`,
    });
  }

  /** GET `/subscribers/export.csv` (the table's `adminSubscribersExport`: subscribers.read). */
  registerRoutes(api: FastifyInstance): void {
    adminDownload(api, this.i18n, adminSubscribersExport, {}, () => this.csv());
  }
}
