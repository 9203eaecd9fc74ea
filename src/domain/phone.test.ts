import { describe, expect, it } from 'vitest';
import { formatPhone, telHref, whatsappHref } from './phone.ts';

describe('phone', () => {
  it('formats stored digits as +994 12 555 00 00', () => {
    expect(formatPhone('994125550000')).toBe('+994 12 555 00 00');
    expect(formatPhone('+994 (50) 555-00-00')).toBe('+994 50 555 00 00');
    expect(formatPhone('+994 12 555 00 00')).toBe('+994 12 555 00 00');
  });

  it('leaves numbers of another shape as given', () => {
    expect(formatPhone('*1234')).toBe('*1234');
    expect(formatPhone('12345')).toBe('12345');
  });

  it('dials with the country code', () => {
    expect(telHref('994125550000')).toBe('tel:+994125550000');
    expect(telHref('+994 12 555 00 00')).toBe('tel:+994125550000');
    expect(telHref('125550000')).toBe('tel:125550000');
    expect(whatsappHref('+994 50 555 00 00')).toBe('https://wa.me/994505550000');
  });
});
