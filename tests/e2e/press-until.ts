import { expect, type Locator } from '@playwright/test';

/**
 * Presses `button` until `shown` is visible. A press that comes before the page has hydrated does nothing, and on a
 * busy machine hydration can take seconds; a press while `shown` is already there is skipped (it could close it).
 */
export async function pressUntilShown(button: Locator, shown: Locator, timeout = 30_000): Promise<void> {
  await expect(async () => {
    if (!(await shown.isVisible())) await button.click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout });
}

/**
 * Waits until React has hydrated `element` (its props are attached to the DOM node). Text typed into a controlled
 * input before that is reset by hydration, and a press does nothing, so a test that types or presses once waits here.
 */
export async function hydrated(element: Locator, timeout = 30_000): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), {
      timeout,
    })
    .toBe(true);
}
