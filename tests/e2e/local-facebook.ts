import { startLocalFacebook, type LocalFacebook } from '../../src/server/testing/local-facebook.ts';

/**
 * "Local Facebook" for the browser suite: the tests' double of Facebook Login (src/server/testing/local-facebook.ts:
 * the dialog, the code exchange with PKCE and the app secret, the Graph API's `/me`), started by run.ts before the
 * shops. Its login page is a plain form: a test types any email or phone number into `input[name=login]` and clicks
 * "Log in" (or "Cancel"); a new login becomes a new account named "Kamran Test", the same login the same account on
 * every later sign-in.
 */
export const startE2eFacebook = (): Promise<LocalFacebook> => startLocalFacebook();

/** The shop's environment for this provider. */
export const facebookEnv = (f: LocalFacebook): Record<string, string> => ({
  FACEBOOK_APP_ID: f.appId,
  FACEBOOK_APP_SECRET: f.appSecret,
  FACEBOOK_API_URL: f.url,
  FACEBOOK_DIALOG_URL: `${f.url}/dialog/oauth`,
});
