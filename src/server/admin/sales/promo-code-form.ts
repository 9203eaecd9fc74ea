import { toBakuDateTime } from '../../../domain/admin/sales.ts';
import type { FieldDef } from '../../../domain/api/admin.ts';
import { PROMO_CODE_MAX } from '../../../domain/api/cart.ts';
import type { Lang } from '../../../domain/i18n.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { AdminPromoCodesRepo, type PromoCodeRow } from './promo-codes.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/** A promo code as its form shows it (also what the audit trail compares). */
export interface PromoCodePlain {
  code: string;
  kind: 'percent' | 'amount';
  percent: number | null;
  amount: number | null;
  minTotal: number;
  startsAt: string | null;
  endsAt: string | null;
  active: boolean;
  maxUses: number | null;
  perMobileLimit: number | null;
  categories: number[];
  brands: number[];
}

export const plainPromoCode = (r: PromoCodeRow, scope: { categories: number[]; brands: number[] }): PromoCodePlain => ({
  code: r.code,
  kind: r.kind === 'percent' ? 'percent' : 'amount',
  percent: r.kind === 'percent' ? r.value : null,
  amount: r.kind === 'percent' ? null : r.value,
  minTotal: r.min_total,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  active: r.active === 1,
  maxUses: r.max_uses,
  perMobileLimit: r.per_mobile_limit,
  categories: scope.categories,
  brands: scope.brands,
});

/** The promo code form (ADM-14): its fields with translated labels, the scope's options, and `used` once saved. */
export async function promoCodeFields(
  i18n: I18n,
  connection: TransactionalConnection,
  lang: Lang,
  v?: PromoCodePlain,
  used?: number,
): Promise<FieldDef[]> {
  const tp = (k: string) => i18n.t(lang, `admin-sales.promo.${k}`);
  const { categories, brands } = await connection.shared.repo(AdminPromoCodesRepo).scopeOptions(lang);
  // a category's label is its path, so "Phones" under two parents can be told apart
  const byId = new Map(categories.map((c) => [c.id, c]));
  const path = (id: number): string => {
    const names: string[] = [];
    for (
      let c = byId.get(id), guard = 0;
      c && guard < 10;
      c = c.parentId !== null ? byId.get(c.parentId) : undefined, guard++
    )
      names.unshift(c.title);
    return names.join(' › ');
  };
  const fields: FieldDef[] = [
    {
      name: 'code',
      label: tp('fields.code'),
      component: 'text',
      required: true,
      max: PROMO_CODE_MAX,
      help: tp('help.code'),
      value: v?.code ?? '',
    },
    {
      name: 'kind',
      label: tp('fields.kind'),
      component: 'select',
      required: true,
      options: [
        { value: 'percent', label: tp('kind.percent') },
        { value: 'amount', label: tp('kind.amount') },
      ],
      value: v?.kind ?? 'percent',
    },
    {
      name: 'percent',
      label: tp('fields.percent'),
      component: 'number',
      required: true,
      showIf: { field: 'kind', values: ['percent'] },
      value: v?.percent ?? null,
    },
    {
      name: 'amount',
      label: tp('fields.amount'),
      component: 'money',
      required: true,
      showIf: { field: 'kind', values: ['amount'] },
      value: v?.amount ?? null,
    },
    { name: 'minTotal', label: tp('fields.minTotal'), component: 'money', required: true, value: v?.minTotal ?? 0 },
    {
      name: 'startsAt',
      label: tp('fields.startsAt'),
      component: 'datetime',
      help: tp('help.dates'),
      value: toBakuDateTime(v?.startsAt ?? null),
    },
    {
      name: 'endsAt',
      label: tp('fields.endsAt'),
      component: 'datetime',
      help: tp('help.dates'),
      value: toBakuDateTime(v?.endsAt ?? null),
    },
    { name: 'active', label: tp('fields.active'), component: 'checkbox', value: v?.active ?? true },
    {
      name: 'maxUses',
      label: tp('fields.maxUses'),
      component: 'number',
      help: tp('help.unlimited'),
      value: v?.maxUses ?? null,
    },
    {
      name: 'perMobileLimit',
      label: tp('fields.perMobileLimit'),
      component: 'number',
      help: tp('help.unlimited'),
      value: v?.perMobileLimit ?? null,
    },
    {
      name: 'categories',
      label: tp('fields.categories'),
      component: 'multiselect',
      group: tp('groups.scope'),
      help: tp('help.scope'),
      options: categories.map((c) => ({ value: c.id, label: path(c.id) })),
      value: v?.categories ?? [],
    },
    {
      name: 'brands',
      label: tp('fields.brands'),
      component: 'multiselect',
      group: tp('groups.scope'),
      options: brands.map((b) => ({ value: b.id, label: b.title })),
      value: v?.brands ?? [],
    },
  ];
  if (used !== undefined)
    fields.push({ name: 'used', label: tp('fields.used'), component: 'readonly', readOnly: true, value: used });
  return fields;
}
