import { describe, expect, it } from 'vitest';
import {
  CALLBACK_MAC_FIELDS,
  callbackSignatureValid,
  clip,
  formatAmount,
  formatTimestamp,
  isFresh,
  macSource,
  parseAmount,
  parseTimestamp,
  REQUEST_MAC_FIELDS,
  requestSignatureValid,
  signCallback,
  signRequest,
} from './azericard-protocol.ts';

/**
 * Fixed vectors. The expected MACs were computed once, outside this code, by writing the MAC source string to a
 * file and running
 *   openssl dgst -sha1 -mac HMAC -macopt hexkey:00112233445566778899AABBCCDDEEFF source.txt
 * (OpenSSL 3; the key is the sample test key of the gateway's merchant kits). The source strings were built by hand
 * from the documented order: length in bytes + value, "-" for an empty field.
 */
const KEY = '00112233445566778899AABBCCDDEEFF';

const request = {
  AMOUNT: '1299.90',
  CURRENCY: '944',
  ORDER: '123456789012345678000042',
  DESC: 'Order 42, BirKart 6 months',
  MERCH_NAME: 'Volt',
  MERCH_URL: 'https://shop.example',
  TERMINAL: 'TESTBANK',
  EMAIL: 'nigar@mail.az',
  TRTYPE: '1',
  COUNTRY: 'AZ',
  MERCH_GMT: '+4',
  TIMESTAMP: '20261123201500',
  NONCE: 'F2B2DD7E603A7ADA',
  BACKREF: 'https://shop.example/payment/return?ref=123456789012345678000042',
  LANG: 'AZ',
};
const REQUEST_SOURCE =
  '71299.9039442412345678901234567800004226Order 42, BirKart 6 months4Volt20https://shop.example-8TESTBANK13nigar@mail.az112AZ2+4' +
  '142026112320150016F2B2DD7E603A7ADA64https://shop.example/payment/return?ref=123456789012345678000042';
const REQUEST_MAC = '9195713ff3891fc4c8b5dacfd67a2361da1e3209';

const callback = {
  TERMINAL: 'TESTBANK',
  TRTYPE: '1',
  ORDER: '123456789012345678000042',
  AMOUNT: '1299.90',
  CURRENCY: '944',
  ACTION: '0',
  RC: '00',
  APPROVAL: '123456',
  RRN: '633812345678',
  INT_REF: 'A1B2C3D4E5F60718',
  TIMESTAMP: '20261123201742',
  NONCE: '8E3A59F0C1D2B4A6',
};
const CALLBACK_SOURCE =
  '8TESTBANK112412345678901234567800004271299.9039441020061234561263381234567816A1B2C3D4E5F607181420261123201742168E3A59F0C1D2B4A6';
const CALLBACK_MAC = 'f92614af8d687915dab935b71d48f5236c488d70';

