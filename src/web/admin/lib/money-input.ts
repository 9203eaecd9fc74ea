import { parseManat } from '~/domain/money';

/**
 * Money fields of admin forms (decision 0042): staff type manat with up to two decimals ("1 299,99", "15"), the
 * form sends integer qəpik; the server stays the judge. Spaces (thousands) and a decimal comma are accepted.
 */
export function parseMoneyInput(text: string): number | null {
  const s = text.replace(/[\s\u00a0₼]/g, '').replace(',', '.');
  if (s === '') return null;
  const q = parseManat(s);
  return q === null || q > 100_000_000_00 ? null : q;
}

/** Qəpik → the input's text: "1299.99", "15.00"; empty for no value. */
export function formatMoneyInput(q: unknown): string {
  if (typeof q !== 'number' || !Number.isFinite(q)) return '';
  const abs = Math.abs(Math.round(q));
  return `${q < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
