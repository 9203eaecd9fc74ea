/**
 * A shop API process on a given database, for tests and benches that need several real processes (checkout's
 * two-process and kill -9 tests, `npm run bench:checkout`):
 *   node --import tsx src/server/testing/api-server.ts <postgres://… | sqlite file>
 * It listens on 127.0.0.1 on a free port and prints "port <n>". Secrets come from the SHOP_SECRETS variable (JSON),
 * so every process of one test shares them, as instances of one shop share the database's signing keys (decision
 * 0066); any other configuration from the environment as usual.
 */
import Fastify from 'fastify';
import { openDatabase } from '../db/kysely.ts';
import { loadConfig } from '../config.ts';
import { createServices } from '../services.ts';
import { createI18n } from '../platform/i18n.server.ts';
import { registerApi } from '../api-routes.ts';
import { registerSession } from '../modules/auth/session-hook.ts';
import type { Secrets } from '../platform/secrets.ts';

const target = process.argv[2]!;
const database = await openDatabase(
  /^postgres/.test(target)
    ? { databaseUrl: target, poolSize: process.env.POOL_SIZE ? Number(process.env.POOL_SIZE) : undefined }
    : { sqliteFile: target },
);
const secrets = process.env.SHOP_SECRETS ? (JSON.parse(process.env.SHOP_SECRETS) as Secrets) : undefined;
const services = createServices(database, loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), createI18n(), secrets);
const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
registerSession(app, { sessions: services.sessions, cookies: services.config.business });
await registerApi(app, services);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`port ${typeof address === 'object' && address ? address.port : 0}`);
const stop = async () => {
  await app.close();
  await services.sms.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
