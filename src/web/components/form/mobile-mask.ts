import { MOBILE_PREFIXES, normalizeMobile } from '~/domain/phone';

/**
 * The masked Azerbaijani mobile field (FORM-4): "+994", an operator prefix chosen from a list (10, 50, 51, 55,
 * 60, 70, 77, 99), then 3 + 2 + 2 digits shown as "555-00-00". Pure helpers for the field and the form.
 */

export { MOBILE_PREFIXES };

/** The field's value: the chosen prefix ('' = none yet) and up to 7 local digits. */
export interface MobileParts {
  prefix: string;
  local: string;
}

export const EMPTY_MOBILE: MobileParts = { prefix: '', local: '' };

/**
 * "5550000" → "555-00-00"; a partial number is formatted as far as it goes ("5550" → "555-0"). More than 7 digits
 * is a whole number still being typed without an operator chosen ("05512345"): shown as typed.
 */
export function formatLocal(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length > 7) return d;
  return [d.slice(0, 3), d.slice(3, 5), d.slice(5, 7)].filter(Boolean).join('-');
}

/**
 * Whether digits typed before an operator was chosen can still become a whole number: "0" + operator + 7 digits,
 * "994" + operator + 7, or operator + 7 ("0551234567" typed key by key passes through "05512345", issue 29).
 */
function wholeNumberSoFar(d: string): boolean {
  const rest = d.replace(/^(994|0)/, '');
  return rest.length <= 9 && (rest.length < 2 || (MOBILE_PREFIXES as readonly string[]).includes(rest.slice(0, 2)));
}

/**
 * What the local input holds after the shopper typed, deleted or pasted `raw` (it showed `prev`):
 * - a whole number pasted, autofilled or typed key by key ("+994 50 555 00 00", "050 555 00 00") fills the prefix
 *   too; while one is being typed with no operator chosen, its digits are kept as typed;
 * - deleting a dash deletes the digit before it (the mask would put the dash straight back);
 * - otherwise the digits, at most 7.
 */
export function readLocalInput(raw: string, prev: MobileParts): MobileParts {
  const digits = raw.replace(/\D/g, '');
  if (digits.length > 7) {
    const whole = normalizeMobile(raw);
    if (whole) return { prefix: whole.slice(3, 5), local: whole.slice(5) };
    if (!prev.prefix && wholeNumberSoFar(digits)) return { prefix: '', local: digits };
    return { prefix: prev.prefix, local: digits.slice(0, 7) };
  }
  const shown = formatLocal(prev.local);
  if (digits === prev.local && raw.length < shown.length) {
    // the first place where the text differs is the deleted dash; the digit before it goes
    let i = 0;
    while (i < raw.length && raw[i] === shown[i]) i++;
    const before = shown.slice(0, i).replace(/\D/g, '').length;
    return {
      prefix: prev.prefix,
      local: before > 0 ? prev.local.slice(0, before - 1) + prev.local.slice(before) : prev.local,
    };
  }
  return { prefix: prev.prefix, local: digits };
}

/** The number as the API takes it ("+994505550000"); '' when nothing was entered. */
export function mobileValue(m: MobileParts): string {
  return m.prefix || m.local ? `+994${m.prefix}${m.local}` : '';
}

/** A complete, valid mobile → "994505550000"; else null. */
export function completeMobile(m: MobileParts): string | null {
  return m.prefix && m.local.length === 7 ? normalizeMobile(mobileValue(m)) : null;
}

/** "994505550000" → "+994 (50) 555-00-00" (the mask's own look); anything else as given. */
export function formatMobile(n: string): string {
  const d = n.replace(/\D/g, '');
  const m = /^994(\d{2})(\d{7})$/.exec(d);
  return m ? `+994 (${m[1]}) ${formatLocal(m[2]!)}` : n;
}
