/**
 * The test bank's cards (decision 0025, README): what each documented number does. Any future expiry date and any
 * three-digit CVV are accepted; other numbers are refused on the card page.
 */
type TestCardOutcome = 'approve' | 'decline' | 'noFunds' | 'expired' | 'noAnswer';

export const TEST_CARDS: readonly { number: string; outcome: TestCardOutcome }[] = [
  { number: '4169738800000001', outcome: 'approve' },
  { number: '4169738800000002', outcome: 'decline' },
  // the bank never calls the shop back: the shopper returns without a result and the order expires later
  { number: '4169738800000003', outcome: 'noAnswer' },
  // declines with a reason the order page puts in the shopper's words (RC 51, RC 54; decision 0078)
  { number: '4169738800000004', outcome: 'noFunds' },
  { number: '4169738800000005', outcome: 'expired' },
];

/** Digits of a typed card number (spaces and dashes dropped); null when it is not 16 digits. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{16}$/.test(digits) ? digits : null;
}

export function testCardOutcome(digits: string): TestCardOutcome | null {
  return TEST_CARDS.find((c) => c.number === digits)?.outcome ?? null;
}

/** "4169738800000001" → "416973******0001", as the gateway shows a card to the merchant. */
export function maskCard(digits: string): string {
  return `${digits.slice(0, 6)}${'*'.repeat(digits.length - 10)}${digits.slice(-4)}`;
}

/** "4169 7388 0000 0001" for the page. */
export function groupCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY (or MMYY) of a card that has not expired at `now` (a card is valid through the end of its month). */
export function validExpiry(typed: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(typed.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return Date.UTC(year, month, 1) > now.getTime();
}

export function validCvv(typed: string): boolean {
  return /^\d{3}$/.test(typed.trim());
}
