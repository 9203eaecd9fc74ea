/**
 * A declined card payment in the shopper's words (PAY-11, decision 0078): the Azericard gateway answers ACTION and RC
 * (the ISO 8583 response code of the card's bank); this says which translated message (`payment.declined.<reason>`)
 * the order page shows. Codes that would tell a stranger something about the card (lost, stolen, suspected fraud) get
 * the plain "the bank declined" — the shopper's bank tells them more.
 */
export const DECLINE_REASONS = [
  'declined',
  'insufficientFunds',
  'expiredCard',
  'limitExceeded',
  'notPermitted',
  'wrongCard',
  'authentication',
  'bankUnavailable',
  'processingError',
] as const;
type DeclineReason = (typeof DECLINE_REASONS)[number];

const BY_RC: Readonly<Record<string, DeclineReason>> = {
  '51': 'insufficientFunds',
  '54': 'expiredCard',
  '33': 'expiredCard',
  '61': 'limitExceeded',
  '65': 'limitExceeded',
  '57': 'notPermitted',
  '58': 'notPermitted',
  '62': 'notPermitted',
  '14': 'wrongCard',
  '15': 'wrongCard',
  '55': 'authentication',
  '82': 'authentication',
  '91': 'bankUnavailable',
  '96': 'bankUnavailable',
};

/** ACTION 0 approved, 1 duplicate, 2 declined, 3 processing error (the gateway's own, before the card's bank). */
export function declineReason(action: string | null, rc: string | null): DeclineReason {
  const code = (rc ?? '').trim();
  const known = BY_RC[code.length === 1 ? `0${code}` : code];
  if (known) return known;
  if (action === '3') return 'processingError';
  // the gateway's negative codes: the 3-D Secure step failed or was abandoned
  if (/^-\d+$/.test(code)) return 'authentication';
  return 'declined';
}
