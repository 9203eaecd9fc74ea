import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/kysely.ts';
import type { Area } from './keys.ts';
import { CONTENT_TYPE, MediaStore } from './media.service.ts';
import { MediaRepo } from './media.repo.ts';
import { RETRY_AFTER_SECONDS } from '../../platform/db-errors.ts';
import { DiskObjectStore } from '../../platform/object-store/disk-store.ts';
import { isObjectStoreUnavailable, type ObjectStore } from '../../platform/object-store/object-store.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(reply: FastifyReply) {
  return reply
    .code(404)
    .header('cache-control', 'public, max-age=60')
    .type('text/plain; charset=utf-8')
    .send('image not found');
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/**
 * Image routes under /i/ (CONST-14): products /i/p/{50,300,500,1000}/{key}, badges /i/bdg/icon/{key},
 * brand logos /i/b/icon/{key}, banners /i/h/main/{500,1000}/{key}, category tiles /i/h/category/100/{key} (a tile's
 * picture or a product's),
 * popups /i/pop/500/{key}, blog and page covers /i/blog/{400,800,1200}/{key}. WebP when the browser accepts it, else JPEG (PNG for transparent artwork).
 * An upload's picture not cached here yet while the object store is down or slow: 503 with Retry-After, at once
 * after the first such failure (the S3 driver's cool-down), never stored by a proxy (decision 0068).
 */
export async function registerMedia(
  app: FastifyInstance,
  services: {
    config: { dataDir: string };
    storage?: ObjectStore;
    media?: Pick<MediaRepo, 'isUsed'>;
    database?: Pick<Database, 'db'>;
  },
): Promise<void> {
  // the shared repository; tests that hand in only a database (or nothing: every drawing allowed) still work
  const used = services.media ?? (services.database ? new MediaRepo(services.database.db) : undefined);
  const store = new MediaStore(
    services.config.dataDir,
    // the originals of uploads (decision 0068); tests that hand in only a config read them from its DATA_DIR
    services.storage ?? new DiskObjectStore(services.config.dataDir),
    {
      error: (obj, msg) => app.log.error(obj, msg),
      warn: (obj, msg) => app.log.warn(obj, msg),
    },
    used ? (area, key) => used.isUsed(area, key) : undefined,
  );

  const serve = async (area: Area, size: string, key: string, req: FastifyRequest, reply: FastifyReply) => {
    let variant;
    try {
      variant = await store.variant(area, size, key, req.headers.accept);
    } catch (err) {
      if (isObjectStoreUnavailable(err)) {
        // the store is down or slow (decision 0068): the picture exists, ask again shortly; never cached
        // logged when the store was asked; the quick refusals of the next seconds only at debug level
        if (err.repeated)
          req.log.debug({ area, size, key }, 'image of an upload: the object store is still unavailable');
        else req.log.warn({ err, area, size, key }, 'image of an upload: the object store is unavailable');
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .header('vary', 'Accept')
          .type('text/plain; charset=utf-8')
          .send('image temporarily unavailable');
      }
      req.log.error({ err, area, size, key }, 'image request failed');
      variant = null;
    }
    reply.header('vary', 'Accept');
    if (!variant) return notFound(reply);
    reply.header('cache-control', IMMUTABLE).header('etag', variant.etag);
    if (etagMatches(req.headers['if-none-match'], variant.etag)) return reply.code(304).send();
    let body: Buffer;
    try {
      body = await fs.readFile(variant.file);
    } catch (err) {
      req.log.error({ err, file: variant.file }, 'image cache read failed');
      return notFound(reply);
    }
    return reply.type(CONTENT_TYPE[variant.format]).send(body);
  };

  type P = { size: string; key: string };
  app.get<{ Params: P }>('/i/p/:size/:key', (req, reply) => serve('p', req.params.size, req.params.key, req, reply));
  app.get<{ Params: P }>('/i/h/main/:size/:key', (req, reply) =>
    serve('main', req.params.size, req.params.key, req, reply),
  );
  app.get<{ Params: P }>('/i/h/category/:size/:key', (req, reply) =>
    serve('category', req.params.size, req.params.key, req, reply),
  );
  app.get<{ Params: P }>('/i/pop/:size/:key', (req, reply) =>
    serve('pop', req.params.size, req.params.key, req, reply),
  );
  app.get<{ Params: P }>('/i/blog/:size/:key', (req, reply) =>
    serve('blog', req.params.size, req.params.key, req, reply),
  );
  app.get<{ Params: { key: string } }>('/i/bdg/icon/:key', (req, reply) =>
    serve('bdg', 'icon', req.params.key, req, reply),
  );
  app.get<{ Params: { key: string } }>('/i/b/icon/:key', (req, reply) =>
    serve('b', 'icon', req.params.key, req, reply),
  );
  app.get('/i/*', (_req, reply) => notFound(reply));
}
