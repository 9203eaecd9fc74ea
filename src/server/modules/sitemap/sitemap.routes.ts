import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { requestOrigin } from '../../platform/ssr.ts';
import { LANGS } from '../../../domain/i18n.ts';
import type { SitemapService } from './sitemap.service.ts';

/** Pages no search engine should index: the shopper's own pages, forms and the API (their twins in every language). */
const PRIVATE = [
  '/api/',
  '/admin',
  '/cart',
  '/checkout',
  '/cabinet',
  '/login',
  '/signup',
  '/remind',
  '/new-password',
  '/order',
  '/wishlist',
  '/compare',
  '/search',
  '/payment/',
  '/test-bank/',
];

function robotsTxt(origin: string): string {
  const paths = PRIVATE.flatMap((p) =>
    p.startsWith('/api/') || p.startsWith('/admin') || p.startsWith('/payment/') || p.startsWith('/test-bank/')
      ? [p]
      : [p, ...LANGS.map((l) => `/${l}${p}`)],
  );
  return [
    'User-agent: *',
    ...paths.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** What the sitemap routes read: the sitemap service, and the shop's address (`PUBLIC_URL`, `ALLOWED_HOSTS`). */
interface SitemapRoutesDeps {
  sitemap: Pick<SitemapService, 'index' | 'part'>;
  config: Pick<Config, 'publicUrl' | 'allowedHosts'>;
}

/** GET /sitemap.xml, /sitemap-<part>.xml and /robots.txt (decision 0040). */
export function registerSitemap(app: FastifyInstance, { sitemap, config }: SitemapRoutesDeps): void {
  const origin = (req: FastifyRequest) =>
    requestOrigin(req.protocol, req.headers.host, { publicUrl: config.publicUrl, allowedHosts: config.allowedHosts });
  // a proxy may keep it a minute: the process follows writes within a second (decision 0067)
  const xml = (reply: FastifyReply, body: string) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=60')
      .send(body);
  app.get('/sitemap.xml', async (req, reply) => xml(reply, await sitemap.index(origin(req))));
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (req, reply) => {
    const body = await sitemap.part(origin(req), req.params.part);
    if (body === null) return reply.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return xml(reply, body);
  });
  app.get('/robots.txt', async (req, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(origin(req))),
  );
}
