/**
 * The data every page of a language shares — the browser's message catalog and the layout (category menu, menus,
 * footer tags) — served once as a content-hashed JSON file, `/_root/<lang>.<hash>.json`, cached for a year,
 * instead of inside every page's hydration data (decision 0018). The root loader sends only its address; the
 * server renders with the same object (see `src/web/lib/root-data.ts`).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGS, type Lang, type Messages } from '../../domain/i18n.ts';
import type { LayoutData, RootShared } from '../../domain/layout.ts';
import type { I18n } from './i18n.server.ts';
import { brotliWhole, gzipWhole } from './compression.ts';

/**
 * Message namespaces the browser renders (`t('layout.…')` etc. under `src/web`); the others (API errors,
 * review and subscription replies) are translated on the server. A test keeps this list complete.
 */
export const BROWSER_NAMESPACES = [
  'account',
  'alerts-ui',
  'auth',
  'cabinet',
  'signin',
  'catalog',
  'checkout',
  'common',
  'content',
  'errors',
  'forms',
  'home',
  'layout',
  'lists',
  'order',
  'otp',
  'payment',
  'product',
  'validation',
] as const;

/** What the file is made of: the language's layout (the content service's, cached briefly) and the message catalogs. */
interface RootDataSources {
  content: { layout(lang: Lang): Promise<LayoutData> };
  i18n: Pick<I18n, 'catalogs'>;
}

interface RootSharedFile {
  hash: string;
  href: string;
  data: RootShared;
  body: string;
}

/** The catalog's keys of the browser namespaces only. */
export function browserMessages(all: Messages): Messages {
  const out: Messages = {};
  for (const [k, v] of Object.entries(all)) {
    const ns = k.slice(0, k.indexOf('.'));
    if ((BROWSER_NAMESPACES as readonly string[]).includes(ns)) out[k] = v;
  }
  return out;
}

function rootSharedHref(lang: Lang, hash: string): string {
  return `/_root/${lang}.${hash}.json`;
}

/** Builds the file for one language: its body and a hash of that body (equal content, equal address). */
export function buildRootShared(lang: Lang, messages: Messages, layout: LayoutData): RootSharedFile {
  const data: RootShared = { lang, messages: browserMessages(messages), layout };
  const body = JSON.stringify(data);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  return { hash, href: rootSharedHref(lang, hash), data, body };
}

// The layout service hands out the same object until its short cache expires; one file per such object.
const built = new WeakMap<LayoutData, RootSharedFile>();

/** This language's current file (built once per layout refresh). */
export async function rootShared(sources: RootDataSources, lang: Lang): Promise<RootSharedFile> {
  const layout = await sources.content.layout(lang);
  let file = built.get(layout);
  if (!file) {
    file = buildRootShared(lang, sources.i18n.catalogs[lang], layout);
    built.set(layout, file);
  }
  return file;
}

/** Compressed bodies by hash (compressed once, off the event loop); a few versions per language at most. */
const compressed = new Map<string, Promise<{ br: Buffer; gz: Buffer }>>();

function compressedBodies(file: RootSharedFile): Promise<{ br: Buffer; gz: Buffer }> {
  let hit = compressed.get(file.hash);
  if (!hit) {
    hit = Promise.all([brotliWhole(file.body, 11), gzipWhole(file.body, 9)]).then(([br, gz]) => ({ br, gz }));
    compressed.set(file.hash, hit);
    if (compressed.size > LANGS.length * 4) compressed.delete(compressed.keys().next().value!);
  }
  return hit;
}

const FILE = /^(az|ru|en)\.([\w-]{16})\.json$/;

/**
 * `GET /_root/<lang>.<hash>.json`. The current hash is immutable for a year. Another hash (a page rendered before
 * the layout changed, or by another process whose layout cache is older or newer) gets the current data uncached,
 * so no cache ever keeps content under an address that does not hash to it.
 */
export function registerRootData(app: FastifyInstance, sources: RootDataSources): void {
  app.get<{ Params: { file: string } }>('/_root/:file', async (req, reply) => {
    const m = FILE.exec(req.params.file);
    if (!m) return reply.callNotFound();
    const file = await rootShared(sources, m[1] as Lang);
    const current = file.hash === m[2];
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-store')
      .header('vary', 'accept-encoding');
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\b(br|gzip)\b/.test(accept)) {
      const { br, gz } = await compressedBodies(file);
      const useBr = /\bbr\b/.test(accept);
      return reply.header('content-encoding', useBr ? 'br' : 'gzip').send(useBr ? br : gz);
    }
    return reply.send(file.body);
  });
}
