import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/kysely.ts';
import { MIGRATIONS } from './db/migrate.ts';
import { DEMO_CUSTOMER_MOBILE } from '../demo/seed/demo-customer.ts';
import { OWNER_EMAIL } from './admin/people/owner-bootstrap.ts';
import { clusterWarnings, firstBoot, type FirstBoot } from './first-boot.ts';
import { ACCOUNTS_ENV, Jar, lastSmsCode, signupForm } from './modules/auth/auth.fixtures.ts';
import { createI18n } from './platform/i18n.server.ts';
import { createServices } from './services.ts';
import { postgresUrlOf } from './testing/spawn-api-server.ts';
import { createTestDatabase, engines, type Engine } from './testing/test-db.ts';

const noSsr = async (): Promise<ServerBuild> => {
  throw new Error('SSR not used in this test');
};

/** A second connection pool on the same test database: another instance of the shop. */
function openSame(engine: Engine, database: Database): Promise<Database> {
  return engine === 'postgres'
    ? openDatabase({ databaseUrl: postgresUrlOf(database.describe), poolSize: 4 })
    : openDatabase({ sqliteFile: database.describe.replace(/^sqlite:/, '') });
}

const sqliteFileOf = (database: Database) =>
  database.dialect === 'sqlite' ? database.describe.replace(/^sqlite:/, '') : undefined;

function configFor(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ ...ACCOUNTS_ENV, DATA_DIR: dataDir, SEED_DEMO: 'true', SEED_PRODUCTS: '12', ...env });
}

/** One instance: its first boot's keys, its services and its app. */
async function instance(database: Database, boot: FirstBoot, config: Config) {
  const services = createServices(database, config, createI18n(), boot.shared.secrets(boot.file));
  const app = await createApp({ services, build: noSsr, clientDir: '/nonexistent', logger: false });
  await app.ready();
  return { app, services, shared: boot.shared };
}

