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
