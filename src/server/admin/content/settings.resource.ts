import * as z from 'zod/mini';
import {
  multiLangText,
  type AdminList,
  type AdminRecord,
  type FieldDef,
  type ListQuery,
  type ResourceMeta,
} from '../../../domain/api/admin.ts';
import { LANGS, type Lang } from '../../../domain/i18n.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import { auditedUpdate } from '../audit.ts';
import type { AdminCtx, AdminResource } from '../resource.ts';
import { abilities, emptyML, listOf, translator, type ML } from './resource-helpers.ts';
import { SettingsRepo } from './settings.repo.ts';
import { column, contentResource } from './resource-meta.ts';

const homeSeoInput = z.strictObject({
  title: multiLangText(200, []),
  desc: multiLangText(300, []),
  keywords: multiLangText(300, []),
});
type HomeSeoInput = z.output<typeof homeSeoInput>;
type HomeSeo = Partial<Record<Lang, { title?: string; desc?: string; keywords?: string }>>;

/**
 * The settings staff may edit: a whitelist of `settings` keys, each one record with a fixed id (the generic routes
 * take numeric ids). Today one: the home page's SEO title, description and keywords per language (`home_seo`, read by
 * the home page at every render). Another key is added here with its own id, schema and fields.
 */
const SETTINGS = [{ id: 1, key: 'home_seo' }] as const;

function homeSeoOf(v: unknown): HomeSeoInput {
  const all = (v && typeof v === 'object' ? v : {}) as HomeSeo;
  const pick = (f: 'title' | 'desc' | 'keywords'): ML =>
    Object.fromEntries(LANGS.map((l) => [l, String(all[l]?.[f] ?? '')])) as ML;
  return { title: pick('title'), desc: pick('desc'), keywords: pick('keywords') };
}
const homeSeoValue = (i: HomeSeoInput): HomeSeo =>
  Object.fromEntries(LANGS.map((l) => [l, { title: i.title[l], desc: i.desc[l], keywords: i.keywords[l] }])) as HomeSeo;

export class SettingsResource
  extends contentResource('settings', { filters: [] as string[], sorts: ['id'] })
  implements AdminResource<typeof homeSeoInput>
{
  readonly updateSchema = homeSeoInput;

  private fields(ctx: AdminCtx, v?: HomeSeoInput): FieldDef[] {
    const t = translator(this.i18n, ctx);
    return [
      {
        name: 'title',
        label: t('admin-content.fields.seoTitle'),
        component: 'text',
        isMultiLang: true,
        max: 200,
        value: v?.title ?? emptyML(),
      },
      {
        name: 'desc',
        label: t('admin-content.fields.seoDesc'),
        component: 'textarea',
        isMultiLang: true,
        max: 300,
        value: v?.desc ?? emptyML(),
      },
      {
        name: 'keywords',
        label: t('admin-content.fields.seoKeywords'),
        component: 'text',
        isMultiLang: true,
        max: 300,
        value: v?.keywords ?? emptyML(),
      },
    ];
  }

  meta(ctx: AdminCtx): ResourceMeta {
    const t = translator(this.i18n, ctx);
    return {
      resource: this.name,
      title: t('admin-content.resources.settings'),
      columns: [column(t, 'id', 'number'), column(t, 'key', 'text'), column(t, 'title', 'text', { label: 'name' })],
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
    const t = translator(this.i18n, ctx);
    return ok(
      listOf(
        SETTINGS.map((s) => ({ id: s.id, key: s.key, title: t(`admin-content.settings.${s.key}`) })),
        SETTINGS.length,
        q,
      ),
    );
  }

  async info(id: number, ctx: AdminCtx): Promise<Result<AdminRecord>> {
    const s = SETTINGS.find((x) => x.id === id);
    if (!s) return fail('notFound', 'admin.errors.notFound');
    const value = homeSeoOf(await this.connection.shared.repo(SettingsRepo).get(s.key));
    return ok({
      id,
      title: translator(this.i18n, ctx)(`admin-content.settings.${s.key}`),
      siteUrl: '/',
      fields: this.fields(ctx, value),
    });
  }

  update(id: number, i: HomeSeoInput, ctx: AdminCtx): Promise<Result<{ id: number }>> {
    const s = SETTINGS.find((x) => x.id === id);
    if (!s) return Promise.resolve(fail('notFound', 'admin.errors.notFound'));
    return auditedUpdate(
      this.connection,
      ctx,
      { entity: this.name, id, load: async (uow) => homeSeoOf(await uow.repo(SettingsRepo).get(s.key)) },
      async (uow, before) => {
        await uow.repo(SettingsRepo).set(s.key, homeSeoValue(i));
        return ok({ summary: s.key, before, after: i });
      },
    );
  }
}
