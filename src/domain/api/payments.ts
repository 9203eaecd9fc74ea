import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/**
 * The card gateway's answer (decision 0025): the form fields the Azericard gateway (or the built-in test bank)
 * posts to POST /api/payments/azericard/callback as application/x-www-form-urlencoded. Fields the gateway adds
 * beyond these are ignored (the gateway may send more than a merchant uses); each one we use has the format of the
 * protocol, so a malformed message is refused with field errors before its signature is even checked (by the
 * payments service, which takes the fields as they came: `gatewayCallbackEndpoint`).
 */
const field = (pattern: RegExp) =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.regex(pattern, { error: 'validation.invalidFormat' }));
const optionalField = (pattern: RegExp) =>
  z.optional(
    z.string({ error: 'validation.invalidType' }).check(z.regex(pattern, { error: 'validation.invalidFormat' })),
  );

/** Fields beyond these are dropped by the parse (a plain, non-strict object). */
export const gatewayCallback = z.object({
  TERMINAL: field(/^[A-Za-z0-9]{1,16}$/),
  TRTYPE: field(/^\d{1,2}$/),
  ORDER: field(/^\d{6,32}$/),
  AMOUNT: field(/^\d{1,10}(\.\d{1,2})?$/),
  CURRENCY: field(/^[0-9A-Z]{3}$/),
  ACTION: field(/^\d{1,2}$/),
  // the issuer's ISO 8583 field 39; empty when the gateway refused before asking the issuer
  RC: field(/^-?[0-9A-Za-z]{0,3}$/),
  APPROVAL: field(/^[0-9A-Za-z ]{0,6}$/),
  RRN: field(/^\d{0,12}$/),
  INT_REF: field(/^[0-9A-Za-z]{0,128}$/),
  TIMESTAMP: field(/^\d{14}$/),
  NONCE: field(/^[0-9A-Fa-f]{16,64}$/),
  P_SIGN: field(/^[0-9A-Fa-f]{40}$/),
  // the masked card number and the cardholder's name, when the gateway sends them (not signed; shown to staff)
  CARD: optionalField(/^[0-9*Xx]{8,19}$/),
  NAME: optionalField(/^[\p{L}\p{M} .'-]{0,45}$/u),
});

export type GatewayCallback = z.output<typeof gatewayCallback>;

/** What the callback answers (the gateway only needs a 2xx). */
export interface GatewayCallbackReply {
  orderId: number;
  approved: boolean;
}

/**
 * The callback's endpoint: not called by the browser; the route takes any form fields (`gatewayCallback` is checked
 * by the service, which also logs what it refused).
 */
export const gatewayCallbackEndpoint = endpoint({
  method: 'POST',
  path: '/api/payments/azericard/callback',
  request: z.record(z.string(), z.unknown()),
  reply: z.custom<GatewayCallbackReply>(),
});
