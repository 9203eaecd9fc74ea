import * as z from 'zod/mini';
import type { AdminList, AdminRecord, FieldDef, ListQuery, ResourceMeta } from '../../../domain/api/admin.ts';
import { resourceVerify } from '../../../domain/api/admin-resources.ts';
import { pathTo } from '../../../domain/api/endpoint.ts';
import { requiredOr, requiredText } from '../../../domain/api/fields.ts';
import { FULL_NAME_MAX, REVIEW_MAX } from '../../../domain/api/reviews.ts';
import { formatOrderDate } from '../../../domain/dates.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { ReviewsRepo } from '../../modules/reviews/reviews.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedChange, auditedRemove, auditedUpdate, recordAudit } from '../audit.ts';
import { inTransaction } from '../in-transaction.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { AdminReviewsRepo, type ReviewListFilter, type ReviewSort, type ReviewStatus } from './reviews.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

/**
 * Markup in a review: `<` opening a tag, a comment or a declaration. The shop's form keeps the text as typed and
 * shows it as plain text; what staff save must not carry markup (the house rule for plain text), but a "<3" or an
 * emoji of the shopper's stays.
 */
const MARKUP = /<[a-z!?/]/i;
const noMarkup = (max: number, tooLong: string) =>
  requiredText(max, tooLong).check(z.refine((v) => !MARKUP.test(v), { error: 'validation.plainText' }));

/** POST `/api/admin/reviews/update/{id}`: the limits of the shop's review form (`domain/api/reviews.ts`). */
const reviewEdit = z.strictObject({
  fullName: noMarkup(FULL_NAME_MAX, 'validation.nameTooLong'),
  review: noMarkup(REVIEW_MAX, 'validation.reviewTooLong'),
  rating: z
    .int({ error: requiredOr('validation.rating') })
    .check(z.minimum(1, { error: 'validation.rating' }), z.maximum(5, { error: 'validation.rating' })),
});
type ReviewEdit = z.output<typeof reviewEdit>;

const SORTS = ['status', 'date', 'rating'] as const satisfies readonly ReviewSort[];
const STATUSES = ['pending', 'approved', 'rejected'] as const satisfies readonly ReviewStatus[];
const EXCERPT = 120;

const tone = (s: string) => (s === 'approved' ? 'success' : s === 'rejected' ? 'danger' : 'warning');
const excerpt = (s: string) => (s.length > EXCERPT ? `${s.slice(0, EXCERPT - 1)}…` : s);

/**
 * Reviews (ADM-13: "pending first, approve or reject, edit; the product's rating follows"): verify approves (true)
 * or rejects (false); update edits name, text and rating; remove deletes. Each write recomputes the product's
 * `rating` and `reviews_count` from its approved reviews in the same transaction as the change and its audit row.
 * The shop reads both from the product row at every request (cards) and the approved reviews themselves (product
 * page), so no catalogue index change is needed; the page cache of other processes follows within its second.
 */
