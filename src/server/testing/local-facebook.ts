import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port.ts';

/**
 * A stand-in for Facebook Login in the tests (the third party's double, hand-written): the login dialog
 * (`/dialog/oauth`, which signs in the account named by the test's `as` parameter and redirects back with a code, or
 * `error=access_denied` for `as=cancel`), the code exchange (`/oauth/access_token`: client id and secret, the same
 * redirect URI, the PKCE verifier, each code once) and the Graph API's `/me` (the token and its `appsecret_proof`
 * checked), answering as Facebook does.
 */
export interface FacebookAccount {
  id: string;
  firstName: string;
  lastName: string;
  /** Facebook gives only a confirmed email, and none when the person has none or declines */
  email: string | null;
}

export interface LocalFacebook {
  url: string;
  appId: string;
  appSecret: string;
  accounts: FacebookAccount[];
  /** The dialog URL the shop redirected to → the shop's callback URL, signed in as `email`'s account (null: cancel). */
  authorize(dialogUrl: string, accountId: string | null): Promise<URL>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
const oauthError = (res: http.ServerResponse, message: string) =>
  json(res, 400, { error: { message, type: 'OAuthException', code: 100 } });

export async function startLocalFacebook(opts: { accounts?: FacebookAccount[] } = {}): Promise<LocalFacebook> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const appId = '1234567890';
  const appSecret = 'local-facebook-app-secret';
  const accounts = [...(opts.accounts ?? [])];
  const codes = new Map<string, { accountId: string; redirectUri: string; challenge: string | null }>();
  const tokens = new Map<string, string>();

  const server = http.createServer((req, res) => {
    void (async () => {
      const u = new URL(req.url ?? '/', url);
      let params = u.searchParams;
      if (req.method === 'POST') {
        const chunks: Buffer[] = [];
        for await (const c of req) chunks.push(c as Buffer);
        params = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      }
      if (u.pathname === '/dialog/oauth') {
        const redirectUri = params.get('redirect_uri') ?? '';
        if (params.get('client_id') !== appId || !redirectUri) return oauthError(res, 'Invalid app ID');
        const back = new URL(redirectUri);
        const state = params.get('state');
        const who = params.get('as');
        if (who === 'cancel' || !accounts.some((a) => a.id === who)) {
          back.search = new URLSearchParams({
            error: 'access_denied',
            error_reason: 'user_denied',
            ...(state ? { state } : {}),
          }).toString();
        } else {
          const code = randomBytes(16).toString('hex');
          codes.set(code, {
            accountId: who!,
            redirectUri,
            challenge: params.get('code_challenge_method') === 'S256' ? params.get('code_challenge') : null,
          });
          back.search = new URLSearchParams({ code, ...(state ? { state } : {}) }).toString();
        }
        return res.writeHead(302, { location: back.toString() }).end();
      }
      if (u.pathname === '/oauth/access_token') {
        if (params.get('client_id') !== appId || params.get('client_secret') !== appSecret)
          return oauthError(res, 'Error validating client secret.');
        const c = codes.get(params.get('code') ?? '');
        codes.delete(params.get('code') ?? '');
        if (!c) return oauthError(res, 'This authorization code has been used.');
        if (c.redirectUri !== params.get('redirect_uri')) return oauthError(res, 'redirect_uri mismatch');
        const verifier = params.get('code_verifier') ?? '';
        if (c.challenge && createHash('sha256').update(verifier).digest('base64url') !== c.challenge)
          return oauthError(res, 'Invalid code verifier');
        const token = randomBytes(24).toString('hex');
        tokens.set(token, c.accountId);
        return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 });
      }
      if (u.pathname === '/me') {
        const token = params.get('access_token') ?? '';
        const id = tokens.get(token);
        if (!id) return oauthError(res, 'Invalid OAuth access token.');
        if (params.get('appsecret_proof') !== createHmac('sha256', appSecret).update(token).digest('hex'))
          return oauthError(res, 'Invalid appsecret_proof provided in the API argument');
        const a = accounts.find((x) => x.id === id)!;
        return json(res, 200, {
          id: a.id,
          first_name: a.firstName,
          last_name: a.lastName,
          ...(a.email ? { email: a.email } : {}),
        });
      }
      return json(res, 404, { error: { message: 'Unknown path', type: 'OAuthException', code: 803 } });
    })().catch((err: unknown) => json(res, 500, { error: { message: String(err) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url,
    appId,
    appSecret,
    accounts,
    async authorize(dialogUrl, accountId) {
      const u = new URL(dialogUrl);
      u.searchParams.set('as', accountId ?? 'cancel');
      const res = await fetch(u, { redirect: 'manual' });
      const location = res.headers.get('location');
      if (res.status !== 302 || !location)
        throw new Error(`local Facebook answered ${res.status}: ${await res.text()}`);
      return new URL(location);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
