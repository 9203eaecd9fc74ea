import { describe, expect, it } from 'vitest';
import { isEmail } from './validation.ts';

describe('isEmail (spec 001 §5)', () => {
  it('accepts ordinary addresses, with capitals and a second top-level part', () => {
    for (const ok of ['aysel@example.com', 'Nigar.Aliyeva@mail.az', 'a_b.c@mail.co.uk', ' leyla@box.az ']) expect(isEmail(ok), ok).toBe(true);
  });
  it('rejects addresses that start with a digit, lack a top-level part, contain spaces or a dash-first domain', () => {
    for (const bad of ['1abc@mail.az', 'abc@mail', 'ab c@mail.az', 'abc@-mail.az', 'not-an-email', '', 'a@b.c']) expect(isEmail(bad), bad).toBe(false);
  });
});

describe('isEmail length', () => {
  it('accepts up to 254 characters (RFC 5321) and rejects longer addresses', () => {
    expect(isEmail(`${'a'.repeat(246)}@mail.az`)).toBe(true);
    expect(isEmail(`${'a'.repeat(247)}@mail.az`)).toBe(false);
  });
});
