import { randomBytes, randomInt } from 'node:crypto';
import { formatTimestamp, signCallback } from '../azericard-protocol.ts';
import { maskCard } from './test-cards.ts';

const RC_OF = { approve: '00', decline: '05', noFunds: '51', expired: '54' } as const;

/**
 * The test bank's answer to the shop, as the gateway writes it (decision 0025): the request's terminal, type, order,
 * amount and currency; ACTION 0 / RC 00 with an approval code for an approved card, ACTION 2 / RC 05 ("do not
 * honour") for a declined one, RC 51 (not enough money) or RC 54 (expired card) for the cards that say why; a retrieval reference, an internal reference, a fresh timestamp and nonce, the masked
 * card, and P_SIGN over the callback MAC fields (upper-case hex, as the gateway sends it).
 */
export function testBankAnswer(
  request: Readonly<Record<string, string | undefined>>,
  outcome: 'approve' | 'decline' | 'noFunds' | 'expired',
  cardDigits: string,
  hexKey: string,
  now: Date,
): Record<string, string> {
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(0, 10)).join('');
  const fields: Record<string, string> = {
    TERMINAL: request.TERMINAL ?? '',
    TRTYPE: request.TRTYPE ?? '',
    ORDER: request.ORDER ?? '',
    AMOUNT: request.AMOUNT ?? '',
    CURRENCY: request.CURRENCY ?? '',
    ACTION: outcome === 'approve' ? '0' : '2',
    RC: RC_OF[outcome],
    APPROVAL: outcome === 'approve' ? digits(6) : '',
    RRN: digits(12),
    INT_REF: randomBytes(8).toString('hex').toUpperCase(),
    TIMESTAMP: formatTimestamp(now),
    NONCE: randomBytes(16).toString('hex').toUpperCase(),
    CARD: maskCard(cardDigits),
  };
  fields.P_SIGN = signCallback(fields, hexKey).toUpperCase();
  return fields;
}
