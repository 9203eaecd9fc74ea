import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { asOwner } from './admin-owner';
import { copyProduct, firstProductInStock } from './admin-staff-session';
import { hydrated } from './press-until';

/**
 * A product's pictures in the back office (ADM-9, decision 0061): the form shows the pictures the product has, a
 * picture removed and one uploaded (moved with the keyboard, with a margin) are saved, and the shop's product page
 * shows the new set in its order; Duplicate opens a copy that starts hidden with no stock. Each test works on a
 * product of its own. Assertions go by test ids and keys, not by labels (admin.spec.ts switches the owner's language).
 */
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const THREE = [
  { source: 'phone--1f2937--front.png', withPad: false },
  { source: 'phone--1f2937--back.png', withPad: true },
  { source: 'phone--1f2937--angle.png', withPad: false },
];

type Field = { name: string; value: unknown; readOnly?: boolean; component: string };

async function info(request: APIRequestContext, id: number): Promise<{ siteUrl: string; fields: Field[] }> {
  const r = await request.get(`/api/admin/products/info/${id}`);
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { data: { siteUrl: string; fields: Field[] } }).data;
}

/** The products a test made: removed after it, so no other spec finds them on sale (with units at no branch). */
const made: number[] = [];

test.afterEach(async ({ page }) => {
  for (const id of made.splice(0)) {
    const r = await page.request.post(`/api/admin/products/remove/${id}`, { data: {} });
    expect(r.status(), await r.text()).toBe(200);
  }
});

/** A new active product with 5 units at the warehouse and these pictures, copied from the first product of the list. */
async function productWith(request: APIRequestContext, images: unknown[], tag: string): Promise<number> {
  const stamp = `${tag}-${Date.now().toString(36)}`.toUpperCase();
  const title = `E2E ${stamp}`;
  const id = await copyProduct(request, await firstProductInStock(request), `E2E-${stamp}`, title, {
    active: true,
    stock: 5,
    stockAt: {},
    images,
  });
  made.push(id);
  return id;
}

const sourcesOf = (page: Page) =>
  page
    .getByTestId('field-images')
    .getByTestId('picture')
    .evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.source}:${(e as HTMLElement).dataset.pad}`));

test('a product with 3 pictures shows 3; one removed and one added (moved by keyboard, with a margin) are saved and the shop shows the new set', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await asOwner(page);
  const id = await productWith(page.request, THREE, 'PIC');
  await page.goto(`/admin/products?do=update&id=${id}`);
  const field = page.getByTestId('field-images');
  const pictures = field.getByTestId('picture');
  await expect(pictures).toHaveCount(3);
  expect(await sourcesOf(page)).toEqual([
    'phone--1f2937--front.png:0',
    'phone--1f2937--back.png:1',
    'phone--1f2937--angle.png:0',
  ]);
  await expect(pictures.first().locator('img')).toHaveAttribute('src', '/i/p/300/phone--1f2937--front.png');
  await expect(field.getByTestId('field-images-count')).toContainText('3');

  // remove the second, upload one (it goes last)
  await hydrated(pictures.nth(1).getByTestId('picture-remove'));
  await pictures.nth(1).getByTestId('picture-remove').click();
  await expect(pictures).toHaveCount(2);
  await field.getByTestId('field-images-file').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG });
  await expect(pictures).toHaveCount(3);
  const added = (await pictures.nth(2).getAttribute('data-source'))!;
  expect(added).toMatch(/^u-[a-z0-9]+-[0-9a-f]{12}\.png$/);

  // keyboard: the new picture's handle, ← moves it one place earlier and keeps the focus on it
  await pictures.nth(2).getByTestId('picture-handle').focus();
  await page.keyboard.press('ArrowLeft');
  expect(await sourcesOf(page)).toEqual(['phone--1f2937--front.png:0', `${added}:0`, 'phone--1f2937--angle.png:0']);
  await expect(pictures.nth(1).getByTestId('picture-handle')).toBeFocused();
  await pictures.nth(1).getByTestId('picture-pad').check();
  expect(await sourcesOf(page)).toEqual(['phone--1f2937--front.png:0', `${added}:1`, 'phone--1f2937--angle.png:0']);

  await page.getByTestId('save').click();
  const expected = [
    { source: 'phone--1f2937--front.png', withPad: false },
    { source: added, withPad: true },
    { source: 'phone--1f2937--angle.png', withPad: false },
  ];
  await expect
    .poll(async () => (await info(page.request, id)).fields.find((f) => f.name === 'images')?.value, {
      timeout: 10_000,
    })
    .toEqual(expected);
  // the form shows what was saved after a reload
  await page.reload();
  await expect(pictures).toHaveCount(3);
  expect(await sourcesOf(page)).toEqual(['phone--1f2937--front.png:0', `${added}:1`, 'phone--1f2937--angle.png:0']);

  // the shop's product page (a guest) shows the new set in its order, the margin on the new one
  const { siteUrl } = await info(page.request, id);
  const shopper = await browser.newPage();
  await expect
    .poll(
      async () => {
        await shopper.goto(`${siteUrl}?t=${Date.now()}`);
        return shopper
          .getByTestId('gallery-image')
          .locator('img')
          .evaluateAll((els) =>
            els.map(
              (e) => `${(e as HTMLImageElement).getAttribute('src')}:${e.classList.contains('with-pad') ? 1 : 0}`,
            ),
          );
      },
      { timeout: 15_000 },
    )
    .toEqual(['/i/p/500/phone--1f2937--front.png:0', `/i/p/500/${added}:1`, '/i/p/500/phone--1f2937--angle.png:0']);
  // the uploaded picture is served
  expect((await shopper.request.get(`/i/p/500/${added}`)).status()).toBe(200);
  await shopper.close();
});

test('Duplicate opens a copy that starts hidden with no stock, pictures kept; saved under a new SKU it is so', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await asOwner(page);
  const id = await productWith(page.request, THREE, 'DUP');
  await page.goto(`/admin/products?do=update&id=${id}`);
  await expect(page.locator('[data-field=active] input[type=checkbox]')).toBeChecked();
  await page.getByTestId('record-duplicate').click();
  await expect(page).toHaveURL(new RegExp(`do=create.*from=${id}`));
  await expect(page.locator('[data-field=active] input[type=checkbox]')).not.toBeChecked();
  await expect(page.getByTestId('field-stock')).toHaveValue('0');
  await expect(page.getByTestId('field-images').getByTestId('picture')).toHaveCount(3);
  const sku = `E2E-COPY-${Date.now().toString(36)}`.toUpperCase();
  // the Duplicate link may have loaded the form anew: typed before hydration, the SKU would be put back
  await hydrated(page.getByTestId('field-sku'));
  await page.getByTestId('field-sku').fill(sku);
  await page.getByTestId('save').click();
  await expect(page).toHaveURL(/do=update&id=\d+/);
  const copy = (await (
    await page.request.get(`/api/admin/products?q=${encodeURIComponent(sku)}&f.active=0`)
  ).json()) as { data: { items: { id: number; sku: string; active: boolean; stock: number }[] } };
  expect(copy.data.items.map((p) => [p.sku, p.active, p.stock])).toEqual([[sku, false, 0]]);
  made.push(copy.data.items[0]!.id);
  // the original is as it was
  const original = await info(page.request, id);
  expect(original.fields.find((f) => f.name === 'active')?.value).toBe(true);
  expect(original.fields.find((f) => f.name === 'stock')?.value).toBe(5);
});
