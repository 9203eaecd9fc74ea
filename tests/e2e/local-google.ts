import { startLocalGoogle, type LocalGoogle } from '../../src/server/testing/local-google.ts';

/**
 * "Local Google" for the browser suite (issue 31): the tests' real OpenID provider (src/server/testing/local-google.ts)
 * started by run.ts before the shops, registered with each shop's callback. Its sign-in page is a plain form: a
 * test types any email into `input[name=email]` and clicks "Sign in" (or "Cancel"); an unknown email becomes a new
 * verified account named "Test Customer" (unverified when the address contains "unverified"), and the same email
 * is the same Google account on every later sign-in.
 */
export async function startE2eGoogle(shopUrls: string[]): Promise<LocalGoogle> {
  return startLocalGoogle({
    redirectUris: shopUrls.map((u) => `${u}/auth/google/callback`),
    acceptAnyEmail: true,
  });
}

/** The shop's environment for this provider. */
export const googleEnv = (g: LocalGoogle): Record<string, string> => ({
  GOOGLE_CLIENT_ID: g.clientId,
  GOOGLE_CLIENT_SECRET: g.clientSecret,
  GOOGLE_ISSUER_URL: g.issuer,
});
