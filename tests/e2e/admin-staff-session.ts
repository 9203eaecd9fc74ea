import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Helpers of the back office's browser tests: the seeded owner, product copies, the interface's own messages. */
export const OWNER = 'owner@volt.az';

export function ownerPassword(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`');
  return (JSON.parse(fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8')) as { ownerPassword: string })
    .ownerPassword;
}

/** The owner signed in through the API, in the page's context (its interface language is left as it is). */
export async function asOwner(page: Page): Promise<void> {
  const r = await page.request.post('/api/admin/auth/login', { data: { login: OWNER, password: ownerPassword() } });
  expect(r.status(), await r.text()).toBe(200);
}

/**
 * A new product copied from `fromId` (its form's fields as the server describes them), with its own SKU and title
 * and any field `extra` sets: tests that delete, deactivate or edit a product do it to their own, never to one
 * another test reads.
 */
export async function copyProduct(
  request: APIRequestContext,
  fromId: number,
  sku: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const info = (await (await request.get(`/api/admin/products/info/${fromId}`)).json()) as {
    data: { fields: { name: string; value: unknown; readOnly?: boolean; component: string }[] };
  };
  const body: Record<string, unknown> = {};
  for (const f of info.data.fields) {
    if (f.readOnly || f.component === 'readonly') continue;
    const dot = f.name.indexOf('.');
    if (dot > 0) ((body[f.name.slice(0, dot)] ??= {}) as Record<string, unknown>)[f.name.slice(dot + 1)] = f.value;
    else body[f.name] = f.value;
  }
  const r = await request.post('/api/admin/products/create', {
    data: { ...body, sku, title: { az: title, ru: title, en: title }, ...extra },
  });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: { id: number } }).data.id;
}

/**
 * A message of the back office's interface in the page's language, as the page words it (`{{name}}` filled in; with
 * `count`, the plural form of that language). The owner's language is one setting that admin.spec.ts switches
 * while it runs, so a test reads the page's language and expects the words of that one.
 */
/** The first active product in stock of the back office's list (a model for `copyProduct`). */
export async function firstProductInStock(request: APIRequestContext): Promise<number> {
  const list = (await (
    await request.get('/api/admin/products?f.active=1&f.stock=in&sort=id&dir=asc&limit=10')
  ).json()) as { data: { items: { id: number }[] } };
  return list.data.items[0]!.id;
}

export async function uiText(page: Page, key: string, vars: Record<string, string | number> = {}): Promise<string> {
  const lang = ((await page.locator('html').getAttribute('lang')) ?? 'az').slice(0, 2);
  const catalog = JSON.parse(fs.readFileSync(path.resolve(`src/locales/${lang}/admin-ui.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  const [ns, ...rest] = key.replace(/^admin-ui\./, '').split('.');
  const node = (catalog[ns!] ?? {}) as Record<string, string>;
  const leaf = rest.join('.');
  const text =
    typeof vars.count === 'number'
      ? (node[`${leaf}_${new Intl.PluralRules(lang).select(vars.count)}`] ?? node[`${leaf}_other`])
      : node[leaf];
  if (text === undefined) throw new Error(`no message ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}
