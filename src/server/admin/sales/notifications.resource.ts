import * as z from 'zod/mini';
import type { AdminList, AdminRecord, FieldDef, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { requiredPlainText } from '../../../domain/api/fields.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import {
  fillNotice,
  isNoticeMove,
  NOTICE_MOVES,
  NOTICE_SUBJECT_MAX,
  NOTICE_TEXT_MAX,
  noticeValues,
  templateProblem,
} from '../../../domain/orders/order-notices.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { OrderNoticesRepo, type OrderNoticeRow } from '../../modules/orders/order-notices.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedUpdate } from '../audit.ts';
import { abilities, listOf, translator } from '../content/resource-helpers.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { orderStatusLabel } from './order-sheet.ts';

/** A template in one language: required, plain, at most `max` characters, and only the known placeholders. */
const template = (max: number) =>
  requiredPlainText(max).check(
    z.refine((v) => templateProblem(v) !== 'unknown', { error: 'admin-sales.notices.unknownPlaceholder' }),
    z.refine((v) => templateProblem(v) !== 'unclosed', { error: 'admin-sales.notices.unclosedBrace' }),
  );
const perLang = (max: number) =>
  z.strictObject(Object.fromEntries(LANGS.map((l) => [l, template(max)])) as Record<Lang, ReturnType<typeof template>>);

const noticeInput = z.strictObject({ subject: perLang(NOTICE_SUBJECT_MAX), text: perLang(NOTICE_TEXT_MAX) });
type NoticeInput = z.output<typeof noticeInput>;

type ML = Record<Lang, string>;
const ml = (row: OrderNoticeRow, f: 'subject' | 'text'): ML =>
  Object.fromEntries(LANGS.map((l) => [l, row[`${f}_${l}`]])) as ML;
const inputOf = (row: OrderNoticeRow): NoticeInput => ({ subject: ml(row, 'subject'), text: ml(row, 'text') });

/**
 * The customer's notices of status moves (ADM-21, decision 0083): one record per move told — ready for pickup,
 * shipped, delivered, cancelled — with the email subject and the SMS text (also the email's body) in az, ru and en.
 * Update only (`notifications.update`), versioned and audited like every record; a placeholder other than {number},
 * {total}, {branch} and {link} is a field error on its language. The form shows each text filled for an example
 * order (the preview).
 */
export class NotificationsResource implements AdminResource<typeof noticeInput> {
  readonly name = 'notifications';
  readonly area = 'notifications' as const;
  readonly listSpec = { filters: [] as string[], sorts: ['id'] };
  readonly updateSchema = noticeInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    /** the shop's public address: the preview's order link */
    private readonly origin: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private fields(ctx: AdminCtx, row?: OrderNoticeRow): FieldDef[] {
    const t = translator(this.i18n, ctx);
    const help = t('admin-sales.notices.placeholders');
    const empty = { az: '', ru: '', en: '' };
    return [
      {
        name: 'subject',
        label: t('admin-sales.notices.fields.subject'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: NOTICE_SUBJECT_MAX,
        value: row ? ml(row, 'subject') : empty,
      },
      {
        name: 'text',
        label: t('admin-sales.notices.fields.text'),
        component: 'textarea',
        isMultiLang: true,
        required: true,
        max: NOTICE_TEXT_MAX,
        help,
        value: row ? ml(row, 'text') : empty,
      },
      {
        name: 'preview',
        label: t('admin-sales.notices.fields.preview'),
        component: 'readonly',
        readOnly: true,
        isMultiLang: true,
        help: t('admin-sales.notices.previewHelp'),
        value: row ? this.preview(row) : empty,
      },
    ];
  }

  /** Each language's SMS text filled for an example pickup order. */
  private preview(row: OrderNoticeRow): ML {
    return Object.fromEntries(
      LANGS.map((l) => {
        const values = noticeValues({
          id: 10245,
          total: 129_900,
          branch: this.i18n.t(l, 'admin-sales.notices.exampleBranch'),
          link: `${this.origin}${localePath(l, '/order')}?token=…`,
        });
        return [l, fillNotice(row[`text_${l}`], values)];
      }),
    ) as ML;
  }

  private title(ctx: AdminCtx, row: OrderNoticeRow): string {
    return isNoticeMove(row.move) ? orderStatusLabel(this.i18n, ctx.lang, row.move) : row.move;
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    const f = (k: string) => t(`admin-sales.notices.fields.${k}`);
    return {
      resource: this.name,
      title: t('admin-sales.resources.notifications'),
      columns: [
        { name: 'move', label: f('move'), kind: 'text' },
        { name: 'text', label: f('text'), kind: 'text' },
        { name: 'updatedAt', label: f('updatedAt'), kind: 'datetime' },
      ],
      filters: [],
      sorts: ['id'],
      defaultSort: 'id',
      searchable: false,
      fields: this.fields(ctx),
      tools: ['edit'],
      can: { ...abilities(ctx, this.area), create: false, remove: false, verify: false },
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const rows = (await this.connection.shared.repo(OrderNoticesRepo).all()).filter((r) => isNoticeMove(r.move));
    rows.sort((a, b) => NOTICE_MOVES.indexOf(a.move as never) - NOTICE_MOVES.indexOf(b.move as never));
    const items = rows.map((r) => ({
      id: r.id,
      move: this.title(ctx, r),
      text: r[`text_${ctx.lang}`],
      updatedAt: r.updated_at,
    }));
    return ok(listOf(items, items.length, q));
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await this.connection.shared.repo(OrderNoticesRepo).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({ id, title: this.title(ctx, row), siteUrl: null, fields: this.fields(ctx, row) });
  }

  update(id: number, i: NoticeInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(OrderNoticesRepo).byId(id) },
      async (uow, row) => {
        const texts = Object.fromEntries(
          LANGS.flatMap((l) => [
            [`subject_${l}`, i.subject[l]],
            [`text_${l}`, i.text[l]],
          ]),
        ) as Omit<OrderNoticeRow, 'id' | 'move' | 'updated_at'>;
        await uow.repo(OrderNoticesRepo).update(id, texts, this.now().toISOString());
        return ok({ summary: row.move, before: inputOf(row), after: i });
      },
    );
  }
}
