import { describe, expect, it } from 'vitest';
import { passwordProblem } from './passwords.ts';

describe('password rules', () => {
  it('asks for a password, then 8 to 128 characters of any kind', () => {
    expect(passwordProblem('')).toBe('auth.passwordRequired');
    expect(passwordProblem('1234567')).toBe('auth.password.tooShort');
    expect(passwordProblem('12345678')).toBeNull();
    expect(passwordProblem('şifrə 12')).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe('auth.password.tooLong');
  });

  it('counts characters as people see them (an emoji is one)', () => {
    expect(passwordProblem('🔒🔒🔒🔒🔒🔒🔒')).toBe('auth.password.tooShort');
    expect(passwordProblem('🔒'.repeat(128))).toBeNull();
  });
});
