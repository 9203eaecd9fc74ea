/**
 * The accounts of the local "Google" of the browser suite (`tests/e2e/run.ts` registers them, the social sign-in
 * spec signs in with them): one per test, viewport and attempt, so a retried test starts with an email the shop has
 * not seen.
 */
export const GOOGLE_TEST_PURPOSES = ['new', 'methods', 'existing'] as const;
const WIDTHS = [1280, 375];
const ATTEMPTS = [0, 1, 2];

export function googleEmail(purpose: (typeof GOOGLE_TEST_PURPOSES)[number], width: number, attempt = 0): string {
  return `${purpose}-${width}-${attempt}@gmail.test`;
}

/** Every account the spec may use, as `startLocalGoogle({ accounts })` takes them (verified emails). */
export function e2eGoogleAccounts() {
  return GOOGLE_TEST_PURPOSES.flatMap((purpose) =>
    WIDTHS.flatMap((w) =>
      ATTEMPTS.map((a) => ({
        email: googleEmail(purpose, w, a),
        emailVerified: true,
        givenName: 'Leyla',
        familyName: 'Həsənova',
      })),
    ),
  );
}
