import * as z from 'zod/mini';
import { normalizeMobile } from '../phone.ts';
import { isTypedText } from '../control-chars.ts';
import { isEmail, isPersonName, isPlainText } from '../validation.ts';

/**
 * Field schemas shared by the API's request schemas. Errors are i18n keys (`validation.*`); the server's
 * `parseWith` turns them into per-field messages. Built with `zod/mini` so the browser's chunk stays small.
 */

/** The one rule of typed text (`domain/validation.ts`): no control or bidirectional formatting characters. */
const typedText = () => z.refine<string>((s) => isTypedText(s), { error: 'validation.controlChars' });

/** `validation.required` when the field is missing, else `otherwise` (a wrong type, or a rule of the field). */
export const requiredOr = (otherwise: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? 'validation.required' : otherwise;

/** A required text: trimmed, not empty, at most `max` characters (`tooLong` is the key past it). */
export const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: tooLong }),
      typedText(),
    );

/** A required email address under the one email rule (`domain/validation.ts`), trimmed. */
export const emailField = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.refine(isEmail, { error: 'validation.email' }),
    );

/** A text without markup or emoji, trimmed, at most `max` characters (may be empty). */
export const plainText = (max: number) =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.maxLength(max, { error: 'validation.tooLong' }),
      z.refine(isPlainText, { error: 'validation.plainText' }),
      typedText(),
    );

/** A street address: trimmed, without markup or emoji, at most `max` characters and, unless empty where allowed, at least `min`. */
export const addressField = (min: number, max: number, required: boolean) =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.trim(),
    z.refine((s) => !required || s.length > 0, { error: 'validation.required' }),
    z.refine((s) => s.length === 0 || s.length >= min, { error: 'validation.addressShort' }),
    z.maxLength(max, { error: 'validation.tooLong' }),
    z.refine(isPlainText, { error: 'validation.plainText' }),
    typedText(),
  );

/** A required text without markup or emoji, trimmed, 1 to `max` characters. */
export const requiredPlainText = (max: number) =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
      z.refine(isPlainText, { error: 'validation.plainText' }),
      typedText(),
    );

export const nameField = (max: number) =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(max, { error: 'validation.tooLong' }),
      z.refine(isPersonName, { error: 'validation.name' }),
      typedText(),
    );

/** The genders a customer may give (ACC-2: "gender m or f"). */
export const GENDERS = ['m', 'f'] as const;
export type Gender = (typeof GENDERS)[number];

/** An optional gender: 'm', 'f' or null (not given); anything else is `validation.invalidValue`. */
export const genderField = () => z.optional(z.nullable(z.enum(GENDERS, { error: 'validation.invalidValue' })));

/**
 * The largest id of a row: PostgreSQL's `integer` (2^31 − 1). SQLite would take larger ones; both databases are
 * given the same ids so that they answer alike.
 */
export const MAX_ID = 2_147_483_647;

/** A database id: a whole number from 1 to 2^31 − 1. */
export const idField = () =>
  z
    .int({ error: requiredOr('validation.invalidType') })
    .check(z.positive({ error: 'validation.invalidValue' }), z.maximum(MAX_ID, { error: 'validation.invalidValue' }));

/**
 * The one reading of an id written as text (a URL path's `{id}`): digits only, no sign, no leading zero, no
 * exponent, from 1 to MAX_ID; anything else is null. Every route with an id in its path reads it with this
 * (through `idParams` / `pathIdField`), so an id past PostgreSQL's integer never reaches a query on either database.
 */
export function parseId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_ID ? n : null;
}

/** A path's id segment → number; anything `parseId` refuses is the field error `validation.invalidValue`. */
export const pathIdField = () =>
  z.pipe(
    z.string({ error: requiredOr('validation.invalidType') }),
    z.transform((v: string, ctx) => {
      const id = parseId(v);
      if (id === null) ctx.issues.push({ code: 'custom', message: 'validation.invalidValue', input: v });
      return id ?? 0;
    }),
  );

/**
 * The path parameters of every route with one `{id}` (the shop's and the back office's): a bad id is a 400 with the
 * field error `id` (docs/api.md, "Ids in paths"); a well-formed id of no row is the route's own 404.
 */
export const idParams = z.strictObject({ id: pathIdField() });

/** An optional email address: '' becomes null; anything else must pass the one email rule. */
export const optionalEmailField = () =>
  z.pipe(
    z
      .string({ error: requiredOr('validation.invalidType') })
      .check(z.trim(), z.maxLength(254, { error: 'validation.email' })),
    z.transform((v: string, ctx) => {
      if (v === '') return null;
      if (!isEmail(v)) ctx.issues.push({ code: 'custom', message: 'validation.email', input: v });
      return v;
    }),
  );

/**
 * A mobile number as typed → "994…" (FORM-4). An empty value is null, or the `emptyKey`
 * field error when the number is required; a value of another type is `invalidTypeKey` (when present) or "required"
 * (when missing).
 */
export const mobileField = (opts: { emptyKey?: string; invalidTypeKey?: string } = {}) =>
  z.pipe(
    z
      .string({ error: requiredOr(opts.invalidTypeKey ?? 'validation.mobile') })
      .check(z.trim(), z.maxLength(32, { error: 'validation.mobile' })),
    z.transform((v: string, ctx): string | null => {
      if (v === '') {
        if (opts.emptyKey) ctx.issues.push({ code: 'custom', message: opts.emptyKey, input: v });
        return null;
      }
      const m = normalizeMobile(v);
      if (!m) ctx.issues.push({ code: 'custom', message: 'validation.mobile', input: v });
      return m;
    }),
  );
