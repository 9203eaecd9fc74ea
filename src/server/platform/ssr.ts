import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import type { AppContext } from '../context.ts';
import { metUnavailableDatabase, reportRequestError } from './request-errors.ts';
import { RETRY_AFTER_SECONDS } from './db-errors.ts';
import { pageLang, sendUnavailablePage } from './unavailable.ts';
import { newCspNonce, allowScriptsByHash } from './security.ts';
import {
  cacheableRequest,
  cacheableResponse,
  pageForKeeping,
  pickEncoding,
  type CachedPage,
  type PageCache,
} from './page-cache.ts';
import { asksForScriptsAfterPaint, scriptsAfterFirstPaint } from './scripts-after-paint.ts';
import { builtStylesheet, stylesheetFor } from './stylesheet-delivery.ts';
import { compressWhole } from './compression.ts';
import { buildForCopy, copyOfPath, COPY_ID_PREFIXES, type RouteCopy } from './route-copies.ts';

/** Builds a Fetch API Request from a Fastify request (body kept raw). */
function toWebRequest(req: FastifyRequest, reply: FastifyReply, origin: string): Request {
  // origin + path, never new URL(path, origin): a path such as //evil.com would otherwise become the host
  const url = new URL(origin + req.url);
  const controller = new AbortController();
  // the browser went away before the answer was complete: stop the loaders (an abort after a finished answer would
  // only cost a DOMException with its stack per request)
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
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

async function sendWebResponse(reply: FastifyReply, res: Response, status = res.status): Promise<void> {
  reply.status(status);
  for (const [k, v] of res.headers) {
    if (k === 'set-cookie') continue;
    reply.header(k, v);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!res.body) return reply.send();
  if (res.headers.get('content-type')?.startsWith('text/html')) {
    const page = await wholeOrStream(res.body as unknown as NodeWebStream<Uint8Array>);
    if ('stream' in page) return reply.send(page.stream);
    // a page rendered in one go (all of the shop's pages: none defers data) is answered whole: one compression job
    // and one write instead of a stream through three layers (decision 0052)
    // decoded and rewritten only when the page asks for it (most pages go out as rendered)
    const html = asksForScriptsAfterPaint(page.whole)
      ? Buffer.from(scriptsAfterFirstPaint(page.whole.toString('utf8')))
      : page.whole;
    const whole = await compressWhole(html, pickEncoding(reply.request.headers['accept-encoding']));
    reply.header('vary', 'accept-encoding');
    if (whole.encoding) reply.header('content-encoding', whole.encoding);
    return reply.send(whole.body);
  }
  return reply.send(Readable.fromWeb(res.body as unknown as NodeWebStream<Uint8Array>));
}

/** How long after its first piece a page may take to finish and still be answered whole. */
const WHOLE_WITHIN_MS = 50;

/**
 * The body whole when it is complete within WHOLE_WITHIN_MS of its first piece (a page React rendered in one go,
 * with React Router's hydration data in the few turns after it), else a stream of what was read and the rest (a
 * page that streams late parts keeps streaming, and a browser that goes away still cuts it short).
 */
async function wholeOrStream(body: NodeWebStream<Uint8Array>): Promise<{ whole: Buffer } | { stream: Readable }> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let read = reader.read();
  let r: ReadableStreamReadResult<Uint8Array> | null = await read;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WHOLE_WITHIN_MS);
  });
  try {
    while (r && !r.done) {
      parts.push(r.value);
      read = reader.read();
      r = await Promise.race([read, late]);
    }
  } finally {
    clearTimeout(timer);
  }
  if (r === null) return { stream: Readable.from(rest(parts, read, reader), { objectMode: false }) };
  return { whole: Buffer.concat(parts) };
}

async function* rest(
  parts: Uint8Array[],
  pending: Promise<ReadableStreamReadResult<Uint8Array>>,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  try {
    yield* parts;
    for (let r = await pending; !r.done; r = await reader.read()) yield r.value;
  } finally {
    // the client went away: stop the source
    reader.cancel().catch(() => undefined);
  }
}

