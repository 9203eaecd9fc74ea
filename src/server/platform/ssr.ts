import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import type { AppContext } from '../context.ts';

/** Builds a Fetch API Request from a Fastify request (body kept raw). */
export function toWebRequest(req: FastifyRequest, reply: FastifyReply, origin: string): Request {
  // origin + path, never new URL(path, origin): a path such as //evil.com would otherwise become the host
  const url = new URL(origin + req.url);
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else headers.set(k, String(v));
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined) {
    init.body = req.body as unknown as BodyInit;
  }
  return new Request(url, init);
}

export async function sendWebResponse(reply: FastifyReply, res: Response): Promise<void> {
  reply.status(res.status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body as unknown as NodeWebStream<Uint8Array>));
}

/**
 * Mounts the React Router app for every path not served by the API, media or static routes.
 * Registered inside its own Fastify scope so that bodies reach React Router actions raw.
 */
export async function registerSsr(
  app: FastifyInstance,
  opts: {
    build: ServerBuild | (() => Promise<ServerBuild>);
    mode: string;
    context: (req: FastifyRequest) => AppContext;
    /** the configured public origin (PUBLIC_URL); without it, the request's Host when it is a plain host name */
    publicUrl?: string;
  },
): Promise<void> {
  const handle = createRequestHandler(opts.build, opts.mode);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.all('/*', async (req, reply) => {
      // "//host/x" or "/\\host/x" is a path, not another site: send it to the single-slash path
      if (/^\/[/\\]/.test(req.url)) return reply.redirect(`/${req.url.replace(/^[/\\]+/, '')}`, 301);
      const origin = opts.publicUrl ?? `${req.protocol}://${safeHost(req.headers.host)}`;
      const res = await handle(toWebRequest(req, reply, origin), opts.context(req) as unknown as AppLoadContext);
      return sendWebResponse(reply, res);
    });
  });
}

/** The Host header when it is a plain host name with an optional port, else localhost. */
export function safeHost(host: string | undefined): string {
  return host && /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? host : 'localhost';
}