for (const engine of engines()) {
  describe(`many instances on one database [${engine}] (decision 0066)`, () => {
    let a: Database & { dispose(): Promise<void> };
    let b: Database;
    let bootA: FirstBoot;
    let bootB: FirstBoot;
    const dirs: string[] = [];
    const dataDir = () => {
      const d = fs.mkdtempSync(path.join(os.tmpdir(), 'first-boot-'));
      dirs.push(d);
      return d;
    };
    // PostgreSQL: two machines, a DATA_DIR each; SQLite: one machine, one DATA_DIR
    let configA: Config;
    let configB: Config;

    beforeAll(async () => {
      a = await createTestDatabase(engine, { migrate: false });
      b = await openSame(engine, a);
      const dirA = dataDir();
      configA = configFor(dirA);
      configB = engine === 'postgres' ? configFor(dataDir()) : configA;
    }, 120_000);
    afterAll(async () => {
      await b?.close();
      await a?.dispose();
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    });

    it('two first boots at once on an empty database both succeed: migrations, one seed, one owner, one demo customer, one set of keys', async () => {
      const waits: string[] = [];
      [bootA, bootB] = await Promise.all([
        firstBoot(a, configA, { sqliteFile: sqliteFileOf(a), log: (m) => waits.push(`a: ${m}`) }),
        firstBoot(b, configB, { sqliteFile: sqliteFileOf(b), log: (m) => waits.push(`b: ${m}`) }),
      ]);
      // one of them did the work, the other waited and found it done
      expect([bootA.applied.length, bootB.applied.length].sort((x, y) => x - y)).toEqual([0, MIGRATIONS.length]);
      expect([bootA.ownerMade, bootB.ownerMade].filter(Boolean)).toHaveLength(1);
      expect([bootA.demoCustomerMade, bootB.demoCustomerMade].filter(Boolean)).toHaveLength(1);
      expect([bootA.seeded, bootB.seeded].filter(Boolean)).toHaveLength(1);
      expect([...bootA.keysWritten, ...bootB.keysWritten].sort()).toEqual(['otp', 'session', 'test-gateway']);
      expect(waits.some((w) => w.includes('waiting for it'))).toBe(true);

      const users = await a.db.selectFrom('users').select(['email', 'mobile']).execute();
      expect(users.filter((u) => u.email === OWNER_EMAIL)).toHaveLength(1);
      expect(users.filter((u) => u.mobile === DEMO_CUSTOMER_MOBILE)).toHaveLength(1);
      expect(await a.db.selectFrom('products').select('id').execute()).toHaveLength(12);
      expect(await a.db.selectFrom('shop_secrets').select(['name', 'version']).orderBy('name').execute()).toEqual([
        { name: 'otp', version: 1 },
        { name: 'session', version: 1 },
        { name: 'test-gateway', version: 1 },
      ]);
      // both instances hold the same keys
      const sa = bootA.shared.secrets(bootA.file);
      const sb = bootB.shared.secrets(bootB.file);
      expect(sb.sessionKeys.signing).toBe(sa.sessionKeys.signing);
      expect(sb.otpKeys.signing).toBe(sa.otpKeys.signing);
      expect(sb.testGatewayKey).toBe(sa.testGatewayKey);

      // a later boot finds everything done and changes nothing
      const again = await firstBoot(b, configB, { sqliteFile: sqliteFileOf(b) });
      expect(again).toMatchObject({
        applied: [],
        seeded: false,
        ownerMade: false,
        demoCustomerMade: false,
        keysWritten: [],
      });
    }, 120_000);

    describe('two app instances', () => {
      let A: Awaited<ReturnType<typeof instance>>;
      let B: Awaited<ReturnType<typeof instance>>;
      beforeAll(async () => {
        A = await instance(a, bootA, configA);
        B = await instance(b, bootB, configB);
      });
      afterAll(async () => {
        await A?.app.close();
        await B?.app.close();
      });

      const me = async (app: FastifyInstance, jar: Jar) => {
        const res = await jar.call(app, 'GET', '/api/auth');
        return {
          user: (res.json() as { data: { user: { fullName: string } | null } }).data.user,
          setCookie: res.headers['set-cookie'],
        };
      };

      it('a code texted by instance A is confirmed by instance B, and a session made by A is accepted by B without renewal', async () => {
        const mobile = '994501660001';
        const jar = new Jar('10.66.1.1');
        const first = await jar.call(A.app, 'POST', '/api/auth/signup', signupForm(mobile));
        expect(first.statusCode).toBe(200);
        const token = (first.json() as { data: { token: string } }).data.token;
        const done = await jar.call(
          B.app,
          'POST',
          '/api/auth/signup',
          signupForm(mobile, { otp: await lastSmsCode(a, mobile), token }),
        );
        expect(done.json()).toMatchObject({ ok: true, data: { tick: true, user: { fullName: 'Aysel Məmmədova' } } });

        const login = await jar.call(A.app, 'POST', '/api/auth/login', {
          username: mobile,
          password: 'correct horse 1',
          lang: 'en',
        });
        expect(login.statusCode).toBe(200);
        const seen = await me(B.app, jar);
        expect(seen.user?.fullName).toBe('Aysel Məmmədova');
        // nothing renewed or rotated on the hop to B
        expect(seen.setCookie).toBeUndefined();
      });

      it('a key rotation signs nobody out: tokens and codes made before it are accepted on every instance while the old key is', async () => {
        const mobile = '994501660002';
        const jar = new Jar('10.66.1.2');
        const first = await jar.call(A.app, 'POST', '/api/auth/signup', signupForm(mobile));
        const token = (first.json() as { data: { token: string } }).data.token;
        const code = await lastSmsCode(a, mobile);
        await jar.call(B.app, 'POST', '/api/auth/signup', signupForm(mobile, { otp: code, token }));
        expect(
          (
            await jar.call(A.app, 'POST', '/api/auth/login', {
              username: mobile,
              password: 'correct horse 1',
              lang: 'en',
            })
          ).statusCode,
        ).toBe(200);

        // a code texted before the rotation
        const other = '994501660003';
        const otherJar = new Jar('10.66.1.3');
        const pending = await otherJar.call(A.app, 'POST', '/api/auth/signup', signupForm(other));
        const pendingToken = (pending.json() as { data: { token: string } }).data.token;
        const pendingCode = await lastSmsCode(a, other);

        // rotated on A, at once (no propagation wait in the test), the old keys accepted for an hour; B reads it
        const before = bootA.shared.keyring('session').signing;
        await A.shared.rotate('session', { propagationMs: 0, graceMs: 3_600_000 });
        await A.shared.rotate('otp', { propagationMs: 0, graceMs: 3_600_000 });
        await B.shared.reload();
        expect(bootB.shared.keyring('session').signing).not.toBe(before);
        expect(bootB.shared.keyring('session').accepted).toEqual([bootA.shared.keyring('session').signing, before]);

        // the session made before is still accepted by B without renewal; the code sent before still works on B
        const seen = await me(B.app, jar);
        expect(seen.user?.fullName).toBe('Aysel Məmmədova');
        expect(seen.setCookie).toBeUndefined();
        const confirmed = await otherJar.call(
          B.app,
          'POST',
          '/api/auth/signup',
          signupForm(other, { otp: pendingCode, token: pendingToken }),
        );
        expect(confirmed.json()).toMatchObject({
          ok: true,
          data: { tick: true, user: { fullName: 'Aysel Məmmədova' } },
        });

        // a login after the rotation is signed with the new key, and accepted by the other instance
        const newJar = new Jar('10.66.1.4');
        expect(
          (
            await newJar.call(B.app, 'POST', '/api/auth/login', {
              username: mobile,
              password: 'correct horse 1',
              lang: 'en',
            })
          ).statusCode,
        ).toBe(200);
        const onA = await me(A.app, newJar);
        expect(onA.user?.fullName).toBe('Aysel Məmmədova');
        expect(onA.setCookie).toBeUndefined();
      });

      it('a rotation with the usual propagation keeps signing with the old key until every instance has read the new one', async () => {
        const before = bootA.shared.keyring('session').signing;
        const r = await A.shared.rotate('session');
        expect(Date.parse(r.activeFrom) - Date.now()).toBeGreaterThan(60_000);
        expect(bootA.shared.keyring('session').signing).toBe(before);
        expect(bootA.shared.keyring('session').accepted).toContain(before);
        expect(bootA.shared.keyring('session').accepted).toHaveLength(3);
        expect((await A.shared.list()).map((v) => ({ name: v.name, version: v.version }))).toContainEqual({
          name: 'session',
          version: 3,
        });
      });
    });

    it('keys given by the environment are used as given, and not written to the database', async () => {
      const env = configFor(dataDir(), { SESSION_SECRET: `${'n'.repeat(40)},${'o'.repeat(40)}` });
      const boot = await firstBoot(b, env, { sqliteFile: sqliteFileOf(b) });
      expect(boot.shared.keyring('session')).toEqual({
        signing: 'n'.repeat(40),
        accepted: ['n'.repeat(40), 'o'.repeat(40)],
      });
      await expect(boot.shared.rotate('session')).rejects.toThrow(/environment/);
      expect(clusterWarnings(env, engine)).toHaveLength(engine === 'postgres' ? 2 : 0);
    });
  });
}

describe('configuration of the signing keys', () => {
  it('refuses a short key without repeating it, and warns on PostgreSQL about what one instance keeps', () => {
    expect(() => loadConfig({ SESSION_SECRET: 'short-secret' })).toThrow(
      /SESSION_SECRET=\(hidden\): expected keys of 32/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short-secret' })).not.toThrow(/short-secret/);
    expect(loadConfig({ OTP_SECRET: ` ${'a'.repeat(32)} , ${'b'.repeat(32)} ` }).secrets.otp).toEqual([
      'a'.repeat(32),
      'b'.repeat(32),
    ]);
    const config = loadConfig({ DATA_DIR: '/srv/shop' });
    expect(clusterWarnings(config, 'sqlite')).toEqual([]);
    expect(clusterWarnings(config, 'postgres')).toEqual([expect.stringContaining('/srv/shop/media')]);
  });
});
