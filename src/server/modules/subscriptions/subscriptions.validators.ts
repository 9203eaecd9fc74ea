import { z } from 'zod';
import { LANGS } from '../../../domain/i18n.ts';
import { EMAIL_PATTERN } from '../../../domain/validation.ts';

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** Body of POST /api/subscriptions/send (spec 001 §7): the address and the page's language. */
export const subscriptionBody = z.strictObject({
  email: z
    .string({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(EMAIL_MAX, { error: 'validation.email' })
    .regex(EMAIL_PATTERN, { error: 'validation.email' }),
  lang: z.enum(LANGS).optional(),
});

export type SubscriptionInput = z.output<typeof subscriptionBody>;
