import * as z from 'zod/mini';
import { isEmail } from '../validation.ts';

/**
 * Field schemas shared by the API's request schemas. Errors are i18n keys (`validation.*`); the server's
 * `parseWith` turns them into per-field messages. Built with `zod/mini` so the browser's chunk stays small.
 */

/** `validation.required` when the field is missing, else `otherwise` (a wrong type, or a rule of the field). */
export const requiredOr = (otherwise: string) => (iss: { input?: unknown }) => (iss.input === undefined ? 'validation.required' : otherwise);

/** A required text: trimmed, not empty, at most `max` characters (`tooLong` is the key past it). */
export const requiredText = (max: number, tooLong: string) =>
  z.string({ error: requiredOr('validation.invalidType') }).check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(max, { error: tooLong }));

/** A required email address under the one email rule (`domain/validation.ts`), trimmed. */
export const emailField = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.refine(isEmail, { error: 'validation.email' }));
