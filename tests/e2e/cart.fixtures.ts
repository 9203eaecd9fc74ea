import { test, type Page } from '@playwright/test';

/** Helpers of the cart and wish-list specs: the shop's cookies as a tampering (or another) tab writes them, money. */

export const cookieUrl = () => test.info().project.use.baseURL ?? 'http://127.0.0.1:3000';
/** Writes the shop's `volt_<name>` cookie as the shop itself writes it (JSON, URI-encoded). */
export const setCookie = (page: Page, name: string, value: unknown) =>
  page
    .context()
    .addCookies([{ name: `volt_${name}`, value: encodeURIComponent(JSON.stringify(value)), url: cookieUrl() }]);

/** An amount in qapik as the shop shows it: manats with two decimals, thousands apart. */
export const money = (q: number) => (q / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
