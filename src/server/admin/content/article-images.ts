import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { parseId } from '../../../domain/api/fields.ts';
import { adminArticleImageRemove, adminArticleImageUpload } from '../../../domain/api/admin-content.ts';
import { MEDIA_MAX_BYTES } from '../../../domain/admin/media.ts';
import { LANGS } from '../../../domain/i18n.ts';
import { parseKey } from '../../modules/media/keys.ts';
import { fail, ok, type Failure, type FailureKind, type Result } from '../../platform/errors.ts';
import { PROBLEM_KIND, readMultipart } from '../../platform/multipart.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { guarded, route, routePath } from '../../platform/route.ts';
import { staffConfig, staffGate } from '../admin-route.ts';
import { recordAudit } from '../audit.ts';
import { UPLOAD_PROBLEM } from '../media-upload.api.ts';
import { MediaUploads } from '../media-upload.ts';
import { isObjectStoreUnavailable, mediaKey, type ObjectStore } from '../../platform/object-store/object-store.ts';
import { objectStoreOf } from '../../platform/object-store/create-object-store.ts';
import type { Config } from '../../config.ts';
import type { AdminCtx } from '../resource.ts';
import { ArticleImagesRepo } from './article-images.repo.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

/** Limits of an uploaded picture, checked on its content by the generic media upload's store (decision 0042). */
const MAX_BYTES = MEDIA_MAX_BYTES;

const uploadParams = z.strictObject({
  // the article the picture is for (0: one not saved yet) and the language of the text it goes into
  a: z.pipe(
    z.string(),
    z.transform((v, ctx) => {
      const id = v === '0' ? 0 : parseId(v);
      if (id === null) ctx.issues.push({ code: 'custom', message: 'validation.invalidValue', input: v });
      return id ?? 0;
    }),
  ),
  b: z.enum(LANGS, { error: 'validation.invalidValue' }),
});

/** Reads the one picture of a multipart body (field `file`, or `image` as Editor.js's image tool names it; platform/multipart.ts). */
async function readPicture(req: FastifyRequest): Promise<{ ok: true; bytes: Buffer } | Failure> {
  const read = await readMultipart(req);
  const refuse = (kind: FailureKind, key: string) => fail(kind, key, { file: key });
  if (!read.ok) return refuse(PROBLEM_KIND[read.problem], UPLOAD_PROBLEM[read.problem]);
  if (read.files.length > 1) return refuse('invalid', 'admin-ui.upload.oneFile');
  const file = read.files[0];
  if (!file || (file.field !== 'file' && file.field !== 'image') || !file.bytes)
    return refuse('invalid', 'admin-ui.upload.none');
  return { ok: true, bytes: file.bytes };
}

/**
 * ADM-14, "articles/images/upload/{a}/{b} and images/remove": pictures inside an article's editor blocks.
 * - POST `/api/admin/articles/images/upload/{a}/{b}` (multipart, one picture; `a` the article's id or 0, `b` its
 *   language; permission `articles.create|articles.update`) → `{ key, url, success: 1, file: { url } }` (the last
 *   two what Editor.js's image tool reads), stored by the generic media upload's store (decision 0042);
 * - POST `/api/admin/articles/images/remove` (`{ key }`, permission `articles.update`) deletes an uploaded picture
 *   that no article or page names any more (409 while one does; drawn covers are never files to delete).
 * Both leave an audit row.
 */
export function registerArticleImagesApi(
  api: FastifyInstance,
  deps: { i18n: I18n; connection: TransactionalConnection; config: Pick<Config, 'dataDir' | 'storage'> },
): void {
  const { i18n, connection } = deps;
  const files: BlogImageFiles = { store: objectStoreOf(deps.config), dataDir: deps.config.dataDir, log: api.log };
  const uploads = new MediaUploads(files.store, (err) =>
    api.log.warn({ err }, 'article picture upload: the object store is unavailable'),
  );
  void api.register(async (scope) => {
    await scope.register((await import('@fastify/multipart')).default, {
      limits: { fileSize: MAX_BYTES, files: 2, fields: 3, parts: 5, fieldSize: 100, headerPairs: 50 },
    });
    // a multipart body, which the table's `upload` entry names (path and permission) but no request schema describes
    const { permission } = adminArticleImageUpload;
    scope.post(
      routePath(scope.prefix, adminArticleImageUpload.path),
      { config: staffConfig(permission) },
      guarded(i18n, staffGate(permission), { params: uploadParams }, async (ctx) => {
        const read = await readPicture(ctx.req);
        if (!read.ok) return read;
        // the same store as every image field of the back office (POST /api/admin/media/upload, area `blog`)
        const stored = await uploads.store('blog', read.bytes);
        if (!stored.ok) return stored;
        await recordAudit(connection.shared, ctx.staff, {
          action: 'upload',
          entity: 'articles',
          entityId: ctx.params.a || null,
          summary: stored.data.key,
          after: { key: stored.data.key, lang: ctx.params.b },
        });
        return ok({ ...stored.data, success: 1, file: { url: stored.data.url } });
      }),
    );
  });
  route(api, i18n, adminArticleImageRemove, staffGate('articles.update'), (ctx) =>
    removeBlogImage(connection, files, ctx.input.key, ctx),
  );
}

/** Where a blog picture lives: its original in the object store, its resized copies in this instance's DATA_DIR cache. */
interface BlogImageFiles {
  store: ObjectStore;
  dataDir: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Deletes an uploaded blog picture nobody uses: its original in the object store (decision 0068) and this instance's
 * resized copies (another instance's cached copies stay until its cache is cleared: the key is never used again).
 * A store that is down is a 503, and nothing is removed.
 */
async function removeBlogImage(
  connection: TransactionalConnection,
  files: BlogImageFiles,
  key: string,
  ctx: AdminCtx,
): Promise<Result<{ key: string }>> {
  const parsed = parseKey('blog', key);
  // drawn covers are not files; anything else that does not parse is not ours to touch
  if (!parsed || parsed.generated)
    return fail('invalid', 'validation.failed', { key: 'admin-content.validation.imageKey' });
  const object = mediaKey('blog', key);
  try {
    if (!(await files.store.head(object))) return fail('notFound', 'admin.errors.notFound');
    const users = await connection.shared.repo(ArticleImagesRepo).usedBy(key);
    if (users > 0) return fail('conflict', 'admin-content.upload.inUse', undefined, { count: users });
    await files.store.delete(object);
  } catch (err) {
    if (!isObjectStoreUnavailable(err)) throw err;
    files.log.warn({ err, key }, 'removing an article picture: the object store is unavailable');
    return fail('unavailable', 'errors.unavailable');
  }
  // resized variants of an upload live under media/cache/blog/<size>/<key>.<ext>
  for (const size of ['400', '800', '1200']) {
    for (const ext of ['webp', 'jpg', 'png'])
      await fs.rm(path.join(files.dataDir, 'media', 'cache', 'blog', size, `${key}.${ext}`), { force: true });
  }
  await recordAudit(connection.shared, ctx.staff, {
    action: 'remove',
    entity: 'images',
    entityId: null,
    summary: key,
    before: { key },
  });
  return ok({ key });
}
