import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { isEmail } from '../validation.ts';
import { emailField, idParams, MAX_ID, parseId } from './fields.ts';
import { reviewRequest } from './reviews.ts';
import { subscriptionRequest } from './subscriptions.ts';

const long = `${'a'.repeat(246)}@mail.az`; // 254 characters
const tooLong = `${'a'.repeat(247)}@mail.az`; // 255

describe('the one email rule', () => {
  const samples = [
    'aysel@example.com',
    ' Nigar.Aliyeva@mail.az ',
    'a_b.c@mail.co.uk',
    long,
    tooLong,
    '1abc@mail.az',
    'aysel+shop@gmail.com',
    'a..b@mail.az',
    'abc@mail',
    'ab c@mail.az',
    'abc@-mail.az',
    'a@b.c',
  ];

  it('accepts in the API schemas exactly what the forms accept', () => {
    for (const s of samples) {
      expect(z.safeParse(emailField(), s).success, s).toBe(isEmail(s));
      expect(z.safeParse(subscriptionRequest, { email: s }).success, `subscription ${s}`).toBe(isEmail(s));
      const review = { productId: 1, review: 'Əla', fullName: 'Nigar', email: s, rating: 5 };
      expect(z.safeParse(reviewRequest, review).success, `review ${s}`).toBe(isEmail(s));
    }
  });

  it('stores the address trimmed and names the field error', () => {
    expect(z.parse(emailField(), '  leyla@box.az ')).toBe('leyla@box.az');
    const issue = (v: unknown) => z.safeParse(emailField(), v).error?.issues[0]?.message;
    expect(issue('')).toBe('validation.required');
    expect(issue(undefined)).toBe('validation.required');
    expect(issue(42)).toBe('validation.invalidType');
    expect(issue('abc@mail')).toBe('validation.email');
    expect(issue(tooLong)).toBe('validation.email');
  });
});

describe('the one id parser of paths', () => {
  it('reads digits from 1 to 2^31 − 1, nothing else', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(MAX_ID);
    for (const bad of [
      '',
      '0',
      '01',
      '-1',
      '+1',
      '1.0',
      '1e3',
      ' 1',
      '1 ',
      '0x1f',
      '2147483648',
      '9999999999',
      '99999999999',
      '١',
    ])
      expect(parseId(bad), bad).toBeNull();
  });

  it('is the field error `id` of a route’s params', () => {
    expect(z.safeParse(idParams, { id: '42' })).toMatchObject({ success: true, data: { id: 42 } });
    const r = z.safeParse(idParams, { id: '2147483648' });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toMatchObject([{ path: ['id'], message: 'validation.invalidValue' }]);
  });
});
