/**
 * Field rules shared by the browser forms and the server validators (no zod here: this module is small
 * enough for page bundles).
 */

/**
 * Spec 001 §5 email: a letter first, then letters, digits, underscores or dots; `@`; a domain that starts
 * with a letter; a dot and a top-level part, optionally a second dot part. Letters are compared
 * case-insensitively (people type capitals; we store what they typed).
 */
export const EMAIL_PATTERN = /^[a-z][a-z0-9_.]*@[a-z][a-z0-9-]*(\.[a-z0-9-]+)*\.[a-z]{2,}(\.[a-z]{2,})?$/i;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
