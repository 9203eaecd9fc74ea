import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const SHOTS = path.resolve('test-results/admin');

/** A screenshot of a back-office page into test-results/admin/<name>.png, to look at after the run. */
export async function adminShot(page: Page, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}
