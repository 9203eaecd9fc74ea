import type { ViteDevServer } from 'vite';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { OWNER_EMAIL } from './admin/people/owner-bootstrap.ts';
import { clusterWarnings, firstBoot } from './first-boot.ts';
import { checkObjectStore, objectStoreOf } from './platform/object-store/create-object-store.ts';
import { createI18n } from './platform/i18n.server.ts';
import { HealthRepo } from './platform/health.repo.ts';
import { JobRunner } from './platform/jobs.ts';
import { shopJobs } from './jobs.ts';
import { createServices } from './services.ts';
import { createApp } from './app.ts';
import { PageCache } from './platform/page-cache.ts';
import { buildForStart } from './build-if-needed.ts';
import { markServing } from './build/serving-registry.ts';

/**
 * Boot: config → uploads' store check → db → the web build (used when current; built only on a fresh checkout; a
 * stale one stops the start: decision 0071) → first boot under the boot lock (migrate, seed-if-empty, owner, keys)
 * → fastify → listen.
 */
async function main(): Promise<void> {
  const root = process.cwd();
  const config = loadConfigOrExit();
  const log = (msg: string) => console.log(`[boot] ${msg}`);
  if (config.env === 'production' && !config.publicUrl) {
    log(
      `PUBLIC_URL is not set: links use the request's Host only when it is one of ${config.allowedHosts.join(', ')} ` +
        '(ALLOWED_HOSTS), else the first of them; set PUBLIC_URL in production',
    );
  }
  if (config.payments.gateway === 'test')
    log(
      'WARNING PAYMENT_GATEWAY=test: card payments go to the built-in TEST BANK, no real money (PAYMENT_GATEWAY=azericard and AZERICARD_* for real ones)',
    );
  // the uploads' store (decision 0068): a missing bucket or refused credentials stop the boot, one that does not answer is a warning (before the database: a wrong setting stops the boot at once)
  await checkObjectStore(objectStoreOf(config), log);
  const sqliteFile = path.join(config.dataDir, 'store.db');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile,
    ...config.database,
    warn: (m) => console.warn(`[db] ${m}`),
  });
  log(`database ${database.describe}`);
  if (database.dialect === 'postgres') {
    // every instance opens up to DB_POOL_SIZE connections, and one for the readiness probe (decision 0067): say how
    // many instances the server's limit leaves room for
    const max = await new HealthRepo(database.db).maxConnections();
    const fits = Math.floor(max / (config.database.poolSize + 1));
    log(
      `PostgreSQL pool: up to ${config.database.poolSize} connections per instance (DB_POOL_SIZE) and 1 for readiness, a request waits at most ${config.database.poolWaitMs} ms for one (DB_POOL_WAIT_MS); max_connections ${max} leaves room for ${fits} instance${fits === 1 ? '' : 's'} at most`,
    );
  }
  // the web build (decision 0071), before the first boot: a start that cannot serve stops before it changes anything
  // (after the settings, the uploads' store and the database connection were checked, whose errors come first)
  if (config.env !== 'development') await buildForStart(root, log);
  // migrations, demo seed, demo customer, owner and the shared signing keys: one instance at a time (decision 0066)
  const boot = await firstBoot(database, config, { log, sqliteFile });
  if (boot.applied.length) log(`migrations applied: ${boot.applied.join(', ')}`);
  if (boot.seeded) log(`demo store seeded (${config.seedProducts} products)`);
  // printed once, by the instance that made the account; the password stays in its DATA_DIR/secrets.json
  if (boot.demoCustomerMade)
    log(
      `demo customer: mobile ${boot.demoCustomerMobile}, password ${boot.file.demoCustomerPassword} (kept in ${config.dataDir}/secrets.json)`,
    );
  if (boot.ownerMade)
    log(
      `back office owner: ${OWNER_EMAIL}, password ${boot.file.ownerPassword} at /admin/login (kept in ${config.dataDir}/secrets.json; change it)`,
    );
  if (boot.keysWritten.length)
    log(
      `signing keys made in the database: ${boot.keysWritten.join(', ')} (shared by every instance; npm run secrets -- rotate)`,
    );
  for (const w of clusterWarnings(config, database.dialect)) log(`WARNING ${w}`);
  const secrets = boot.shared.secrets(boot.file);
  // a rotation made by another instance or `npm run secrets` reaches this one within RELOAD_MS
  boot.shared.startReloading((err) =>
    console.warn(
      `[secrets] reading the signing keys failed (the ones read before stay): ${err instanceof Error ? err.message : String(err)}`,
    ),
  );

  const i18n = createI18n();
  const services = createServices(database, config, i18n, secrets);
  await services.admin.staffAuth.ensureBuiltinRoles();
  // Load (or build) the in-memory catalogue index before listening, so no shopper waits for it (decisions 0004, 0020).
  const warmStarted = Date.now();
  await services.catalog.index.warm({ indexFile: path.join(config.dataDir, 'catalog-index.bin'), log });
  log(`catalogue index ready in ${Date.now() - warmStarted} ms`);

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let vite: ViteDevServer | undefined;
  if (config.env === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    const v = vite;
    build = () => v.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  }

  // guests' pages rendered once a second at most (decision 0038); never in development, where code changes
  const pageCache =
    !vite && config.pageCacheSeconds > 0 ? new PageCache({ ttlMs: config.pageCacheSeconds * 1000 }) : undefined;
  const app = await createApp({ services, build, clientDir: path.join(root, 'build/client'), pageCache });
  if (vite) {
    const v = vite;
    app.addHook('onRequest', async (req, reply) => {
      if (req.url.startsWith('/api/') || req.url.startsWith('/i/')) return;
      await new Promise<void>((resolve) => v.middlewares(req.raw, reply.raw, () => resolve()));
      if (reply.raw.writableEnded) reply.hijack();
    });
  }

  // periodic jobs (decision 0027): each round runs in one process of all those sharing the database
  const jobs = new JobRunner(database, (msg, err) => app.log.error({ err }, msg));
  let closing = false;
  let unmarkServing = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    jobs.stop();
    unmarkServing();
    boot.shared.stop();
    await app.close();
    await services.catalog.index.close();
    await vite?.close();
    await services.sms.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  // so that `npm run build` refuses to rebuild under this process (decision 0071)
  unmarkServing = vite ? () => {} : markServing(root, { port: config.port });
  jobs.start(shopJobs(services));
  log(`shop ready at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((err: unknown) => {
  console.error('[boot] failed:', err instanceof Error ? err.message : err);
  if (err instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(err.stack);
  process.exit(1);
});
