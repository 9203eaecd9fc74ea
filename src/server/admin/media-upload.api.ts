import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_AREAS } from '../../domain/admin/permissions.ts';
import { isMediaArea, MEDIA_MAX_BYTES } from '../../domain/admin/media.ts';
import { fail } from '../platform/errors.ts';
import type { I18n } from '../platform/i18n.server.ts';
import { adminRoute } from './admin-route.ts';
import { MediaUploads } from './media-upload.ts';

/**
 * Who may upload: anyone who may create or update something that has pictures (catalogue and content areas). The
 * upload itself changes no record; the record that names the key is checked by its own permission when saved.
 */
export const MEDIA_UPLOAD_PERMISSION = (['products', 'categories', 'brands', 'badges', 'banners', 'articles', 'pages', 'branches', 'popups', 'campaigns'] as const)
  .flatMap((area) => (ADMIN_AREAS[area] as readonly string[]).filter((a) => a === 'create' || a === 'update').map((a) => `${area}.${a}`))
  .join('|');

/** Reads the multipart body: the one `file` part (up to the limit) and the `area` text field. */
async function readUpload(req: FastifyRequest): Promise<{ ok: true; area: unknown; bytes: Buffer } | { ok: false; key: string }> {
  let bytes: Buffer | null = null;
  let files = 0;
  let tooLarge = false;
  let area: unknown;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        files++;
        // read every file part to its end (or the limit) so the request completes; keep the first
        const b = await part.toBuffer().catch((err: { code?: string }) => {
          if (err.code === 'FST_REQ_FILE_TOO_LARGE') return null;
          throw err;
        });
        if (b === null || part.file.truncated) tooLarge = true;
        if (files === 1 && part.fieldname === 'file') bytes = b;
      } else if (part.fieldname === 'area') area = part.value;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { ok: false, key: 'admin-ui.upload.tooLarge' };
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return { ok: false, key: 'admin-ui.upload.oneFile' };
    throw err;
  }
  if (tooLarge) return { ok: false, key: 'admin-ui.upload.tooLarge' };
  if (files > 1) return { ok: false, key: 'admin-ui.upload.oneFile' };
  if (!bytes) return { ok: false, key: 'admin-ui.upload.none' };
  return { ok: true, area, bytes };
}

/**
 * POST /api/admin/media/upload (multipart: `file`, `area` ∈ MEDIA_AREAS) → `{ key, url }` (decision 0042). Staff
 * session and permission first (401/403 before the body is read), then the file checked by content.
 */
export async function registerMediaUploadApi(api: FastifyInstance, deps: { i18n: I18n; dataDir: string }): Promise<void> {
  const uploads = new MediaUploads(deps.dataDir);
  await api.register(async (scope) => {
    // multipart only in this scope; nothing bigger than the limit is read into memory
    await scope.register((await import('@fastify/multipart')).default, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 2, fields: 3, parts: 5, fieldSize: 100, headerPairs: 50 },
    });
    const spec = { permission: MEDIA_UPLOAD_PERMISSION };
    scope.post('/media/upload', { config: spec }, (req, reply) =>
      adminRoute(deps.i18n, spec, async () => {
        if (!req.isMultipart()) return fail('unsupported', 'admin-ui.upload.multipart', { file: 'admin-ui.upload.multipart' });
        const read = await readUpload(req);
        if (!read.ok) return fail(read.key === 'admin-ui.upload.tooLarge' ? 'tooLarge' : 'invalid', read.key, { file: read.key });
        if (!isMediaArea(read.area)) return fail('invalid', 'validation.failed', { area: 'validation.invalidValue' });
        return uploads.store(read.area, read.bytes);
      })(req, reply),
    );
  });
}
