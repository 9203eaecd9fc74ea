import { createHash, createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from './free-port.ts';

/**
 * A stand-in for Facebook Login in the tests (the third party's double, hand-written): the login dialog
 * (`/dialog/oauth`, which signs in the account named by the test's `as` parameter and redirects back with a code, or
 * `error=access_denied` for `as=cancel`; a browser gets a login page whose "Log in" signs in the account of the
 * email or phone typed, made the first time), the code exchange (`/oauth/access_token`: client id and secret, the same
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

/** The login dialog a browser sees: the email or phone of a Facebook account, "Log in" or "Cancel". */
function dialogPage(res: http.ServerResponse, params: URLSearchParams): void {
  const esc = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const hidden = [...params].map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('');
  res
    .writeHead(200, { 'content-type': 'text/html; charset=UTF-8' })
    .end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>Log in to Facebook</title></head><body><main><h1>Log in to Facebook</h1>` +
        `<form method="get" action="/dialog/oauth">${hidden}` +
        `<label>Email or phone number <input name="login" required></label> ` +
        `<button type="submit">Log in</button> <button type="submit" name="as" value="cancel" formnovalidate>Cancel</button>` +
        `</form></main></body></html>`,
    );
}

/**
 * The account of a login typed on the dialog (the same login, the same account): a new one is "Kamran Test", with
 * the login as its confirmed email when it is one (Facebook gives none for an account made with a phone number).
 */
function accountFor(accounts: FacebookAccount[], login: string): string | null {
  const key = login.trim().toLowerCase();
  if (!key) return null;
  const id = String(BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 13)}`));
  if (!accounts.some((a) => a.id === id))
    accounts.push({ id, firstName: 'Kamran', lastName: 'Test', email: key.includes('@') ? key : null });
  return id;
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
        // a browser (no `as`): the login page, then the account of the login typed (a new one the first time)
        if (!params.has('as') && !params.has('login')) return dialogPage(res, params);
        const who = params.has('as') ? params.get('as') : accountFor(accounts, params.get('login') ?? '');
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
