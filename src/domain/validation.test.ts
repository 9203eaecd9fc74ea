import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addressField, nameField, plainText, requiredPlainText, requiredText } from './api/fields.ts';
import { isTypedText } from './control-chars.ts';
import { hasMarkup, isEmail, isPersonName, isPlainText } from './validation.ts';

describe('isEmail (FORM-3)', () => {
  it('accepts ordinary addresses, with capitals and a second top-level part', () => {
    for (const ok of ['aysel@example.com', 'Nigar.Aliyeva@mail.az', 'a_b.c@mail.co.uk', ' leyla@box.az '])
      expect(isEmail(ok), ok).toBe(true);
    // decision 0055: hyphens, plus tags, a digit first, a domain label starting with a digit
    for (const ok of ['aysel-m@mail.az', 'aysel+shop@gmail.com', '1aysel@mail.az', 'info@1news.az', 'a@b.co'])
      expect(isEmail(ok), ok).toBe(true);
  });
  it('rejects addresses that start with a digit, lack a top-level part, contain spaces or a dash-first domain', () => {
    for (const bad of [
      'abc@mail',
      'ab c@mail.az',
      'abc@-mail.az',
      'abc@mail-.az',
      'not-an-email',
      '',
      'a@b.c',
      '.abc@mail.az',
      'abc.@mail.az',
      'a..b@mail.az',
      'a"b@mail.az',
      'a@b@mail.az',
      'abc@mail..az',
      'abc@mail.a1',
    ])
      expect(isEmail(bad), bad).toBe(false);
  });
});

describe('isEmail length', () => {
  it('accepts up to 254 characters (RFC 5321) and rejects longer addresses', () => {
    expect(isEmail(`${'a'.repeat(246)}@mail.az`)).toBe(true);
    expect(isEmail(`${'a'.repeat(247)}@mail.az`)).toBe(false);
  });
});

describe('plain text and markup (the forms of both sides use these)', () => {
  it('plain text refuses angle brackets and emoji, and keeps every script and punctuation', () => {
    for (const ok of ['Nizami küç. 5, mən. 12', 'ул. Низами, д. 5 — кв. 12', "O'Neil & Co", ''])
      expect(isPlainText(ok), ok).toBe(true);
    for (const bad of ['<b>x</b>', 'a > b', 'gift 🎁', 'ok 👍🏽']) expect(isPlainText(bad), bad).toBe(false);
  });
  it('a message may hold emoji and "<3" but no tag', () => {
    for (const ok of ['Thanks 😊', 'I <3 it', '5 < 7 and 7 > 5']) expect(hasMarkup(ok), ok).toBe(false);
    for (const bad of ['<script>alert(1)</script>', 'x </p>', '< img src=x>', '<!-- hi -->'])
      expect(hasMarkup(bad), bad).toBe(true);
  });
  it('a person name is letters of any script with spaces, apostrophes, dots and hyphens', () => {
    for (const ok of ['Aysel', 'Ələkbərov', 'Мария-Анна', "D'Artagnan", 'J. R.', 'Li'])
      expect(isPersonName(ok), ok).toBe(true);
    for (const bad of ['1Aysel', '<b>', 'Anna😊', '-Anna', '', 'A', 'A.', "A'"])
      expect(isPersonName(bad), bad).toBe(false);
  });
});

describe('typed text: no control or bidirectional formatting characters (SEC-5, decision 0065)', () => {
  it('refuses an override in a name, a title or a note; tab and line breaks only in multi-line text', () => {
    expect(isTypedText('Ev\u202egpj.exe')).toBe(false);
    expect(isTypedText('\u2067Nigar\u2069')).toBe(false);
    expect(isTypedText('Nigar\u200f')).toBe(false);
    expect(isTypedText('a\u0085b')).toBe(false);
    expect(isTypedText('first line\nsecond\tline')).toBe(true);
    expect(isTypedText('first line\nsecond', { singleLine: true })).toBe(false);
    expect(isTypedText('Bakı, Nizami küç. 5')).toBe(true);
  });

  it('every text field schema carries the rule, with the controlChars message', () => {
    const schemas = [
      nameField(50),
      plainText(100),
      requiredPlainText(100),
      addressField(5, 200, true),
      requiredText(100, 'validation.tooLong'),
    ];
    for (const s of schemas) {
      const r = z.safeParse(s, 'Aysel \u202eİş');
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toContain('validation.controlChars');
      expect(z.safeParse(s, 'Aysel Bakı').success).toBe(true);
    }
  });
});
