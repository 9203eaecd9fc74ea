/**
 * Phone numbers as the shop shows them (FORM-4). Numbers are stored as digits with the country code
 * ("994125550000", see CONTACT_PHONE in config); every place that shows or dials one goes through here.
 */

/** Display format: "+994 12 555 00 00" — country code, then 2, 3, 2, 2 digits; anything else is returned as given. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  const m = /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(d);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : phone;
}

/** "+994 12 555 00 00" or "994125550000" → "tel:+994125550000" (a local number of up to 9 digits stays without "+"). */
export function telHref(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return `tel:${d.length > 9 ? '+' : ''}${d}`;
}

/** WhatsApp chat link by number: https://wa.me/994505550000 */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** Mobile operator prefixes of FORM-4 (the masked input's choices). */
export const MOBILE_PREFIXES = ['10', '50', '51', '55', '60', '70', '77', '99'] as const;

/**
 * A mobile number as typed ("+994 50 555 00 00", "050 555 00 00", "(50) 555-00-00") → "994505550000", or null
 * when it is not an Azerbaijani mobile number (FORM-4: an operator prefix, then 7 digits).
 */
export function normalizeMobile(input: string): string | null {
  let d = input.replace(/[\s()+\-.]/g, '');
  if (!/^\d+$/.test(d)) return null;
  if (d.startsWith('994')) d = d.slice(3);
  else if (d.startsWith('0')) d = d.slice(1);
  if (d.length !== 9 || !(MOBILE_PREFIXES as readonly string[]).includes(d.slice(0, 2))) return null;
  return `994${d}`;
}

/**
 * Search text that looks like a phone number, in any usual spelling ("050 555 12 34", "+994 55 555", "(055) 555-12-34",
 * "5551234") → the digits to look for inside a stored number (994…): a whole mobile is normalised by
 * `normalizeMobile`; a part keeps its digits without the international "00" or the local trunk "0" ("055 555" →
 * "55555"). Null when the text is not phone-like (any letter, or fewer than 3 digits: an order number, say).
 */
export function phoneSearchDigits(input: string): string | null {
  const text = input.trim();
  if (!/^[\d\s()+\-.]+$/.test(text)) return null;
  const whole = normalizeMobile(text);
  if (whole) return whole;
  const digits = text
    .replace(/\D/g, '')
    .replace(/^00/, '')
    .replace(/^0(?=\d)/, '');
  return digits.length >= 3 ? digits : null;
}