describe('Azericard MAC', () => {
  it('builds the authorisation source in the documented order (MERCHANT and an empty EMAIL as "-") and signs it', () => {
    expect(macSource(request, REQUEST_MAC_FIELDS)).toBe(REQUEST_SOURCE);
    expect(signRequest(request, KEY)).toBe(REQUEST_MAC);
    // the key is hex: upper or lower case is the same key
    expect(signRequest(request, KEY.toLowerCase())).toBe(REQUEST_MAC);
  });

  it('counts bytes, not characters, in a non-ASCII field', () => {
    const fields = {
      ...request,
      AMOUNT: '5.00',
      ORDER: '000000000000000000000007',
      DESC: 'Sifariş №7',
      EMAIL: '',
      NONCE: '00112233445566778899AABBCCDDEEFF',
      BACKREF: 'https://shop.example/payment/return?ref=000000000000000000000007',
    };
    expect(macSource(fields, REQUEST_MAC_FIELDS)).toContain('13Sifariş №74Volt');
    // openssl over the UTF-8 source, as above
    expect(signRequest(fields, KEY)).toBe('085d74de12b8a7806c4a86294f1c6a70cb9bf036');
  });

  it('builds the callback source in its documented order and signs it', () => {
    expect(macSource(callback, CALLBACK_MAC_FIELDS)).toBe(CALLBACK_SOURCE);
    expect(signCallback(callback, KEY)).toBe(CALLBACK_MAC);
  });

  it('accepts the genuine callback signature in either case', () => {
    expect(callbackSignatureValid({ ...callback, P_SIGN: CALLBACK_MAC }, KEY)).toBe(true);
    expect(callbackSignatureValid({ ...callback, P_SIGN: CALLBACK_MAC.toUpperCase() }, KEY)).toBe(true);
  });

  it.each(CALLBACK_MAC_FIELDS)('refuses a callback whose %s was changed after signing', (field) => {
    const original = callback[field];
    const tampered = {
      ...callback,
      P_SIGN: CALLBACK_MAC,
      [field]: original === '0' ? '2' : `${original.slice(0, -1)}${original.endsWith('1') ? '2' : '1'}`,
    };
    expect(callbackSignatureValid(tampered, KEY)).toBe(false);
    // dropping the field is a change too ("-" in its place)
    expect(callbackSignatureValid({ ...callback, P_SIGN: CALLBACK_MAC, [field]: '' }, KEY)).toBe(false);
  });

  it('refuses another key, a missing, short, non-hex or truncated signature', () => {
    expect(callbackSignatureValid({ ...callback, P_SIGN: CALLBACK_MAC }, 'FFEEDDCCBBAA99887766554433221100')).toBe(
      false,
    );
    for (const sign of [
      undefined,
      '',
      'zz',
      CALLBACK_MAC.slice(0, 38),
      `${CALLBACK_MAC}00`,
      CALLBACK_MAC.replace(/^./, 'g'),
    ]) {
      expect(callbackSignatureValid({ ...callback, P_SIGN: sign }, KEY), String(sign)).toBe(false);
    }
  });

  it.each(REQUEST_MAC_FIELDS.filter((f) => f !== 'MERCHANT'))(
    'the gateway side refuses a request whose %s was changed',
    (field) => {
      const signed = { ...request, P_SIGN: REQUEST_MAC };
      expect(requestSignatureValid(signed, KEY)).toBe(true);
      expect(requestSignatureValid({ ...signed, [field]: `${signed[field as keyof typeof request]}9` }, KEY)).toBe(
        false,
      );
    },
  );

  it('signs LANG nowhere: the shopper may switch the bank page language', () => {
    expect(requestSignatureValid({ ...request, LANG: 'RU', P_SIGN: REQUEST_MAC }, KEY)).toBe(true);
  });
});

describe('Azericard amounts and timestamps', () => {
  it('writes qəpik as manat with two decimals', () => {
    expect(formatAmount(129990)).toBe('1299.90');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(100)).toBe('1.00');
    expect(() => formatAmount(-1)).toThrow(RangeError);
    expect(() => formatAmount(1.5)).toThrow(RangeError);
  });

  it('reads the gateway amount strictly', () => {
    expect(parseAmount('1299.90')).toBe(129990);
    expect(parseAmount('1299.9')).toBe(129990);
    expect(parseAmount('1299')).toBe(129900);
    for (const bad of ['', '-1.00', '1,00', '1.000', '1e3', ' 1.00', '1.', '.5', '12345678901.00'])
      expect(parseAmount(bad), bad).toBeNull();
  });

  it('writes and reads YYYYMMDDHHMMSS in UTC, refusing impossible dates', () => {
    const at = new Date('2026-11-23T20:15:00.987Z');
    expect(formatTimestamp(at)).toBe('20261123201500');
    expect(parseTimestamp('20261123201500')?.toISOString()).toBe('2026-11-23T20:15:00.000Z');
    for (const bad of ['20261323201500', '20260230000000', '2026112320150', '2026-11-23', '20261123246000'])
      expect(parseTimestamp(bad), bad).toBeNull();
  });

  it('takes a timestamp within an hour either way as fresh', () => {
    const now = new Date('2026-11-23T20:15:00Z');
    expect(isFresh('20261123201500', now)).toBe(true);
    expect(isFresh('20261123191500', now)).toBe(true);
    expect(isFresh('20261123211500', now)).toBe(true);
    expect(isFresh('20261123191459', now)).toBe(false);
    expect(isFresh('20261123211501', now)).toBe(false);
    expect(isFresh('garbage', now)).toBe(false);
  });

  it('clips DESC to whole characters', () => {
    expect(clip('Sifariş №7', 7)).toBe('Sifariş');
    expect(clip('  short ', 50)).toBe('short');
    expect(Array.from(clip('ə'.repeat(60), 50))).toHaveLength(50);
  });
});
