/**
 * Field rules shared by the browser forms and the server validators. No zod here: the forms check fields with
 * these on every page, so this module stays tiny; the zod fields built on them are in `api/fields.ts`.
 */
/**
 * Email (FORM-3, widened by decision 0055 to the addresses people have): a local part of letters, digits and
 * `. _ % + -` (no dot first, last or twice in a row); `@`; dot-separated domain labels of letters, digits and inner
 * hyphens; a top-level part of two or more letters. Letters in any case (people type capitals; we store what they
 * typed).
 */
const EMAIL_PATTERN = /^(?!\.)(?!.*\.\.)[a-z0-9._%+-]*[a-z0-9_%+-]@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

/** Longest address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** The shortest street address a courier can find: a street and a house number ("Nizami 5"). */
export const ADDRESS_MIN = 5;

/** The one email rule (newsletter, reviews and every later form): the pattern above, at most EMAIL_MAX characters. */
export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v);
}

/** Plain text (a name, an address, a note): no angle brackets and no emoji (`validation.plainText` otherwise). */
const ANGLE_BRACKET = /[<>]/;
const EMOJI = /\p{Extended_Pictographic}/u;
export function isPlainText(v: string): boolean {
  return !ANGLE_BRACKET.test(v) && !EMOJI.test(v);
}

/** Something that looks like an HTML tag (`<b`, `</p`, `<!--`): refused in messages, where emoji and `<3` are fine. */
const TAG = /<\s*\/?\s*[a-zA-Z!]/;
export function hasMarkup(v: string): boolean {
  return TAG.test(v);
}

/**
 * A person's name: letters (any script), spaces, apostrophes, dots and hyphens, starting with a letter and holding at
 * least two letters ("A" names nobody at a pickup desk); no markup.
 */
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
const LETTER = /[\p{L}]/gu;
export function isPersonName(v: string): boolean {
  return PERSON_NAME.test(v) && (v.match(LETTER)?.length ?? 0) >= 2;
}
