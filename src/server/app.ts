import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { Services } from './services.ts';
import { registerSsr } from './platform/ssr.ts';
import { securityHeaders } from './platform/security.ts';
import { registerApi } from './api.ts';
import { registerMedia } from './modules/media/media.api.ts';
import type { AppContext } from './context.ts';

export interface AppOptions {
  services: Services;
  /** the React Router server build, or a loader for it (dev) */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** directory with the browser assets (build/client) */
  clientDir: string;
  logger?: boolean | object;
}

/** Builds the one Fastify app: API, media, static assets and the SSR app for every other path. */
export async function createApp(opts: AppOptions): Promise<FastifyInstance> {
  const { services } = opts;
  const { config } = services;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    genReqId: (req) => {
      const h = req.headers['x-request-id'];
      return typeof h === 'string' && /^[\w-]{6,64}$/.test(h) ? h : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    return503OnClosing: true,
    // A URL the router cannot decode (e.g. a broken %-escape): the API answers with its envelope,
    // pages with a small HTML page instead of Fastify's JSON.
    frameworkErrors: (err, req, rawReply) => {
      const reply = rawReply as unknown as FastifyReply;
      const status = err.statusCode ?? 400;
      if (req.url.startsWith('/api/')) {
        return reply.status(status).send({ ok: false, error: services.i18n.t('az', 'errors.badRequest') });
      }
      const t = (k: string) => (['az', 'ru', 'en'] as const).map((l) => services.i18n.t(l, k)).join(' · ');
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="az"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>${t('common.notFound.title')}</title><body style="font-family:system-ui,sans-serif;text-align:center;padding:15vh 1rem">` +
            `<h1>${t('common.notFound.title')}</h1><p><a href="/">${t('common.notFound.home')}</a></p></body></html>`,
        );
    },
  });

  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    securityHeaders(reply, config);
  });

  // HTML, JSON, JS and CSS compressed on the fly (brotli at a fast level, else gzip); images are already compressed.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

  app.get('/healthz', async () => {
    await services.database.db.selectFrom('settings').select('key').limit(1).execute();
    return { ok: true, db: services.database.dialect };
  });

  await registerApi(app, services);
  await registerMedia(app, services);

  if (fs.existsSync(opts.clientDir)) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      // our own cache-control below: hashed assets are immutable, other files an hour
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.clientDir, filePath);
        res.setHeader(
          'cache-control',
          rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  await registerSsr(app, {
    build: opts.build,
    mode: config.env === 'development' ? 'development' : 'production',
    context: (req): AppContext => ({ services, config, requestId: req.id, clientIp: req.ip }),
    publicUrl: config.publicUrl,
  });

  return app;
}
