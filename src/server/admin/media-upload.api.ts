import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMediaArea, MEDIA_MAX_BYTES } from '../../domain/admin/media.ts';
import { fail, type Failure, type FailureKind } from '../platform/errors.ts';
import { PROBLEM_KIND, readMultipart, type MultipartProblem } from '../platform/multipart.ts';
import type { I18n } from '../platform/i18n.server.ts';
import type { ObjectStore } from '../platform/object-store/object-store.ts';
import { guarded, routePath } from '../platform/route.ts';
import { adminMediaUpload } from '../../domain/api/admin-content.ts';
import { staffConfig, staffGate } from './admin-route.ts';
import { MediaUploads } from './media-upload.ts';

/** The admin-ui message of each way a multipart body can fail (platform/multipart.ts); the article pictures' upload says the same. */
export const UPLOAD_PROBLEM: Record<MultipartProblem, string> = {
  notMultipart: 'admin-ui.upload.multipart',
  malformed: 'admin-ui.upload.broken',
  noName: 'admin-ui.upload.noName',
  tooLarge: 'admin-ui.upload.tooLarge',
  tooMany: 'admin-ui.upload.oneFile',
};

/** Reads the multipart body (platform/multipart.ts): the one `file` part (up to the limit) and the `area` text field. */
async function readUpload(req: FastifyRequest): Promise<{ ok: true; area: unknown; bytes: Buffer } | Failure> {
  const read = await readMultipart(req);
  const refuse = (kind: FailureKind, key: string) => fail(kind, key, { file: key });
  if (!read.ok) return refuse(PROBLEM_KIND[read.problem], UPLOAD_PROBLEM[read.problem]);
  if (read.files.length > 1) return refuse('invalid', 'admin-ui.upload.oneFile');
  const file = read.files[0];
  if (!file || file.field !== 'file' || !file.bytes) return refuse('invalid', 'admin-ui.upload.none');
  return { ok: true, area: read.fields.get('area'), bytes: file.bytes };
}

/**
 * POST /api/admin/media/upload (multipart: `file`, `area` ∈ MEDIA_AREAS) → `{ key, url }` (decision 0042). Staff
 * session and permission first (401/403 before the body is read), then the file checked by content, then written to
 * the object store (decision 0068; 503 with the `file` field's message while it is down).
 */
export async function registerMediaUploadApi(
  api: FastifyInstance,
  deps: { i18n: I18n; store: ObjectStore },
): Promise<void> {
  const uploads = new MediaUploads(deps.store, (err) =>
    api.log.warn({ err }, 'picture upload: the object store is unavailable'),
  );
  await api.register(async (scope) => {
    // multipart only in this scope; nothing bigger than the limit is read into memory
    await scope.register((await import('@fastify/multipart')).default, {
      limits: { fileSize: MEDIA_MAX_BYTES, files: 2, fields: 3, parts: 5, fieldSize: 100, headerPairs: 50 },
    });
    // a multipart body, which the table's `upload` entry names (path and permission) but no request schema describes
    const { permission } = adminMediaUpload;
    scope.post(
      routePath(scope.prefix, adminMediaUpload.path),
      { config: staffConfig(permission) },
      guarded(deps.i18n, staffGate(permission), {}, async ({ req }) => {
        const read = await readUpload(req);
        if (!read.ok) return read;
        if (!isMediaArea(read.area)) return fail('invalid', 'validation.failed', { area: 'validation.invalidValue' });
        return uploads.store(read.area, read.bytes);
      }),
    );
  });
}
