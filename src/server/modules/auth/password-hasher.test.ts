import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './password-hasher.ts';

describe('password hashes (scrypt)', () => {
  const hasher = PasswordHasher.owasp(10);

  it('stores the parameters, a random salt and the key; verifies the right password only', async () => {
    const a = await hasher.hash('correct horse');
    const b = await hasher.hash('correct horse');
    expect(a).toMatch(/^\$scrypt\$ln=10,r=8,p=2\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await hasher.verify('correct horse', a)).toBe(true);
    expect(await hasher.verify('correct horsE', a)).toBe(false);
    expect(await hasher.verify('', a)).toBe(false);
  });

  it('never matches a malformed hash', async () => {
    for (const bad of [
      '',
      'plain',
      '$scrypt$ln=10,r=8,p=2$short$short',
      '$scrypt$ln=99,r=8,p=2$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ]) {
      expect(await hasher.verify('x', bad)).toBe(false);
    }
  });

  it('reads the parameters from the hash, and asks for a new hash when they are weaker than the current ones', async () => {
    const old = await PasswordHasher.owasp(10).hash('pass word 1');
    const strong = PasswordHasher.owasp(11);
    expect(await strong.verify('pass word 1', old)).toBe(true);
    expect(strong.needsRehash(old)).toBe(true);
    expect(strong.needsRehash(await strong.hash('x'))).toBe(false);
  });

  it('uses the OWASP setting by default: N = 2^16, r = 8, p = 2', async () => {
    expect(PasswordHasher.owasp().params).toEqual({ log2N: 16, r: 8, p: 2 });
  });

  it('spends a verification on an unknown account', async () => {
    expect(await hasher.verifyDummy('whatever')).toBe(false);
  });
});
