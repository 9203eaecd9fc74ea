/**
 * Password rules (ACC-4, decision 0028): 8 to 128 characters, any characters (spaces, any script, emoji) — the
 * length is the rule, as NIST SP 800-63B and OWASP ASVS 2.1 advise; no composition rules. The upper bound keeps one
 * hash cheap enough that a long "password" cannot be used to make the server work.
 */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

/** Characters as a person counts them (a surrogate pair is one). */
function passwordLength(p: string): number {
  return [...p].length;
}

/** null when acceptable, else the i18n key of the reason. */
export function passwordProblem(
  p: string,
): 'auth.passwordRequired' | 'auth.password.tooShort' | 'auth.password.tooLong' | null {
  if (p.length === 0) return 'auth.passwordRequired';
  const n = passwordLength(p);
  if (n < PASSWORD_MIN) return 'auth.password.tooShort';
  if (n > PASSWORD_MAX) return 'auth.password.tooLong';
  return null;
}
