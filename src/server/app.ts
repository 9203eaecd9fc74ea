import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { Services } from './services.ts';
import type { PageCache } from './platform/page-cache.ts';
import { registerSsr } from './platform/ssr.ts';
import { registerErrorAnswers } from './platform/unavailable.ts';
import { securityHeaders, servedOverHttps } from './platform/security.ts';
import { clientErrorHandler } from './platform/client-errors.ts';
import { loggerOptions } from './platform/logger.ts';
import { isApiUrl, registerRequestGuards } from './platform/request-guards.ts';
import { registerJsonBody } from './platform/json-body.ts';
import { sendPlainPage } from './platform/plain-page.ts';
import { kindOfStatus, requestLang, sendFailure } from './platform/envelope.ts';
import { fail } from './platform/errors.ts';
import { DEFAULT_LANG } from '../domain/i18n.ts';
import { registerApi } from './api-routes.ts';
import { registerMedia } from './modules/media/media.api.ts';
import { registerPaymentReturn } from './modules/payments/payments.api.ts';
import { registerTestBank } from './modules/payments/test-bank/test-bank.routes.ts';
import { TEST_BANK_PATH } from './modules/payments/gateways.ts';
import { registerRootData } from './platform/root-data.ts';
import { registerSitemap } from './modules/sitemap/sitemap.routes.ts';
import type { AppContext } from './context.ts';
import { isPrecompressedType } from './build/precompress.ts';
import { dynamicCompression } from './platform/compression.ts';
import { registerSession } from './modules/auth/session-hook.ts';
import { accessRenewer } from './modules/auth/session-cookies.ts';
import { signInEdge } from './modules/auth/sign-in-edge.ts';
import { registerSocialRoutes } from './modules/social/social.routes.ts';
import { registerStaffSession, previewStaff } from './admin/admin-session.ts';
import { registerOrderPrint } from './admin/sales/order-print.ts';
import { registerMetrics } from './platform/metrics.ts';
import { shopJobs } from './jobs.ts';

/** How long the readiness probe waits for the database before answering 503 (a probe must answer quickly). */
export const READY_TIMEOUT_MS = 2_000;

interface AppOptions {
  services: Services;
  /** the React Router server build, or a loader for it (dev) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** directory with the browser assets (build/client) */
  clientDir: string;
  logger?: boolean | object;
  /** the micro-cache of guests' pages (decision 0038); the server's entry makes one in production */
  pageCache?: PageCache;
}

