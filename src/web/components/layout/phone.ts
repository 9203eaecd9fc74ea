/** "+994 12 555 00 00" → "tel:+994125550000" */
export function telHref(phone: string): string {
  const d = phone.replace(/\D/g, '');
  return `tel:${d.length > 9 ? '+' : ''}${d}`;
}

/** WhatsApp chat link by number: https://wa.me/994505550000 */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** Display format (spec 001 §5): "+994 12 555 00 00" — country code, then 2, 3, 2, 2 digits. */
export function formatPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  const m = /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(d);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : phone;
}
