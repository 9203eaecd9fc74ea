import * as z from 'zod/mini';
import { parseBakuDateTime } from '../../../domain/admin/sales.ts';
import {
  intField,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { PROMO_CODE_MAX } from '../../../domain/api/cart.ts';
import { idField, requiredOr } from '../../../domain/api/fields.ts';
import type { Lang } from '../../../domain/i18n.ts';
import { formatMoney } from '../../../domain/money.ts';
import { promoCodeFieldErrors } from '../../../domain/promo-codes.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { auditedCreate, auditedRemove, auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { plainPromoCode, promoCodeFields, type PromoCodePlain } from './promo-code-form.ts';
import { AdminPromoCodesRepo, type PromoSort, type PromoValues } from './promo-codes.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/** A code as the shopper types it at checkout (`domain/api/cart.ts`): letters, digits, `_` and `-`; stored upper-cased. */
const codeField = z.pipe(
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(PROMO_CODE_MAX, { error: 'validation.tooLong' }),
      z.regex(/^[\p{L}\p{N}_-]+$/u, { error: 'admin-sales.promo.codeFormat' }),
    ),
  z.transform((v) => v.toUpperCase()),
);

/** A moment typed in the form: Baku wall-clock `yyyy-mm-ddThh:mm` or a full ISO time; '' or null for none. */
const momentField = z.optional(
  z.nullable(
    z.pipe(
      z
        .string({ error: 'validation.invalidType' })
        .check(z.trim(), z.maxLength(40, { error: 'admin-sales.promo.badDate' })),
      z.transform((v, ctx) => {
        if (v === '') return null;
        const iso = parseBakuDateTime(v);
        if (!iso) ctx.issues.push({ code: 'custom', message: 'admin-sales.promo.badDate', input: v });
        return iso;
      }),
    ),
  ),
);

const optionalCount = (max: number) => z.optional(z.nullable(intField(1, max)));

