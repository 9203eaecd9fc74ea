import * as z from 'zod/mini';
import { endpoint, upload } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/**
 * Pictures in the back office (decision 0042, ADM-14; docs/admin/content.md, docs/admin/web.md): the image fields'
 * upload, the article editor's own upload, and removing a picture no article uses. The uploads are multipart
 * (`upload`): their routes read the body with the one multipart reader and declare their access themselves.
 */

/** A picture stored: its key (what a record's image field holds) and a preview URL. */
export interface StoredPicture {
  key: string;
  url: string;
}

/** POST, multipart: `file` and `area` (a media area); permission: create or update of an area with pictures. */
export const adminMediaUpload = upload({
  method: 'POST',
  path: '/api/admin/media/upload',
  multipart: ['file', 'area'],
  reply: z.custom<StoredPicture>(),
});

/**
 * POST, multipart: one picture (`file`, or `image` as Editor.js's image tool names it) for an article's editor: `a`
 * the article's id (0: one not saved yet), `b` the language of the text; permission `articles.create|articles.update`.
 * The reply adds what Editor.js's image tool reads.
 */
export const adminArticleImageUpload = upload({
  method: 'POST',
  path: '/api/admin/articles/images/upload/{a}/{b}',
  multipart: ['file'],
  reply: z.custom<StoredPicture & { success: 1; file: { url: string } }>(),
});

export const articleImageRemoveRequest = z.strictObject({
  key: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(200, { error: 'validation.tooLong' }),
    ),
});

/** POST (articles.update): deletes an uploaded picture no article or page names any more (409 while one does). */
export const adminArticleImageRemove = endpoint({
  method: 'POST',
  path: '/api/admin/articles/images/remove',
  request: articleImageRemoveRequest,
  reply: z.custom<{ key: string }>(),
});
