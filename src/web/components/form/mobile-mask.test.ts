import { describe, expect, it } from 'vitest';
import { completeMobile, formatLocal, formatMobile, mobileValue, readLocalInput, MOBILE_PREFIXES } from './mobile-mask';

describe('mobile mask', () => {
  it('formats the local part as 3-2-2 digits as far as it is typed', () => {
    expect(formatLocal('')).toBe('');
    expect(formatLocal('555')).toBe('555');
    expect(formatLocal('5550')).toBe('555-0');
    expect(formatLocal('555001')).toBe('555-00-1');
    expect(formatLocal('5550011')).toBe('555-00-11');
    // more than seven: a whole number being typed with no operator yet, shown as typed
    expect(formatLocal('555001199')).toBe('555001199');
  });

  it('offers the operator prefixes of FORM-4', () => {
    expect([...MOBILE_PREFIXES].sort()).toEqual(['10', '50', '51', '55', '60', '70', '77', '99']);
  });

  it('keeps only digits, at most seven, and the chosen prefix', () => {
    expect(readLocalInput('555-a0', { prefix: '50', local: '555' })).toEqual({ prefix: '50', local: '5550' });
    expect(readLocalInput('5550011', { prefix: '77', local: '' })).toEqual({ prefix: '77', local: '5550011' });
  });

  it('takes a whole pasted or autofilled number apart into prefix and local digits', () => {
    expect(readLocalInput('+994 55 123 45 67', { prefix: '', local: '' })).toEqual({ prefix: '55', local: '1234567' });
    expect(readLocalInput('050 555 00 11', { prefix: '99', local: '1' })).toEqual({ prefix: '50', local: '5550011' });
    expect(readLocalInput('(70) 555-00-11', { prefix: '', local: '' })).toEqual({ prefix: '70', local: '5550011' });
    // not a mobile of ours (a landline): the first seven digits stay, the prefix is not guessed
    expect(readLocalInput('+994 12 555 00 11', { prefix: '50', local: '' })).toEqual({
      prefix: '50',
      local: '9941255',
    });
  });

  it('takes a whole number typed key by key before an operator is chosen apart, never cutting it', () => {
    // what the field shows after each key of "0551234567", fed back as the browser would
    let m = { prefix: '', local: '' };
    for (const key of '0551234567') m = readLocalInput(formatLocal(m.local) + key, m);
    expect(m).toEqual({ prefix: '55', local: '1234567' });
    m = { prefix: '', local: '' };
    for (const key of '994501234567') m = readLocalInput(formatLocal(m.local) + key, m);
    expect(m).toEqual({ prefix: '50', local: '1234567' });
    // midway the digits show as typed, not cut to "055-12-34"
    expect(readLocalInput('055-12-345', { prefix: '', local: '0551234' })).toEqual({ prefix: '', local: '05512345' });
    expect(formatLocal('05512345')).toBe('05512345');
    // with an operator chosen, still at most seven digits
    expect(readLocalInput('123-45-678', { prefix: '55', local: '1234567' })).toEqual({
      prefix: '55',
      local: '1234567',
    });
    // digits that cannot become a mobile of ours are cut as before
    expect(readLocalInput('123-45-678', { prefix: '', local: '1234567' })).toEqual({ prefix: '', local: '1234567' });
  });

  it('deletes the digit before a dash the shopper deleted (the mask would restore the dash)', () => {
    // "555-00" with its dash deleted → "55500": the third 5 goes
    expect(readLocalInput('55500', { prefix: '50', local: '55500' })).toEqual({ prefix: '50', local: '5500' });
    // nothing deleted: nothing changes
    expect(readLocalInput('555-00', { prefix: '50', local: '55500' })).toEqual({ prefix: '50', local: '55500' });
    // "555-00-1" with its last dash deleted → "555-001": the second 0 goes
    expect(readLocalInput('555-001', { prefix: '50', local: '555001' })).toEqual({ prefix: '50', local: '55501' });
  });

  it('gives the API value and tells a complete number', () => {
    expect(mobileValue({ prefix: '', local: '' })).toBe('');
    expect(mobileValue({ prefix: '50', local: '5550011' })).toBe('+994505550011');
    expect(completeMobile({ prefix: '50', local: '5550011' })).toBe('994505550011');
    expect(completeMobile({ prefix: '50', local: '555001' })).toBeNull();
    expect(completeMobile({ prefix: '', local: '5550011' })).toBeNull();
    expect(completeMobile({ prefix: '12', local: '5550011' })).toBeNull();
  });

  it('shows a stored number in the mask format', () => {
    expect(formatMobile('994505550011')).toBe('+994 (50) 555-00-11');
    expect(formatMobile('+994 50 555 00 11')).toBe('+994 (50) 555-00-11');
    expect(formatMobile('12345')).toBe('12345');
  });
});
