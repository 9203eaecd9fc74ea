import AxeBuilder from '@axe-core/playwright';
import { adminShot } from './admin-shots';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buyable, findCards } from './catalog-api';
import { hydrated } from './press-until';
import { placeGuestOrder } from './place-order';
import { asOwner } from './admin-staff-session';

/**
 * A refund in the back office (issue 30, decision 0084): a card order of two products is paid through the test bank;
 * the owner refunds one unit of one line from the order's Refund dialog; the test bank gives the money back (the
 * gateway's reversal, signed both ways), the order's record shows the refund in its history and says it is partly
 * refunded, and the refunded unit is back on sale; the dialog passes axe. At 1280 and 768 px, with screenshots. Assertions go by test ids
 * and API data (another spec switches the owner's interface language).
 */

/** A card order at pickup through the JSON API (the code read from the SMS outbox): its test-bank form. */
async function stockOf(request: APIRequestContext, id: number): Promise<number> {
  const r = await request.get(`/api/admin/products/info/${id}`);
  const fields = ((await r.json()) as { data: { fields: { name: string; value: unknown }[] } }).data.fields;
  return Number(fields.find((f) => f.name === 'stock')!.value);
}

for (const width of [1280, 768]) {
  test(`staff refund one line of a card order through the test bank (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    // products of this test's own (the two widths run in parallel, and other specs buy the first buyable ones): its
    // stock check counts only its own refund
    const cards = await findCards(
      page.request,
      (c) => buyable(c) && c.stock > 4 && c.price < 500_000,
      10,
      '&sort=priceDown',
    );
    const [a, b] = width === 1280 ? cards.slice(4, 6) : cards.slice(7, 9);
    const stamp = String((Date.now() + process.pid + width) % 10_000_000).padStart(7, '0');
    const order = await placeGuestOrder(page.request, {
      cart: [
        { id: a!.id, qty: 2 },
        { id: b!.id, qty: 1 },
      ],
      mobile: `99470${stamp}`,
      payment: 'card',
      fullName: 'Rəşad Məmmədov',
    });
    // the shopper pays on the test bank's card page
    await page.request.post('/test-bank/pay', {
      form: { ...order.azericard!.fields, card: '4169 7388 0000 0001', expiry: '12/39', cvv: '123' },
      maxRedirects: 0,
    });

    await asOwner(page);
    const stockBefore = await stockOf(page.request, a!.id);
    await page.goto(`/admin/orders?do=view&id=${order.orderId}`);
    const button = page.getByTestId('action-refund');
    await expect(button).toBeVisible();
    await hydrated(button);
    await button.click();
    const dialog = page.getByTestId('refund-dialog');
    await expect(dialog).toBeVisible();
    const qty = dialog.locator('[data-testid^="refund-qty-"]').first();
    await qty.fill('1');
    await dialog.getByTestId('refund-reason').fill('The customer returned one unit');
    await expect(dialog.getByTestId('refund-total')).not.toHaveText(/^0\.00/);
    await adminShot(page, `refund-dialog-${width}`);
    // the dialog passes axe (no critical or serious violation), like the back office's other dialogs (ADM-17)
    const { violations } = await new AxeBuilder({ page })
      .include('[data-testid="refund-dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id)).toEqual([]);
    await dialog.getByTestId('refund-submit').click();
    await expect(dialog).toHaveCount(0);

    // the record shows the refund and the order's state; the unit is back on sale
    const info = (await (await page.request.get(`/api/admin/orders/info/${order.orderId}`)).json()) as {
      data: { badge: { label: string }; sections: { kind: string; rows?: Record<string, unknown>[] }[] };
    };
    const refundRows = info.data.sections.find((s) => s.rows?.[0] && 'approval' in s.rows[0] && 'staff' in s.rows[0]);
    expect(refundRows?.rows).toHaveLength(1);
    expect(String(refundRows!.rows![0]!.approval)).toMatch(/^\d{6}$/);
    expect(await stockOf(page.request, a!.id)).toBe(stockBefore + 1);
    await expect(page.getByTestId('action-refund')).toBeVisible();
    await adminShot(page, `refund-record-${width}`, true);
  });
}
