import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { freePort } from './free-port.ts';

/**
 * "Local Google" for the tests and the browser suite: a real OpenID Connect provider (`oidc-provider`) on a free
 * port of 127.0.0.1, with one client for the shop and a few accounts. Its sign-in page (`/interaction/{uid}`) is a
 * plain form: an `email` field and the buttons "Sign in" and "Cancel" — a browser test types the account's email,
 * a fetch-driven test calls `authorize(url, email)`. `tamperNextIdToken` makes the next token answer carry an ID
 * token re-signed with the provider's own key but another audience or nonce (what a confused or hostile provider
 * could send), so the shop's verification is tested against a correctly signed token.
 */
export interface LocalAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
  /** the provider's subject; default: derived from the email */
  sub?: string;
}

export interface LocalGoogle {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: LocalAccount[];
  /** Drives the provider's pages like a browser: the authorization URL → the shop's callback URL (code, state, iss). */
  authorize(authorizationUrl: string, email: string | null): Promise<URL>;
  tamperNextIdToken(change: { aud?: string; nonce?: string }): void;
  close(): Promise<void>;
}

export const subOf = (a: LocalAccount) => a.sub ?? `g-${a.email.replace(/[^a-z0-9]/gi, '-')}`;

const html = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function bodyOf(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startLocalGoogle(opts: {
  redirectUris: string[];
  accounts?: LocalAccount[];
  port?: number;
  /**
   * An email the provider does not know signs in as a new account of that email (the browser suite's choice of who
   * signs in): verified, unless the address contains "unverified"; named "Test Customer".
   */
  acceptAnyEmail?: boolean;
}): Promise<LocalGoogle> {
  const port = opts.port ?? (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'volt-shop';
  const clientSecret = 'volt-shop-secret-for-tests-only';
  const accounts: LocalAccount[] = [...(opts.accounts ?? [])];
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'local-google-1', alg: 'RS256', use: 'sig' };
  const find = (id: string) => accounts.find((a) => subOf(a) === id);

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['local-google-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // the shopper agrees to share the profile with the shop: no consent page
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const a = find(id);
      if (!a) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: a.email,
          email_verified: a.emailVerified,
          given_name: a.givenName,
          family_name: a.familyName,
          name: `${a.givenName} ${a.familyName}`,
        }),
      };
    },
    ttl: { AuthorizationCode: 60, Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  let tamper: { aud?: string; nonce?: string } | null = null;

  const page = (uid: string, error = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>Local Google — sign in</title></head><body style="font-family:sans-serif;max-width:360px;margin:48px auto">
<h1>Sign in</h1><p>to continue to the shop (local test provider)</p>${error ? `<p role="alert">${html(error)}</p>` : ''}
<form method="post" action="/interaction/${uid}"><label>Email <input name="email" type="email" autofocus></label>
<button type="submit" name="action" value="login">Sign in</button>
<button type="submit" name="action" value="cancel">Cancel</button></form>
<ul>${accounts.map((a) => `<li>${html(a.email)}</li>`).join('')}</ul></body></html>`;

  const server = http.createServer((req, res) => {
    void (async () => {
      const m = /^\/interaction\/([\w-]+)$/.exec((req.url ?? '').split('?')[0]!);
      if (m) {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid));
          return;
        }
        const form = await bodyOf(req);
        if (form.get('action') === 'cancel') {
          await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' });
          return;
        }
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (opts.acceptAnyEmail && /^[^\s@]+@[^\s@]+$/.test(email) && !accounts.some((a) => a.email === email))
          accounts.push({
            email,
            emailVerified: !email.includes('unverified'),
            givenName: 'Test',
            familyName: 'Customer',
          });
        const account = accounts.find((a) => a.email.toLowerCase() === email);
        if (!account) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid, 'No such account'));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: subOf(account) } });
        return;
      }
      if (tamper && req.method === 'POST' && req.url?.startsWith('/token')) {
        const change = tamper;
        tamper = null;
        const end = res.end.bind(res) as (chunk?: unknown) => void;
        (res as unknown as { end: (chunk?: unknown) => void }).end = (chunk?: unknown) => {
          void (async () => {
            const body = JSON.parse(String(chunk)) as { id_token?: string };
            if (body.id_token) {
              const claims = JSON.parse(Buffer.from(body.id_token.split('.')[1]!, 'base64url').toString('utf8'));
              body.id_token = await new SignJWT({ ...claims, ...change })
                .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
                .sign(privateKey);
            }
            const text = JSON.stringify(body);
            res.setHeader('content-length', Buffer.byteLength(text));
            end(text);
          })();
        };
      }
      handle(req, res);
    })().catch((err: unknown) => {
      res.writeHead(500).end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  async function authorize(authorizationUrl: string, email: string | null): Promise<URL> {
    const jar = new Map<string, string>();
    const keep = (res: Response) => {
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const i = pair!.indexOf('=');
        jar.set(pair!.slice(0, i), pair!.slice(i + 1));
      }
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let url = new URL(authorizationUrl);
    let init: RequestInit = {};
    for (let hop = 0; hop < 10; hop++) {
      const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: cookie() } });
      keep(res);
      init = {};
      if (res.status === 200 && /^\/interaction\//.test(url.pathname)) {
        init = {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(email ? { email, action: 'login' } : { action: 'cancel' }).toString(),
        };
        continue;
      }
      const location = res.headers.get('location');
      if (!location) throw new Error(`local Google answered ${res.status}: ${await res.text()}`);
      const next = new URL(location, url);
      if (next.origin !== issuer) return next;
      url = next;
    }
    throw new Error('local Google: too many redirects');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    authorize,
    tamperNextIdToken: (change) => {
      tamper = change;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
