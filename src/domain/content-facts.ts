import { allowedMonths, MAX_ITEM_MONTHS, maxInstallmentMonths } from './installments.ts';

/**
 * Numbers that the shop's texts state (the FAQ, content pages, campaign texts) written as placeholders such as
 * `{{installments.maxMonths}}` and filled from the configuration when the text is served, so a text never promises
 * what the checkout does not offer (issue 29: the FAQ said 2–18 months while no item is sold on more than 12).
 * Staff type them in the editor (docs/admin/content.md); an unknown placeholder is left as typed, so a typo shows.
 */
export type ContentFacts = Readonly<Record<string, string>>;

/** The names staff may use, in the order the editor's hint lists them. */
export const CONTENT_FACT_NAMES = ['installments.minMonths', 'installments.maxMonths'] as const;

/** The facts of a shop's installment cards: the fewest and the most months any item can be sold on (PAY-2…PAY-3). */
export function contentFacts(installmentCards: Readonly<Record<string, readonly number[]>>): ContentFacts {
  const months = Object.values(installmentCards).flatMap((m) => allowedMonths(m, MAX_ITEM_MONTHS));
  if (months.length === 0) return {};
  return {
    'installments.minMonths': String(Math.min(...months)),
    // the number the home page's strip promises too
    'installments.maxMonths': String(maxInstallmentMonths(installmentCards)),
  };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;

/** The text with every known placeholder replaced by its fact; others stay as they are. */
export function fillFacts(text: string, facts: ContentFacts): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(facts, name) ? facts[name]! : whole));
}
