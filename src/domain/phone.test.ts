import { describe, expect, it } from 'vitest';
import { formatPhone, normalizeMobile, phoneSearchDigits, telHref, whatsappHref } from './phone.ts';

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

describe('normalizeMobile', () => {
  it('accepts the ways people type an Azerbaijani mobile and stores digits with the country code', () => {
    for (const typed of ['+994 50 555 00 00', '994505550000', '0505550000', '(50) 555-00-00', '50 555 00 00']) {
      expect(normalizeMobile(typed), typed).toBe('994505550000');
    }
    expect(normalizeMobile('+994 77 123 45 67')).toBe('994771234567');
  });
  it('refuses landlines, unknown prefixes, wrong lengths and letters', () => {
    for (const bad of [
      '',
      '+994 12 555 00 00',
      '+994 56 555 00 00',
      '+994 50 555 00 0',
      '+994 50 555 00 000',
      '50555OOOO',
      '+7 905 555 00 00',
    ]) {
      expect(normalizeMobile(bad), bad).toBeNull();
    }
  });

  it('reads a searched phone in any usual spelling as the digits of a stored number', () => {
    for (const typed of [
      '050 555 12 34',
      '+994 50 555 12 34',
      '(050) 555-12-34',
      '994505551234',
      '00994 50 555 12 34',
      '50 555 12 34',
    ])
      expect(phoneSearchDigits(typed), typed).toBe('994505551234');
    expect(phoneSearchDigits('+994 55')).toBe('99455');
    expect(phoneSearchDigits('055 555')).toBe('55555');
    expect(phoneSearchDigits('555-12-34')).toBe('5551234');
    expect(phoneSearchDigits('5551234')).toBe('5551234');
    // not a phone: words, emails, an order number
    expect(phoneSearchDigits('aysel')).toBeNull();
    expect(phoneSearchDigits('a1@b.az')).toBeNull();
    expect(phoneSearchDigits('42')).toBeNull();
    expect(phoneSearchDigits('  ')).toBeNull();
  });
});
