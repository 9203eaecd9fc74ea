import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { findCards, type ApiCard } from './catalog-api';
import { latestCode } from './sms-codes';
import { hydrated, pressUntilShown } from './press-until';

/**
 * The checkout's steps as a shopper takes them, shared by the checkout and order specs: unique mobiles, products with
 * stock, the contact and delivery sections, the code step, the buy-now popup, the guest cart cookie, the test bank.
 */

export const baseUrl = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
export const money = (q: number) => (q / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A mobile no other test uses (codes are limited per number): prefix 55 or 70, seven digits from the clock. */
let serial = 0;
export function uniqueMobile(): { prefix: string; local: string; digits: string } {
  serial += 1;
  const local = String(
    (Date.now() * 7 + serial * 7919 + process.pid * 31 + Math.floor(Math.random() * 1000)) % 10_000_000,
  ).padStart(7, '0');
  const prefix = serial % 2 ? '55' : '70';
  return { prefix, local, digits: `994${prefix}${local}` };
}

/** Products with plenty of stock, most expensive first; each test takes its own index so parallel tests do not share one. */
export async function ampleProducts(request: APIRequestContext): Promise<ApiCard[]> {
  return findCards(
    request,
    (c) => !c.sold && !c.priceInStore && c.stock >= 15 && c.price >= 20_000,
    24,
    '&sort=priceDown',
  );
}

export async function productStock(request: APIRequestContext, id: number): Promise<number> {
  const res = await request.get(`/api/products/${id}?lang=en`);
  return ((await res.json()) as { data: { stock: number } }).data.stock;
}

type DataLayerEntry = {
  event?: string;
  ecommerce?: {
    transaction_id?: string;
    value?: number;
    currency?: string;
    payment_type?: string;
    items?: { item_id: string }[];
  };
};
export const events = (page: Page, name: string) =>
  page.evaluate(
    (n) => ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter((e) => e.event === n),
    name,
  );

/** The contact fields, once the form has hydrated (typed before, the text would be put back). */
export async function fillContact(form: Locator, mobile: { prefix: string; local: string }, name = 'Nigar Əliyeva') {
  await hydrated(form.getByTestId('fullName'));
  await form.getByTestId('fullName').fill(name);
  await form.getByTestId('mobile-prefix').selectOption(mobile.prefix);
  await form.getByTestId('mobile').fill(mobile.local);
}

/** Pickup at the first branch listed, once the form has hydrated (a radio ticked before is not the form's). */
export async function choosePickup(form: Locator) {
  await hydrated(form.getByTestId('delivery-pickup'));
  await form.getByTestId('delivery-pickup').click();
  await form.getByTestId('branch').first().click();
}

export async function chooseHomeDelivery(form: Locator) {
  await form.getByTestId('delivery-delivery').click();
  await expect(form.getByTestId('city')).not.toHaveValue('');
  await expect(form.getByTestId('district').locator('option')).not.toHaveCount(1);
  await form.getByTestId('district').selectOption({ index: 1 });
  await expect(form.getByTestId('place').locator('option')).not.toHaveCount(1);
  await form.getByTestId('place').selectOption({ index: 1 });
  await form.getByTestId('address').fill('Nizami küçəsi 10, mənzil 5');
}

/** Submits, waits for the code step, types the code the shop sent, confirms. */
export async function confirmWithCode(form: Locator, mobile: string) {
  await form.getByTestId('checkout-submit').click();
  await expect(form.getByTestId('otp-step')).toBeVisible();
  const { code } = await latestCode(mobile);
  await form.getByTestId('otp-code').fill(code);
  await form.getByTestId('otp-confirm').click();
}

/**
 * Presses a Buy now button until the popup is there (a press before hydration does nothing).
 */
export async function openBuyNow(page: Page, button: Locator): Promise<Locator> {
  const popup = page.getByTestId('buy-now-popup');
  await pressUntilShown(button, popup);
  return popup;
}

export async function setCart(page: Page, entries: { id: number; qty: number }[]) {
  await page
    .context()
    .addCookies([{ name: 'volt_cart', value: encodeURIComponent(JSON.stringify(entries)), url: baseUrl() }]);
}

/** The built-in test bank's card page (decision 0025): pays with `card`. */
export async function payAtTestBank(page: Page, card: string) {
  await expect(page.locator('#card')).toBeVisible({ timeout: 15_000 });
  await page.locator('#card').fill(card);
  await page.locator('#expiry').fill('12/30');
  await page.locator('#cvv').fill('123');
  await page.locator('form button[type=submit]').click();
}
