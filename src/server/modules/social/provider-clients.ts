import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import type { SocialError, SocialProvider } from '../../../domain/api/social-auth.ts';
import type { Config } from '../../config.ts';

/** What a provider says about the person, after its answer was verified. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  /** the provider vouches the person controls the email (Google's `email_verified`; Facebook gives confirmed ones only) */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The secrets of one attempt, kept in its database row between start and callback. */
export interface AttemptSecrets {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface ProviderClient {
  authorizationUrl(a: AttemptSecrets): Promise<URL>;
  /** The callback's URL (with `code`, `state`, `iss`) → the verified profile; throws `ProviderRefused`. */
  finish(callbackUrl: URL, a: AttemptSecrets): Promise<ProviderProfile>;
}

export class ProviderRefused extends Error {
  constructor(
    readonly code: SocialError,
    cause?: unknown,
  ) {
    super(`social sign-in refused: ${code}`, { cause });
  }
}

const TIMEOUT_SECONDS = 10;

/** The library's and the network's errors in the words the pages show: no answer, or an answer that failed checks. */
function refusal(err: unknown): ProviderRefused {
  if (err instanceof ProviderRefused) return err;
  const e = err as { name?: string; error?: string; cause?: unknown; code?: string };
  if (e?.name === 'AuthorizationResponseError' && e.error === 'access_denied')
    return new ProviderRefused('denied', err);
  const network =
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    (e?.name === 'TypeError' && /fetch failed/.test(String((err as Error).message)));
  return new ProviderRefused(network ? 'unavailable' : 'token', err);
}

const insecure = (url: string) => (url.startsWith('http:') ? [oidc.allowInsecureRequests] : []);

/**
 * Google through OpenID Connect (decision 0093): the issuer's discovery document (fetched once per process, again
 * after a failure), authorization code with PKCE, `state` and `nonce`; the ID token's signature (the issuer's keys),
 * issuer, audience, expiry and nonce are checked by openid-client. Names and email come from the ID token, or from
 * the userinfo endpoint when the issuer keeps them there.
 */
export function googleClient(c: NonNullable<Config['social']['google']>): ProviderClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(c.issuerUrl), c.clientId, c.clientSecret, undefined, {
        execute: insecure(c.issuerUrl),
        timeout: TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        discovered = null;
        throw new ProviderRefused('unavailable', err);
      });
    return discovered;
  };
  return {
    async authorizationUrl(a) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: a.redirectUri,
        scope: 'openid email profile',
        state: a.state,
        nonce: a.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(a.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(callbackUrl, a) {
      const config = await configuration();
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: a.codeVerifier,
          expectedState: a.state,
          expectedNonce: a.nonce,
          idTokenExpected: true,
        });
        let claims: Record<string, unknown> = { ...tokens.claims()! };
        if (typeof claims.email !== 'string' || typeof claims.given_name !== 'string')
          claims = { ...claims, ...(await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub))) };
        return {
          subject: String(claims.sub),
          email: typeof claims.email === 'string' ? claims.email : null,
          emailVerified: claims.email_verified === true,
          firstName: typeof claims.given_name === 'string' ? claims.given_name : '',
          lastName: typeof claims.family_name === 'string' ? claims.family_name : '',
        };
      } catch (err) {
        throw refusal(err);
      }
    },
  };
}

/**
 * Facebook Login (OAuth 2, decision 0093): the login dialog on www.facebook.com (FACEBOOK_DIALOG_URL), the code
 * exchanged at `{FACEBOOK_API_URL}/oauth/access_token` with PKCE and `state` checked by openid-client, then the
 * person from `{FACEBOOK_API_URL}/me` signed with `appsecret_proof` (HMAC-SHA256 of the token with the app secret).
 * Facebook only gives an email the person confirmed, so a given email counts as verified.
 */
export function facebookClient(c: NonNullable<Config['social']['facebook']>): ProviderClient {
  const config = new oidc.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: c.dialogUrl,
      token_endpoint: `${c.apiUrl}/oauth/access_token`,
    },
    c.clientId,
    c.clientSecret,
    oidc.ClientSecretPost(c.clientSecret),
  );
  config.timeout = TIMEOUT_SECONDS;
  for (const allow of insecure(c.apiUrl)) allow(config);
  return {
    async authorizationUrl(a) {
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: a.redirectUri,
        scope: 'email public_profile',
        response_type: 'code',
        state: a.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(a.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async finish(callbackUrl, a) {
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: a.codeVerifier,
          expectedState: a.state,
        });
        const proof = createHmac('sha256', c.clientSecret).update(tokens.access_token).digest('hex');
        const me = new URL(`${c.apiUrl}/me`);
        me.search = new URLSearchParams({
          fields: 'id,first_name,last_name,email',
          access_token: tokens.access_token,
          appsecret_proof: proof,
        }).toString();
        const res = await fetch(me, { signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000) });
        if (!res.ok) throw new ProviderRefused(res.status >= 500 ? 'unavailable' : 'token');
        const p = (await res.json()) as Record<string, unknown>;
        if (typeof p.id !== 'string' || !p.id) throw new ProviderRefused('token');
        return {
          subject: p.id,
          email: typeof p.email === 'string' ? p.email : null,
          emailVerified: typeof p.email === 'string',
          firstName: typeof p.first_name === 'string' ? p.first_name : '',
          lastName: typeof p.last_name === 'string' ? p.last_name : '',
        };
      } catch (err) {
        throw refusal(err);
      }
    },
  };
}

/** The configured providers, in display order (google, facebook). */
export function providerClients(social: Config['social']): Partial<Record<SocialProvider, ProviderClient>> {
  return {
    ...(social.google ? { google: googleClient(social.google) } : {}),
    ...(social.facebook ? { facebook: facebookClient(social.facebook) } : {}),
  };
}
