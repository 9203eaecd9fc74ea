import { z } from 'zod';
import { LANGS } from '../../../domain/i18n.ts';

/**
 * Email as spec 001 §5 describes it: a letter first, then letters, digits, underscore or dot; @; a domain
 * starting with a letter; a dot and a top-level part, optionally a second dot part. Case-insensitive.
 */
export const EMAIL_PATTERN = /^[a-z][a-z0-9_.]*@[a-z][a-z0-9-]*(\.[a-z0-9-]+)*\.[a-z]{2,}(\.[a-z]{2,})?$/i;
export const REVIEW_MAX = 2000;
export const FULL_NAME_MAX = 100;

const required = (max: number, tooLong: string) =>
  z
    .string({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: tooLong });

export const reviewBody = z.strictObject({
  productId: z
    .number({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .int({ error: 'validation.invalidType' })
    .positive({ error: 'validation.invalidValue' })
    .max(2_147_483_647, { error: 'validation.invalidValue' }),
  review: required(REVIEW_MAX, 'validation.reviewTooLong'),
  fullName: required(FULL_NAME_MAX, 'validation.nameTooLong'),
  email: z
    .string({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.invalidType') })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(254, { error: 'validation.email' })
    .regex(EMAIL_PATTERN, { error: 'validation.email' }),
  rating: z
    .number({ error: (iss) => (iss.input === undefined ? 'validation.required' : 'validation.rating') })
    .int({ error: 'validation.rating' })
    .min(1, { error: 'validation.rating' })
    .max(5, { error: 'validation.rating' }),
  lang: z.enum(LANGS).optional(),
});

export type ReviewInput = z.output<typeof reviewBody>;