/** Builds the one Fastify app: API, media, static assets and the SSR app for every other path. */
export async function createApp(opts: AppOptions): Promise<FastifyInstance> {
  const { services } = opts;
  const { config } = services;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { ...loggerOptions(config.logLevel), ...(typeof opts.logger === 'object' ? opts.logger : {}) },
    genReqId: (req) => {
      const h = req.headers['x-request-id'];
      return typeof h === 'string' && /^[\w-]{6,64}$/.test(h) ? h : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    // A client that sends its request (headers and body) slower than this gets 408 and a closed connection, so slow
    // bodies cannot hold sockets forever; a socket idle for twice that closes. Idle keep-alive connections stay
    // open 72 s, longer than load balancers' usual 60 s idle timeout (else they would meet closed sockets).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: 72_000,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 20_000),
      // how often Node checks the two limits above (its default, 30 s, would stretch a short limit)
      connectionsCheckingInterval: Math.min(1_000, config.requestTimeoutMs),
    },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
    clientErrorHandler: clientErrorHandler(services.i18n, { hsts: servedOverHttps(config) }),
    // A URL the router cannot decode (e.g. a broken %-escape): the API answers with its envelope,
    // pages with a small HTML page instead of Fastify's JSON; both with the security headers.
    frameworkErrors: (err, req, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      reply.header('x-request-id', req.id);
      if (isApiUrl(req.url)) {
        securityHeaders(reply, config);
        return sendFailure(
          reply,
          services.i18n,
          DEFAULT_LANG,
          fail(kindOfStatus(err.statusCode ?? 400), 'errors.badRequest'),
        );
      }
      return sendPlainPage(reply, err.statusCode ?? 400, 'common.notFound.title', services.i18n, config);
    },
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    securityHeaders(reply, config);
  });
  // routes without an error handler of their own (sitemap, shared root files, media): a database that does not
  // answer is a 503 with Retry-After, anything else a 500 that shows nothing of its cause (decision 0067)
  registerErrorAnswers(app, { i18n: services.i18n, config });
  // GET /metrics for Prometheus with the METRICS_TOKEN bearer token, else 404; every response timed (OPS-16)
  registerMetrics(app, {
    token: config.metricsToken,
    database: services.database,
    catalogIndex: services.catalog.index,
    jobs: shopJobs(services),
  });

  // Static files are compressed at build time (or are compressed formats): never compress them again per request.
  let registeringStatic = false;
  app.addHook('onRoute', (route) => {
    if (registeringStatic) route.compress = false;
  });
  // HTML and JSON compressed per request, cheaply (platform/compression.ts); images are already compressed.
  await app.register(fastifyCompress, dynamicCompression());

  // Liveness (OPS-12): the process answers; no database, so a database outage never gets every instance restarted.
  app.get('/livez', async () => ({ ok: true }));
  // Readiness: 503 without internals when the database does not answer within READY_TIMEOUT_MS (the cause goes to
  // the log only); while the server closes, Fastify answers 503 itself. `/healthz` is the same check (older name).
  const ready = async (req: FastifyRequest, reply: FastifyReply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        services.health.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the database did not answer within ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (err) {
      req.log.warn({ err }, 'health check: database unavailable');
      return reply.status(503).header('retry-after', '5').send({ ok: false });
    } finally {
      clearTimeout(timer);
    }
    return { ok: true, db: services.database.dialect };
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);

  registerRequestGuards(app, services);
  // JSON bodies: nesting bounded before they are parsed (platform/json-body.ts); the API and every module inherit it
  registerJsonBody(app);
  // a write handled here may change any page: this process serves no page older than its own last write
  const pageCache = opts.pageCache;
  if (pageCache) {
    app.addHook('onResponse', async (req) => {
      if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') pageCache.clear();
    });
  }
  // a guest until the session hook of the accounts module says otherwise (platform/viewer.ts)
  app.decorateRequest('viewer', null);
  // who is asking: the session cookies, renewed silently when the access token expired (decision 0028)
  registerSession(app, { sessions: services.sessions, cookies: config.business });
  // the back office's staff member, for /admin pages and /api/admin calls only (decision 0041)
  registerStaffSession(app, { staffAuth: services.admin.staffAuth, cookiePrefix: config.business.cookiePrefix });
  // no route for this method and path (the SSR catch-all serves every allowed method): never Fastify's own body
  app.setNotFoundHandler((req, reply) =>
    isApiUrl(req.url)
      ? sendFailure(reply, services.i18n, requestLang(req), fail('notFound', 'errors.apiNotFound'))
      : sendPlainPage(reply, 404, 'common.notFound.title', services.i18n, config),
  );

  await registerApi(app, services);
  await registerMedia(app, services);
  registerRootData(app, { content: services.content, i18n: services.i18n });
  // sign-in with Google and Facebook: the two navigations /auth/{provider}/start and /callback (decision 0093)
  const cookies = { prefix: config.business.cookiePrefix, mode: config.business.cookieSecure };
  registerSocialRoutes(app, {
    i18n: services.i18n,
    config,
    social: services.social,
    signIn: signInEdge({ sessions: services.sessions, cookies, onLogin: services.accounts.onLogin }),
    renewAccess: accessRenewer(services.sessions, cookies),
  });
  registerSitemap(app, { sitemap: services.sitemap, config });
  // the back office's printable order sheet, a plain HTML page beside the admin pages (docs/admin/sales.md)
  registerOrderPrint(app, services);
  // the bank sends the shopper back here (BACKREF); with PAYMENT_GATEWAY=test the built-in test bank plays the bank
  await registerPaymentReturn(app, services);
  if (config.payments.gateway === 'test') {
    await registerTestBank(app, services);
    // refunds of test-bank payments go to the test bank in this process, through its route (decision 0084)
    services.gatewayRefunds.connectTestBank(async (_url, form) => {
      const r = await app.inject({
        method: 'POST',
        url: TEST_BANK_PATH,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
      });
      return { status: r.statusCode, body: r.body };
    });
  }

  if (fs.existsSync(opts.clientDir)) {
    registeringStatic = true;
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      // x.js.br / x.js.gz written at build time (build/precompress.ts), chosen by Accept-Encoding
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // our own cache-control below: hashed assets are immutable, other files an hour
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.clientDir, filePath);
        res.setHeader(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
        if (isPrecompressedType(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
    registeringStatic = false;
  }

  await registerSsr(app, {
    build: opts.build,
    mode: config.env === 'development' ? 'development' : 'production',
    context: (req, extra): AppContext => ({
      services,
      config,
      requestId: req.id,
      clientIp: req.ip,
      viewer: req.viewer ?? null,
      staff: req.staff ?? null,
      previewStaff: () =>
        previewStaff(req, { staffAuth: services.admin.staffAuth, cookiePrefix: config.business.cookiePrefix }),
      ...extra,
    }),
    publicUrl: config.publicUrl,
    allowedHosts: config.allowedHosts,
    clientDir: opts.clientDir,
    pageCache: opts.pageCache ? { cache: opts.pageCache, cookiePrefix: config.business.cookiePrefix } : undefined,
  });

  return app;
}