export class ReviewsResource implements AdminResource<typeof reviewEdit> {
  readonly name = 'reviews';
  readonly area = 'reviews' as const;
  readonly listSpec = { filters: ['status', 'product', 'rating'], sorts: SORTS };
  readonly updateSchema = reviewEdit;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
  ) {}

  private fields(lang: Lang, v?: { fullName: string; review: string; rating: number }): FieldDef[] {
    const f = (k: string) => this.i18n.t(lang, `admin-sales.reviews.fields.${k}`);
    return [
      {
        name: 'fullName',
        label: f('name'),
        component: 'text',
        required: true,
        max: FULL_NAME_MAX,
        value: v?.fullName ?? '',
      },
      {
        name: 'review',
        label: f('text'),
        component: 'textarea',
        required: true,
        max: REVIEW_MAX,
        value: v?.review ?? '',
      },
      {
        name: 'rating',
        label: f('rating'),
        component: 'select',
        required: true,
        options: [5, 4, 3, 2, 1].map((n) => ({ value: n, label: '★'.repeat(n) })),
        value: v?.rating ?? 5,
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const f = (k: string) => t(`admin-sales.reviews.fields.${k}`);
    const has = (a: string) => ctx.staff.permissions.includes(`reviews.${a}`);
    return {
      resource: this.name,
      title: t('admin-sales.resources.reviews'),
      columns: [
        { name: 'product', label: f('product'), kind: 'text' },
        { name: 'name', label: f('name'), kind: 'text' },
        { name: 'rating', label: f('rating'), kind: 'stars', sortable: true },
        { name: 'text', label: f('text'), kind: 'text' },
        { name: 'date', label: f('date'), kind: 'datetime', sortable: true },
        { name: 'status', label: f('status'), kind: 'badge', sortable: true },
      ],
      filters: [
        {
          name: 'status',
          label: f('status'),
          kind: 'select',
          options: STATUSES.map((s) => ({ value: s, label: t(`admin-sales.reviews.status.${s}`) })),
        },
        { name: 'product', label: f('productFilter'), kind: 'text' },
        {
          name: 'rating',
          label: f('rating'),
          kind: 'select',
          options: [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: '★'.repeat(n) })),
        },
      ],
      sorts: [...SORTS],
      defaultSort: 'status',
      searchable: true,
      fields: this.fields(ctx.lang),
      tools: ['edit', 'verify', 'remove', 'viewOnSite'],
      can: { create: false, update: has('update'), remove: has('remove'), verify: has('verify') },
      ...(has('verify') ? { bulk: 'reviews' as const } : {}),
    };
  }

  async list(q: ListQuery, ctx: AdminCtx): Promise<Result<AdminList>> {
    const errors: Record<string, string> = {};
    const filter: ReviewListFilter = { q: q.q };
    const { status, product, rating } = q.filters;
    if (status !== undefined) {
      if ((STATUSES as readonly string[]).includes(status)) filter.status = status as ReviewStatus;
      else errors['f.status'] = 'validation.invalidValue';
    }
    if (rating !== undefined) {
      if (/^[1-5]$/.test(rating)) filter.rating = Number(rating);
      else errors['f.rating'] = 'validation.invalidValue';
    }
    if (product !== undefined)
      filter.product = { id: /^\d{1,9}$/.test(product) ? Number(product) : null, sku: product };
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);

    // pending first, newest first: the moderation queue
    const sort = (q.sort ?? 'status') as ReviewSort;
    const repo = this.connection.shared.repo(AdminReviewsRepo);
    const { rows, total } = await repo.list(filter, {
      sort,
      dir: q.sort ? q.dir : sort === 'status' ? 'asc' : 'desc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    const urls = await repo.productUrls([...new Set(rows.map((r) => r.product_id))], ctx.lang);
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        product: r[`title_${ctx.lang}`] || r.title_az,
        productId: r.product_id,
        sku: r.sku,
        name: r.full_name,
        rating: r.rating,
        text: excerpt(r.review),
        date: r.created_at,
        status: this.i18n.t(ctx.lang, `admin-sales.reviews.status.${r.status}`),
        statusCode: r.status,
        statusTone: tone(r.status),
        verified: r.status === 'approved',
        siteUrl: urls.get(r.product_id) ?? null,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.connection.shared.repo(AdminReviewsRepo);
    const r = await repo.byId(id);
    if (!r) return fail('notFound', 'admin.errors.notFound');
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const f = (k: string) => t(`admin-sales.reviews.fields.${k}`);
    const urls = await repo.productUrls([r.product_id], ctx.lang);
    return ok({
      id,
      title: `${r[`title_${ctx.lang}`] || r.title_az} — ${r.full_name}`,
      siteUrl: urls.get(r.product_id) ?? null,
      fields: this.fields(ctx.lang, { fullName: r.full_name, review: r.review, rating: r.rating }),
      badge: { label: t(`admin-sales.reviews.status.${r.status}`), tone: tone(r.status) },
      // a moderator approves or rejects from the review itself, not only from the list's toggle
      actions: ctx.staff.permissions.includes('reviews.verify')
        ? [
            ...(r.status !== 'approved'
              ? [
                  {
                    name: 'approve',
                    label: t('admin-sales.reviews.approve'),
                    kind: 'post' as const,
                    url: pathTo(resourceVerify, { resource: 'reviews', id }),
                    body: { verified: true },
                    tone: 'primary' as const,
                  },
                ]
              : []),
            ...(r.status !== 'rejected'
              ? [
                  {
                    name: 'reject',
                    label: t('admin-sales.reviews.reject'),
                    kind: 'post' as const,
                    url: pathTo(resourceVerify, { resource: 'reviews', id }),
                    body: { verified: false },
                    tone: 'danger' as const,
                  },
                ]
              : []),
          ]
        : [],
      sections: [
        {
          title: t('admin-sales.reviews.sections.about'),
          kind: 'pairs',
          pairs: [
            { label: f('product'), value: `${r[`title_${ctx.lang}`] || r.title_az} (${r.sku})` },
            { label: f('email'), value: r.email },
            { label: f('date'), value: formatOrderDate(r.created_at) },
            { label: f('ip'), value: r.ip ?? '' },
          ],
        },
      ],
    });
  }

  /** Recomputes the product's rating and count from its approved reviews, in `uow` (the shop's own rule and repository). */
  private async rescore(uow: UnitOfWork, productId: number): Promise<{ rating: number; reviewsCount: number }> {
    const repo = uow.repo(ReviewsRepo);
    const { count, average } = await repo.approvedScore(productId);
    // one decimal, as ReviewsService.approve stores it
    const rating = Math.round(average * 10) / 10;
    await repo.setProductScore(productId, count, rating);
    return { rating, reviewsCount: count };
  }

  verify(id: number, verified: boolean, ctx: AdminCtx): Promise<Result<{ id: number; verified: boolean }>> {
    return auditedChange(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminReviewsRepo).byId(id) },
      async (uow, r) => {
        const status: ReviewStatus = verified ? 'approved' : 'rejected';
        await uow.repo(AdminReviewsRepo).setStatus(id, status);
        const score = await this.rescore(uow, r.product_id);
        const after = { status, product: { id: r.product_id, ...score } };
        return ok({
          reply: { id, verified },
          audit: {
            action: verified ? 'verify' : 'unverify',
            entityId: id,
            summary: `${r.sku}: ${r.full_name}`,
            before: { status: r.status },
            after,
          },
        });
      },
    );
  }

  /**
   * Approves (true) or rejects (false) every review of `ids` in one transaction (ADM-22, decision 0085): the single
   * moderation's rule for each — a trail row per review whose status changes, each product's rating recomputed once.
   * An unknown id refuses the whole call.
   */
  verifyMany(ids: readonly number[], verified: boolean, ctx: AdminCtx): Promise<Result<{ changed: number }>> {
    return inTransaction(this.connection, async (uow) => {
      const repo = uow.repo(AdminReviewsRepo);
      const status: ReviewStatus = verified ? 'approved' : 'rejected';
      const rows = [];
      for (const id of ids) {
        const r = await repo.byId(id);
        if (!r) return fail('invalid', 'validation.failed', { ids: 'admin-sales.reviews.bulkMissing' });
        rows.push(r);
      }
      const moved = rows.filter((r) => r.status !== status);
      for (const r of moved) {
        await repo.setStatus(r.id, status);
        await recordAudit(uow, ctx.staff, {
          action: verified ? 'verify' : 'unverify',
          entity: this.name,
          entityId: r.id,
          summary: `${r.sku}: ${r.full_name}`,
          before: { status: r.status },
          after: { status },
        });
      }
      for (const productId of new Set(moved.map((r) => r.product_id))) await this.rescore(uow, productId);
      return ok({ changed: moved.length });
    });
  }

  update(id: number, input: ReviewEdit, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminReviewsRepo).byId(id) },
      async (uow, r) => {
        await uow.repo(AdminReviewsRepo).update(id, {
          full_name: input.fullName,
          review: input.review,
          rating: input.rating,
        });
        if (r.status === 'approved' && r.rating !== input.rating) await this.rescore(uow, r.product_id);
        return ok({
          summary: `${r.sku}: ${input.fullName}`,
          before: { fullName: r.full_name, review: r.review, rating: r.rating },
          after: input,
        });
      },
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminReviewsRepo).byId(id) },
      async (uow, r) => {
        await uow.repo(AdminReviewsRepo).remove(id);
        if (r.status === 'approved') await this.rescore(uow, r.product_id);
        const before = {
          productId: r.product_id,
          fullName: r.full_name,
          email: r.email,
          rating: r.rating,
          review: r.review,
          status: r.status,
          createdAt: r.created_at,
        };
        return ok({ summary: `${r.sku}: ${r.full_name}`, before });
      },
    );
  }
}
