import { randomBytes, randomInt } from 'node:crypto';
import { formatTimestamp, signCallback } from '../azericard-protocol.ts';
import { maskCard } from './test-cards.ts';

const RC_OF = { approve: '00', noRefund: '00', decline: '05', noFunds: '51', expired: '54' } as const;

/**
 * INT_REF of a sale the test bank will refuse to refund (the "no refund" card): the bank keeps no state, so the mark
 * travels in the reference the shop sends back with the reversal. Other sales never start with it.
 */
export const NO_REFUND_MARK = 'F0F0';

/** A fresh INT_REF: 16 hex digits, marked for the "no refund" card and never marked otherwise. */
export function intRef(noRefund: boolean): string {
  const hex = randomBytes(8).toString('hex').toUpperCase();
  if (noRefund) return `${NO_REFUND_MARK}${hex.slice(4)}`;
  return hex.startsWith(NO_REFUND_MARK) ? `0${hex.slice(1)}` : hex;
}

/**
 * The test bank's answer to the shop, as the gateway writes it (decision 0025): the request's terminal, type, order,
 * amount and currency; ACTION 0 / RC 00 with an approval code for an approved card, ACTION 2 / RC 05 ("do not
 * honour") for a declined one, RC 51 (not enough money) or RC 54 (expired card) for the cards that say why; a retrieval reference, an internal reference, a fresh timestamp and nonce, the masked
 * card, and P_SIGN over the callback MAC fields (upper-case hex, as the gateway sends it).
 */
export function testBankAnswer(
  request: Readonly<Record<string, string | undefined>>,
  outcome: 'approve' | 'noRefund' | 'decline' | 'noFunds' | 'expired',
  cardDigits: string,
  hexKey: string,
  now: Date,
): Record<string, string> {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
  const approved = outcome === 'approve' || outcome === 'noRefund';
  const fields: Record<string, string> = {
    TERMINAL: request.TERMINAL ?? '',
    TRTYPE: request.TRTYPE ?? '',
    ORDER: request.ORDER ?? '',
    AMOUNT: request.AMOUNT ?? '',
    CURRENCY: request.CURRENCY ?? '',
    ACTION: approved ? '0' : '2',
    RC: RC_OF[outcome],
    APPROVAL: approved ? digits(6) : '',
    RRN: digits(12),
    INT_REF: intRef(outcome === 'noRefund'),
    TIMESTAMP: formatTimestamp(now),
    NONCE: randomBytes(16).toString('hex').toUpperCase(),
    CARD: maskCard(cardDigits),
  };
  fields.P_SIGN = signCallback(fields, hexKey).toUpperCase();
  return fields;
}
