import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerBuild } from 'react-router';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/kysely.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { ephemeralSecrets } from '../../platform/secrets.ts';
import { createServices, type Services, type ServiceHooks } from '../../services.ts';

/** Test helpers of the accounts: the whole app (guards, session hook, API) on a database, and a browser's cookie jar. */

export const ACCOUNTS_ENV = {
  LOG_LEVEL: 'silent',
  PASSWORD_SCRYPT_LOG2N: '10',
  OTP_SENDS_PER_IP_PER_HOUR: '1000',
  OTP_SENDS_PER_MOBILE_PER_HOUR: '100',
  LOGIN_FAILS_PER_IP: '1000',
  DATA_DIR: '/tmp/accounts-test-data',
};

const noSsr = async (): Promise<ServerBuild> => {
  throw new Error('SSR not used in this test');
};

export async function accountsApp(
  database: Database,
  env: Record<string, string> = {},
  hooks: ServiceHooks = {},
  build: ServerBuild | (() => Promise<ServerBuild>) = noSsr,
) {
  const secrets = ephemeralSecrets();
  const services = createServices(database, loadConfig({ ...ACCOUNTS_ENV, ...env }), createI18n(), secrets, hooks);
  const app = await createApp({ services, build, clientDir: '/nonexistent', logger: false });
  await app.ready();
  return { app, services, secrets };
}

/** The cookies a browser keeps: Set-Cookie applied in order (Max-Age=0 deletes). */
export class Jar {
  readonly cookies = new Map<string, string>();

  constructor(private readonly ip = '127.0.0.1') {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  take(res: LightMyRequestResponse): void {
    const raw = res.headers['set-cookie'];
    for (const c of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i);
      const value = pair!.slice(i + 1);
      if (/Max-Age=0\b/.test(c) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call(
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(this.cookies.size ? { cookie: this.header() } : {}),
        'x-forwarded-for': this.ip,
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) } : {}),
    });
    this.take(res);
    return res;
  }
}

/** The last SMS text sent to `mobile`. */
export async function lastSms(database: Database, mobile: string): Promise<string> {
  const row = await database.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.body;
}

export async function lastSmsCode(database: Database, mobile: string): Promise<string> {
  const m = /\b(\d{6})\b/.exec(await lastSms(database, mobile));
  if (!m) throw new Error(`no code texted to ${mobile}`);
  return m[1]!;
}

export const signupForm = (mobile: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: null,
  mobile,
  password: 'correct horse 1',
  password2: 'correct horse 1',
  notificationConsent: true,
  marketingConsent: false,
  lang: 'en',
  ...over,
});

/** Signs a customer up through the API (code read from the SMS outbox); the account is left signed in nowhere. */
export async function signUp(
  app: FastifyInstance,
  database: Database,
  mobile: string,
  over: Record<string, unknown> = {},
): Promise<void> {
  const jar = new Jar(`10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  const first = await jar.call(app, 'POST', '/api/auth/signup', signupForm(mobile, over));
  const token = (first.json() as { data: { token: string } }).data.token;
  const done = await jar.call(
    app,
    'POST',
    '/api/auth/signup',
    signupForm(mobile, { ...over, otp: await lastSmsCode(database, mobile), token }),
  );
  if (done.statusCode !== 200) throw new Error(`sign-up failed: ${done.body}`);
  // sign-up ends signed in (ACC-2); the tests that use this want an account signed in nowhere yet, so that the
  // logins they count are their own: the sign-up's login is forgotten
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', mobile)
    .executeTakeFirstOrThrow();
  const families = database.db.selectFrom('session_families').select('id').where('user_id', '=', user.id);
  await database.db.deleteFrom('refresh_tokens').where('family_id', 'in', families).execute();
  await database.db.deleteFrom('session_families').where('user_id', '=', user.id).execute();
}

/** How a browser asks: `login` posts the form (in English), `me` reads the viewer (null for a guest). */
export function accountCalls(app: () => FastifyInstance) {
  return {
    login: (jar: Jar, username: string, password: string) =>
      jar.call(app(), 'POST', '/api/auth/login', { username, password, lang: 'en' }),
    me: async (jar: Jar) =>
      (await jar.call(app(), 'GET', '/api/auth')).json().data.user as { id: number; fullName: string } | null,
  };
}

export type { Services };