/** A kept page (decision 0038): its stored compressed copy when there is one, inline scripts allowed by hash. */
function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  acceptEncoding: string | string[] | undefined,
): FastifyReply {
  reply.status(page.status);
  for (const [k, v] of page.headers) reply.header(k, v);
  reply.header('x-page-cache', 'hit');
  allowScriptsByHash(reply, page.scriptHashes);
  const encoding = pickEncoding(acceptEncoding);
  const stored = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : undefined;
  if (!stored) return reply.send(page.body);
  reply.header('vary', 'accept-encoding');
  reply.header('content-encoding', encoding!);
  return reply.send(stored);
}

/**
 * The production build's stylesheets go inside the HTML instead of being linked (decision 0018): they are read
 * here once, and the route manifest — the server's and the one the browser receives — no longer names them, so no
 * render-blocking request is made and React Router's `<Links>` renders none. The page's head gets the CSS from the
 * load context (`inlineCss`; `entry.server.tsx`, `web/lib/inline-css.tsx`). All of the shop's CSS is one file
 * (vite.config.ts), about 15 KB compressed; navigations after the first page are client-side, so it travels once
 * per visit either way.
 */
export function inlineStylesheets(
  build: ServerBuild,
  clientDir: string,
): { build: ServerBuild; css: string | undefined; hrefs: string[] } {
  const hrefs = new Set<string>();
  for (const r of Object.values(build.assets.routes)) for (const href of r?.css ?? []) hrefs.add(href);
  if (!hrefs.size) return { build, css: undefined, hrefs: [] };
  const css = [...hrefs]
    .map((href) => fs.readFileSync(path.join(clientDir, href.slice(build.publicPath.length)), 'utf8'))
    .join('\n');
  const routes = Object.fromEntries(
    Object.entries(build.assets.routes).map(([id, r]) => [id, r && { ...r, css: undefined }]),
  );
  return { build: { ...build, assets: { ...build.assets, routes } }, css, hrefs: [...hrefs] };
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
    context: (req: FastifyRequest, extra: Pick<AppContext, 'cspNonce' | 'log'>) => AppContext;
    /** the configured public origin (PUBLIC_URL); without it, the request's Host when it is a plain host name */
    publicUrl?: string;
    /** without PUBLIC_URL: the hosts whose Host header may be used (empty: any plain host name) */
    allowedHosts: string[];
    /** the browser assets (build/client): a production build's stylesheets are read from here and inlined */
    clientDir?: string;
    /** guests' pages kept for a moment (decision 0038) */
    pageCache?: { cache: PageCache; cookiePrefix: string };
  },
): Promise<void> {
  const inlined =
    typeof opts.build === 'function' || !opts.clientDir
      ? { build: opts.build, css: undefined, hrefs: [] }
      : inlineStylesheets(opts.build, opts.clientDir);
  const sheet = inlined.css === undefined ? undefined : builtStylesheet(inlined.css, inlined.hrefs);
  const handle = createRequestHandler(inlined.build, opts.mode);
  // a built app: each request is matched against its own language copy of the routes only (route-copies.ts)
  const built = typeof inlined.build === 'function' ? undefined : inlined.build;
  const copies =
    built &&
    new Map(
      (Object.keys(COPY_ID_PREFIXES) as RouteCopy[]).map((c) => [
        c,
        createRequestHandler(buildForCopy(built, c), opts.mode),
      ]),
    );
  const manifestPath = built?.routeDiscovery?.manifestPath ?? '/__manifest';
  const handlerFor = (url: string) => {
    const pathname = url.split('?', 1)[0]!;
    return (copies && pathname !== manifestPath && copies.get(copyOfPath(pathname))) || handle;
  };
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.all('/*', async (req, reply) => {
      // "//host/x" or "/\\host/x" is a path, not another site: send it to the single-slash path
      if (/^\/[/\\]/.test(req.url)) return reply.redirect(`/${req.url.replace(/^[/\\]+/, '')}`, 301);
      const origin = requestOrigin(req.protocol, req.headers.host, opts);
      const pc = opts.pageCache;
      const stylesheet = sheet && stylesheetFor(req.headers.cookie, sheet);
      // a page that links the stylesheet and one that carries it are kept apart
      const cacheKey =
        pc && !req.viewer && cacheableRequest(req, pc.cookiePrefix)
          ? `${origin}${req.url}${sheet && stylesheet === sheet.linked ? ' linked-css' : ''}`
          : null;
      if (cacheKey) {
        const hit = pc!.cache.get(cacheKey);
        if (hit) {
          if (!hit.br)
            pc!.cache
              .compress(cacheKey, hit)
              .catch((err: unknown) => req.log.warn({ err }, 'page cache: compression failed'));
          return sendCachedPage(reply, hit, req.headers['accept-encoding']);
        }
      }
      const context = opts.context(req, { cspNonce: newCspNonce(reply), log: req.log });
      context.stylesheet = stylesheet;
      // the web build's handleError reports through this: the rules stay the server's own (decision 0067)
      context.reportError = (request, error) => reportRequestError(context, request, error);
      const res = await handlerFor(req.url)(toWebRequest(req, reply, origin), context as unknown as AppLoadContext);
      // a loader met a database that does not answer: "try again soon", not "broken" (decision 0067). A page gets the
      // unavailable page in its language (the error view would lack the layout and messages the database holds); a
      // data request of the browser's router keeps its own answer, with the status
      if (res.status >= 500 && metUnavailableDatabase(context)) {
        reply.header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
        const pathname = req.url.split('?', 1)[0]!;
        if (pathname.endsWith('.data') || pathname === manifestPath) return sendWebResponse(reply, res, 503);
        await res.body?.cancel().catch(() => undefined);
        return sendUnavailablePage(reply, pageLang(req.url), context.services.i18n, context.config);
      }
      if (cacheKey && cacheableResponse(res) && !req.sessionCookiesSet && !req.viewer) {
        const html = scriptsAfterFirstPaint(await res.text());
        const bytes = Buffer.from(html, 'utf8');
        const entry = pc!.cache.set(cacheKey, {
          status: res.status,
          headers: [...res.headers].filter(([k]) => k !== 'set-cookie' && k !== 'date'),
          ...pageForKeeping(html, bytes, context.cspNonce),
        });
        // this answer goes out as rendered, with its nonce (compressed as usual)
        reply.status(res.status);
        for (const [k, v] of entry.headers) reply.header(k, v);
        reply.header('x-page-cache', 'miss');
        return reply.send(bytes);
      }
      return sendWebResponse(reply, res);
    });
  });
}

/** The Host header when it is a plain host name with an optional port, else localhost. */
export function safeHost(host: string | undefined): string {
  return host && /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i.test(host) ? host : 'localhost';
}

/**
 * The origin of the shop for this request, used in canonical, hreflang and JSON-LD links: PUBLIC_URL when set;
 * else the Host header when it is a plain host name and, if an allow-list is configured (always in production,
 * see `ALLOWED_HOSTS`), listed in it — an unlisted Host gets the first listed host instead, so an attacker's Host
 * header never reaches a page.
 */
export function requestOrigin(
  protocol: string,
  host: string | undefined,
  opts: { publicUrl?: string; allowedHosts: string[] },
): string {
  if (opts.publicUrl) return opts.publicUrl;
  const h = safeHost(host).toLowerCase();
  if (!opts.allowedHosts.length) return `${protocol}://${h}`;
  const bare = h.replace(/:\d+$/, '');
  const listed = opts.allowedHosts.some((a) => a === h || a === bare);
  return `${protocol}://${listed ? h : opts.allowedHosts[0]}`;
}
