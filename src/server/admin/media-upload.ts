import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_AREAS, MEDIA_MAX_SIDE, mediaPreviewUrl, type MediaArea } from '../../domain/admin/media.ts';
import { fail, ok, type Result } from '../platform/errors.ts';
import { isObjectStoreUnavailable, mediaKey, type ObjectStore } from '../platform/object-store/object-store.ts';

interface UploadedImage {
  /** the new original's key, as stored in a record's image field */
  key: string;
  /** a preview of it (the shop's resized variant) */
  url: string;
}

const STORED: Record<string, 'png' | 'jpg' | 'webp'> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'png' };
const TYPE: Record<'png' | 'jpg' | 'webp', string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** The message of an upload the object store could not take (down, too slow): a 503 on the `file` field. */
const STORAGE_DOWN = 'admin-ui.upload.storageDown';

/**
 * Back-office image uploads (decision 0042): the bytes are checked by their content with sharp (JPEG, PNG, WebP or
 * GIF; at most MEDIA_MAX_SIDE px a side), then written as a NEW original to the object store as `media/<folder>/<key>`
 * (decision 0068: `DATA_DIR/media/<folder>/<key>` on disk, or the shared bucket), where the shop's `/i/…` routes read
 * it. A store that is down or too slow is a 503 with the `file` field's message, and no key is handed out. Keys are
 * never reused, so cached variants (immutable for a year) of an older picture can never be served for a new one. A GIF is stored as a PNG of its first frame (the media keys
 * know png/jpg/webp only).
 */
export class MediaUploads {
  constructor(
    private readonly objects: ObjectStore,
    /** told when the store could not take a file (the route logs it) */
    private readonly onUnavailable?: (err: Error) => void,
  ) {}

  async store(area: MediaArea, bytes: Buffer): Promise<Result<UploadedImage>> {
    if (bytes.length === 0) return fail('invalid', 'admin-ui.upload.empty', { file: 'admin-ui.upload.empty' });
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { failOn: 'error' }).metadata();
    } catch {
      return fail('invalid', 'admin-ui.upload.notImage', { file: 'admin-ui.upload.notImage' });
    }
    const ext = meta.format ? STORED[meta.format] : undefined;
    if (!ext || !meta.width || !meta.height)
      return fail('invalid', 'admin-ui.upload.notImage', { file: 'admin-ui.upload.notImage' });
    if (meta.width > MEDIA_MAX_SIDE || meta.height > MEDIA_MAX_SIDE)
      return fail('invalid', 'admin-ui.upload.tooBig', { file: 'admin-ui.upload.tooBig' });
    let out = bytes;
    if (meta.format === 'gif') {
      try {
        out = await sharp(bytes, { failOn: 'error' }).png().toBuffer();
      } catch {
        return fail('invalid', 'admin-ui.upload.notImage', { file: 'admin-ui.upload.notImage' });
      }
    }
    // time first (a folder listing reads in upload order), then 12 random hex digits: never the same key twice
    const key = `u-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}.${ext}`;
    try {
      await this.objects.put(mediaKey(MEDIA_AREAS[area].folder, key), out, TYPE[ext]);
    } catch (err) {
      if (!isObjectStoreUnavailable(err)) throw err;
      this.onUnavailable?.(err);
      return fail('unavailable', STORAGE_DOWN, { file: STORAGE_DOWN });
    }
    return ok({ key, url: mediaPreviewUrl(area, key) });
  }
}