const promoInput = z
  .strictObject({
    code: codeField,
    kind: z.enum(['percent', 'amount'], { error: requiredOr('validation.invalidValue') }),
    /** whole percent, when kind = percent */
    percent: z.optional(z.nullable(intField(1, 100))),
    /** qəpik, when kind = amount */
    amount: z.optional(z.nullable(intField(1, 100_000_000))),
    minTotal: intField(0, 1_000_000_000),
    startsAt: momentField,
    endsAt: momentField,
    active: z.boolean({ error: requiredOr('validation.invalidType') }),
    maxUses: optionalCount(1_000_000_000),
    perMobileLimit: optionalCount(1_000_000),
    categories: z.optional(
      z.array(idField(), { error: 'validation.invalidType' }).check(z.maxLength(500, { error: 'validation.tooLong' })),
    ),
    brands: z.optional(
      z.array(idField(), { error: 'validation.invalidType' }).check(z.maxLength(500, { error: 'validation.tooLong' })),
    ),
  })
  .check(
    // the rules across fields run even when a field failed its own rule, so one save shows every field error (ADM-17)
    z.superRefine(
      (v, ctx) => {
        for (const [field, message] of Object.entries(promoCodeFieldErrors(v)))
          ctx.issues.push({ code: 'custom', message, path: [field], input: (v as Record<string, unknown>)[field] });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
type PromoInput = z.output<typeof promoInput>;

const SORTS = ['id', 'code', 'used', 'ends_at', 'created_at'] as const satisfies readonly PromoSort[];

/**
 * Promo codes (ADM-14): list, create, update, remove. A code is unique whatever its case (stored upper-cased, as
 * the cart compares); percent or amount (qəpik); a minimum total; a period; a total-uses limit and a per-mobile one;
 * an optional scope of categories and brands. `used` is the checkout's counter, shown, never edited. A code that
 * was used is not removed (its orders name it): it is switched off instead.
 */
export class PromoCodesResource implements AdminResource<typeof promoInput> {
  readonly name = 'promoCodes';
  readonly area = 'promoCodes' as const;
  readonly listSpec = { filters: ['active'], sorts: SORTS };
  readonly createSchema = promoInput;
  readonly updateSchema = promoInput;

  constructor(
    private readonly connection: TransactionalConnection,
    private readonly i18n: I18n,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private fields(lang: Lang, v?: PromoCodePlain, used?: number): Promise<FieldDef[]> {
    return promoCodeFields(this.i18n, this.connection, lang, v, used);
  }

  async meta(ctx: AdminCtx): Promise<ResourceMeta> {
    const t = (k: string) => this.i18n.t(ctx.lang, k);
    const f = (k: string) => t(`admin-sales.promo.fields.${k}`);
    const has = (a: string) => ctx.staff.permissions.includes(`promoCodes.${a}`);
    return {
      resource: this.name,
      title: t('admin-sales.resources.promoCodes'),
      columns: [
        { name: 'code', label: f('code'), kind: 'text', sortable: true },
        { name: 'discount', label: f('discount'), kind: 'text' },
        { name: 'minTotal', label: f('minTotal'), kind: 'money' },
        { name: 'startsAt', label: f('startsAt'), kind: 'datetime' },
        { name: 'endsAt', label: f('endsAt'), kind: 'datetime', sortable: true },
        { name: 'used', label: f('used'), kind: 'text', sortable: true },
        { name: 'active', label: f('active'), kind: 'bool' },
      ],
      filters: [{ name: 'active', label: f('active'), kind: 'bool' }],
      sorts: [...SORTS],
      defaultSort: 'created_at',
      searchable: true,
      fields: await this.fields(ctx.lang),
      tools: ['edit', 'duplicate', 'remove'],
      can: { create: has('create'), update: has('update'), remove: has('remove'), verify: false },
    };
  }

  async list(q: ListQuery, _ctx: AdminCtx): Promise<Result<AdminList>> {
    const a = q.filters.active;
    if (a !== undefined && !['0', '1', 'true', 'false'].includes(a))
      return fail('invalid', 'validation.failed', { 'f.active': 'validation.invalidValue' });
    const active = a === undefined ? undefined : a === '1' || a === 'true' ? 1 : 0;
    const sort = (q.sort ?? 'created_at') as PromoSort;
    const { rows, total } = await this.connection.shared.repo(AdminPromoCodesRepo).list({
      q: q.q,
      active,
      sort,
      dir: q.sort ? q.dir : 'desc',
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    });
    return ok({
      items: rows.map((r) => ({
        id: r.id,
        code: r.code,
        discount: r.kind === 'percent' ? `${r.value} %` : formatMoney(r.value),
        minTotal: r.min_total,
        startsAt: r.starts_at,
        endsAt: r.ends_at,
        used: r.max_uses !== null ? `${r.used} / ${r.max_uses}` : String(r.used),
        active: r.active === 1,
      })),
      total,
      page: q.page,
      limit: q.limit,
    });
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const repo = this.connection.shared.repo(AdminPromoCodesRepo);
    const row = await repo.byId(id);
    if (!row) return fail('notFound', 'admin.errors.notFound');
    return ok({
      id,
      title: row.code,
      siteUrl: null,
      fields: await this.fields(ctx.lang, plainPromoCode(row, await repo.scope(id)), row.used),
    });
  }

  async blank(ctx: AdminCtx): Promise<Result<AdminRecord>> {
    return ok({
      id: 0,
      title: this.i18n.t(ctx.lang, 'admin-sales.resources.promoCodes'),
      siteUrl: null,
      fields: await this.fields(ctx.lang),
    });
  }

  /** The rules across fields: the value of the chosen kind, a period that ends after it starts, a known scope. */
  private async check(repo: AdminPromoCodesRepo, i: PromoInput, exceptId: number | null): Promise<Result<PromoValues>> {
    const errors: Record<string, string> = promoCodeFieldErrors(i);
    const value = i.kind === 'percent' ? i.percent : i.amount;
    const cats = [...new Set(i.categories ?? [])];
    const brands = [...new Set(i.brands ?? [])];
    if (cats.length || brands.length) {
      const known = await repo.scopeOptions('az');
      const catIds = new Set(known.categories.map((c) => c.id));
      const brandIds = new Set(known.brands.map((b) => b.id));
      if (cats.some((c) => !catIds.has(c))) errors.categories = 'admin-sales.promo.unknownCategory';
      if (brands.some((b) => !brandIds.has(b))) errors.brands = 'admin-sales.promo.unknownBrand';
    }
    if (await repo.codeTaken(i.code, exceptId)) errors.code = 'admin-sales.promo.duplicate';
    if (Object.keys(errors).length) return fail('invalid', 'validation.failed', errors);
    return ok({
      code: i.code,
      kind: i.kind,
      value: value!,
      min_total: i.minTotal,
      starts_at: i.startsAt ?? null,
      ends_at: i.endsAt ?? null,
      active: i.active ? 1 : 0,
      max_uses: i.maxUses ?? null,
      per_mobile_limit: i.perMobileLimit ?? null,
    });
  }

  private normal(i: PromoInput, v: PromoValues): PromoCodePlain {
    return {
      code: v.code,
      kind: v.kind,
      percent: v.kind === 'percent' ? v.value : null,
      amount: v.kind === 'amount' ? v.value : null,
      minTotal: v.min_total,
      startsAt: v.starts_at,
      endsAt: v.ends_at,
      active: v.active === 1,
      maxUses: v.max_uses,
      perMobileLimit: v.per_mobile_limit,
      categories: [...new Set(i.categories ?? [])].sort((a, b) => a - b),
      brands: [...new Set(i.brands ?? [])].sort((a, b) => a - b),
    };
  }

  /** Two staff members saving the same new code at once: the unique index decides, the loser gets the field error. */
  private async uniquely<T>(work: () => Promise<Result<T>>): Promise<Result<T>> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) return fail('invalid', 'validation.failed', { code: 'admin-sales.promo.duplicate' });
      throw err;
    }
  }

  create(input: PromoInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return this.uniquely(() =>
      auditedCreate(this.connection, ctx, this.name, async (uow) => {
        const repo = uow.repo(AdminPromoCodesRepo);
        const v = await this.check(repo, input, null);
        if (!v.ok) return v;
        const id = await repo.insert(v.data, this.now().toISOString());
        const after = this.normal(input, v.data);
        await repo.setScope(id, after.categories, after.brands);
        return ok({ id, summary: v.data.code, after });
      }),
    );
  }

  update(id: number, input: PromoInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return this.uniquely(() =>
      auditedUpdate(
        this.connection,
        ctx,
        { entity: this.name, id, load: (uow) => uow.repo(AdminPromoCodesRepo).byId(id) },
        async (uow, row) => {
          const repo = uow.repo(AdminPromoCodesRepo);
          const v = await this.check(repo, input, id);
          if (!v.ok) return v;
          const before = plainPromoCode(row, await repo.scope(id));
          const after = this.normal(input, v.data);
          await repo.update(id, v.data);
          await repo.setScope(id, after.categories, after.brands);
          return ok({ summary: v.data.code, before, after });
        },
      ),
    );
  }

  remove(id: number, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    return auditedRemove(
      this.connection,
      ctx,
      { entity: this.name, id, load: (uow) => uow.repo(AdminPromoCodesRepo).byId(id) },
      async (uow, row) => {
        const repo = uow.repo(AdminPromoCodesRepo);
        const before = plainPromoCode(row, await repo.scope(id));
        const uses = Math.max(row.used, await repo.countUses(id));
        // conditional on `used = 0`: a checkout spending the code meanwhile keeps it
        if (uses > 0 || !(await repo.removeUnused(id)))
          return fail('conflict', 'admin-sales.promo.inUse', undefined, { count: Math.max(uses, 1) });
        return ok({ summary: row.code, before });
      },
    );
  }
}
