import type { ViteDevServer } from 'vite';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { DEMO_CUSTOMER_MOBILE, ensureDemoCustomer } from './db/seed/demo-customer.ts';
import { OWNER_EMAIL, ensureOwner } from './db/seed/staff-owner.ts';
import { PasswordHasher } from './modules/accounts/password-hasher.ts';
import { createI18n } from './platform/i18n.server.ts';
import { loadSecrets } from './platform/secrets.ts';
import { JobRunner } from './platform/jobs.ts';
import { shopJobs } from './jobs.ts';
import { createServices } from './services.ts';
import { createApp } from './app.ts';
import { PageCache } from './platform/page-cache.ts';
import { buildIfNeeded } from './build-if-needed.ts';

/** Boot: config → db → migrate → seed-if-empty → build-if-needed → fastify → listen. */
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
  if (config.payments.gateway === 'test') log('WARNING PAYMENT_GATEWAY=test: card payments go to the built-in TEST BANK, no real money (PAYMENT_GATEWAY=azericard and AZERICARD_* for real ones)');
  const secrets = loadSecrets(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'store.db'),
    ...config.database,
    warn: (m) => console.warn(`[db] ${m}`),
  });
  log(`database ${database.describe}`);
  const { applied } = await migrate(database);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  if (config.seedDemo) {
    const seeded = await seedIfEmpty(database, { products: config.seedProducts, dataDir: config.dataDir, log });
    if (seeded) log(`demo store seeded (${config.seedProducts} products)`);
    // printed once, when the customer is made; the password stays in DATA_DIR/secrets.json
    if (await ensureDemoCustomer(database, PasswordHasher.owasp(config.accounts.scryptLog2N), secrets.demoCustomerPassword)) {
      log(`demo customer: mobile ${DEMO_CUSTOMER_MOBILE}, password ${secrets.demoCustomerPassword} (kept in ${config.dataDir}/secrets.json)`);
    }
  }

  // the back office's owner (decision 0041): made once when no account has a role; the password printed that once
  if (await ensureOwner(database, PasswordHasher.owasp(config.accounts.scryptLog2N), secrets.ownerPassword)) {
    log(`back office owner: ${OWNER_EMAIL}, password ${secrets.ownerPassword} at /admin/login (kept in ${config.dataDir}/secrets.json; change it)`);
  }

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
    buildIfNeeded(root, log);
    build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  }

  // guests' pages rendered once a second at most (decision 0038); never in development, where code changes
  const pageCache = !vite && config.pageCacheSeconds > 0 ? new PageCache({ ttlMs: config.pageCacheSeconds * 1000 }) : undefined;
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
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    jobs.stop();
    await app.close();
    await services.catalog.index.close();
    await vite?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  jobs.start(shopJobs(services));
  log(`shop ready at ${config.publicUrl ?? `http://localhost:${config.port}`}`);
}

main().catch((err: unknown) => {
  console.error('[boot] failed:', err instanceof Error ? err.message : err);
  if (err instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(err.stack);
  process.exit(1);
});
