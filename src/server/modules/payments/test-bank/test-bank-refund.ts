import { randomBytes, randomInt } from 'node:crypto';
import {
  CURRENCY_AZN,
  formatTimestamp,
  isFresh,
  NONCE_PATTERN,
  ORDER_PATTERN,
  parseAmount,
  REFUND_FIELDS,
  refundSignatureValid,
  signCallback,
  TRTYPE_REFUND,
} from '../azericard-protocol.ts';
import { TEST_TERMINAL } from '../gateways.ts';
import { NO_REFUND_MARK } from './test-bank-answer.ts';

/** The reversal request's fields as posted (anything else is not the shop's). */
export function refundRequestOf(body: unknown): Record<string, string> {
  const src = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const f of REFUND_FIELDS) if (typeof src[f] === 'string') out[f] = src[f];
  return out;
}

/**
 * What the test bank says to a reversal (TRTYPE 24, decision 0084), as the gateway's answer: ACTION 0 / RC 00 with an
 * approval code when it gives the money back; ACTION 3 with a negative RC when it cannot read the request (-2: a
 * missing or malformed field, -17: the signature or terminal is not ours, -20: the timestamp is more than an hour
 * off); ACTION 2 / RC 12 ("invalid transaction") for a sale made with the "no refund" card. Signed over the callback's
 * MAC fields, upper-case hex, like every answer of the gateway.
 */
export function testBankRefundAnswer(r: Record<string, string>, hexKey: string, now: Date): Record<string, string> {
  const required = ['ORDER', 'AMOUNT', 'CURRENCY', 'RRN', 'INT_REF', 'TRTYPE', 'TERMINAL', 'TIMESTAMP', 'NONCE'];
  let action = '0';
  let rc = '00';
  const amount = parseAmount(r.AMOUNT ?? '');
  if (required.some((f) => !r[f]) || r.TRTYPE !== TRTYPE_REFUND) [action, rc] = ['3', '-2'];
  else if (r.TERMINAL !== TEST_TERMINAL || !refundSignatureValid(r, hexKey)) [action, rc] = ['3', '-17'];
  else if (!isFresh(r.TIMESTAMP!, now)) [action, rc] = ['3', '-20'];
  else if (
    r.CURRENCY !== CURRENCY_AZN ||
    amount === null ||
    amount <= 0 ||
    !ORDER_PATTERN.test(r.ORDER!) ||
    !NONCE_PATTERN.test(r.NONCE!) ||
    !/^\d{1,12}$/.test(r.RRN!) ||
    !/^[0-9A-Za-z]{1,128}$/.test(r.INT_REF!)
  )
    [action, rc] = ['3', '-2'];
  else if (r.INT_REF!.toUpperCase().startsWith(NO_REFUND_MARK)) [action, rc] = ['2', '12'];
  const fields: Record<string, string> = {
    TERMINAL: TEST_TERMINAL,
    TRTYPE: TRTYPE_REFUND,
    ORDER: r.ORDER ?? '',
    AMOUNT: r.AMOUNT ?? '',
    CURRENCY: r.CURRENCY ?? '',
    ACTION: action,
    RC: rc,
    APPROVAL: action === '0' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : '',
    RRN: r.RRN ?? '',
    INT_REF: r.INT_REF ?? '',
    TIMESTAMP: formatTimestamp(now),
    NONCE: randomBytes(16).toString('hex').toUpperCase(),
  };
  fields.P_SIGN = signCallback(fields, hexKey).toUpperCase();
  return fields;
}
