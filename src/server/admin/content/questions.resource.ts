import type { Selectable } from 'kysely';
import * as z from 'zod/mini';
import {
  intField,
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import type { FaqTable } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { tableIn } from './content-table.repo.ts';
import { emptyML, listOf, mlCols, mlInlineHtml, mlOf, titleIn, translator } from './resource-helpers.ts';
import { listRows } from './table-list.ts';
import { createRow, removeRow, setVerified, updateRow } from './table-writes.ts';
import { blankRecord, column, contentMeta, idColumn, shownColumn, shownFilter } from './resource-meta.ts';
import { contentResource } from './resource-meta.ts';

/** the site's FAQ: questions that belong to no product (product questions are edited with their product) */
const SPEC = {
  table: 'faq' as const,
  search: ['question_az', 'question_ru', 'question_en', 'answer_az', 'answer_ru', 'answer_en'],
  scope: { column: 'product_id', is: null },
};
const SORTS = ['id', 'position', 'question_az'] as const;

const input = z.strictObject({
  question: multiLangText(300, ['az']),
  // answers may carry simple inline markup; the FAQ page rebuilds it from a whitelist when it renders
  answer: mlInlineHtml(5000, ['az']),
  position: intField(0, 100_000),
});
type Input = z.output<typeof input>;
type Row = Selectable<FaqTable>;

const plain = (r: Row) => ({ question: mlOf(r, 'question'), answer: mlOf(r, 'answer'), position: r.position });
const columns = (i: Input) => ({
  ...mlCols('question', i.question),
  ...mlCols('answer', i.answer),
  position: i.position,
});

/**
 * The site FAQ (`faq` rows without a product; CNT-3, ADM-14): question and answer per language, a
 * position, verify = shown on the FAQ page (a new question starts hidden). A language without a question is not
 * shown in that language.
 */
export class QuestionsResource
  extends contentResource('questions', { filters: ['active'], sorts: SORTS })
  implements AdminResource<typeof input>
{
  readonly createSchema = input;
  readonly updateSchema = input;

  private fields(ctx: AdminCtx, v?: ReturnType<typeof plain>): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'question',
        label: t('admin-content.fields.question'),
        component: 'text',
        isMultiLang: true,
        required: true,
        max: 300,
        value: v?.question ?? emptyML(),
      },
      {
        name: 'answer',
        label: t('admin-content.fields.answer'),
        component: 'textarea',
        isMultiLang: true,
        required: true,
        max: 5000,
        help: t('admin-content.help.inlineHtml'),
        value: v?.answer ?? emptyML(),
      },
      {
        name: 'position',
        label: t('admin-content.fields.position'),
        component: 'number',
        required: true,
        value: v?.position ?? 0,
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return contentMeta(this, ctx, {
      title: t('admin-content.resources.questions'),
      columns: [
        idColumn(t),
        column(t, 'question', 'text', { sortable: true }),
        column(t, 'position', 'number', { sortable: true }),
        shownColumn(t),
      ],
      filters: [shownFilter(t)],
      defaultSort: 'position',
      fields: this.fields(ctx),
      tools: ['edit', 'duplicate', 'remove', 'verify'],
    });
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const page = await listRows(this.connection, SPEC, q, 'position');
    if (!page.ok) return page;
    const { rows, total } = page.data;
    return ok(
      listOf(
        rows.map((r) => ({
          id: r.id,
          question: titleIn(mlOf(r, 'question'), ctx.lang),
          position: r.position,
          verified: r.active === 1,
        })),
        total,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const row = await tableIn(this.connection.shared, SPEC).byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: titleIn(mlOf(row, 'question'), ctx.lang),
      siteUrl: null,
      fields: this.fields(ctx, plain(row)),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return blankRecord(translator(this.i18n, ctx)('admin-content.resources.questions'), this.fields(ctx));
  }

  create(i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return createRow(
      this.connection,
      SPEC,
      this.name,
      ctx,
      { ...columns(i), product_id: null },
      { summary: i.question.az, after: i },
    );
  }

  update(id: number, i: Input, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return updateRow(this.connection, SPEC, this.name, id, ctx, columns(i), (row) => ({
      summary: i.question.az,
      before: plain(row),
      after: i,
    }));
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return removeRow(this.connection, SPEC, this.name, id, ctx, (r) => ({ summary: r.question_az, before: plain(r) }));
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return setVerified(this.connection, SPEC, this.name, id, verified, ctx, (r) => r.question_az);
  }
}
