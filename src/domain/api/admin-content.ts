import * as z from 'zod/mini';
import { ADMIN_AREAS } from '../admin/permissions.ts';
import { download, endpoint, upload } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/**
 * Pictures in the back office (decision 0042, ADM-14; docs/admin/content.md, docs/admin/web.md): the image fields'
 * upload, the article editor's own upload, and removing a picture no article uses. The uploads are multipart
 * (`upload`): their routes read the body with the one multipart reader and check the entry's permission. Also the
 * content area's two files (`download`): the subscribers' CSV and an applicant's CV.
 */

/** A picture stored: its key (what a record's image field holds) and a preview URL. */
interface StoredPicture {
  key: string;
  url: string;
}

/**
 * Who may upload a picture for an image field: anyone who may create or update something that has pictures (catalogue
 * and content areas). The upload itself changes no record; the record that names the key is checked by its own
 * permission when saved.
 */
const MEDIA_UPLOAD_PERMISSION = (
  [
    'products',
    'categories',
    'brands',
    'badges',
    'banners',
    'articles',
    'pages',
    'branches',
    'popups',
    'campaigns',
  ] as const
)
  .flatMap((area) =>
    (ADMIN_AREAS[area] as readonly string[]).filter((a) => a === 'create' || a === 'update').map((a) => `${area}.${a}`),
  )
  .join('|');

/** POST, multipart: `file` and `area` (a media area); permission: create or update of an area with pictures. */
export const adminMediaUpload = upload({
  method: 'POST',
  path: '/api/admin/media/upload',
  multipart: ['file', 'area'],
  reply: z.custom<StoredPicture>(),
  permission: MEDIA_UPLOAD_PERMISSION,
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
  permission: 'articles.create|articles.update',
});

const articleImageRemoveRequest = z.strictObject({
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

/** GET (subscribers.read): every subscriber as CSV (UTF-8 with a BOM, formulas defused), `subscribers-<day>.csv`. */
export const adminSubscribersExport = download({
  method: 'GET',
  path: '/api/admin/subscribers/export.csv',
  file: 'text/csv',
  permission: 'subscribers.read',
});

/** GET (applications.read): the file an applicant sent (PDF, DOC or DOCX), from wherever the uploads are kept. */
export const adminApplicationFile = download({
  method: 'GET',
  path: '/api/admin/applications/file/{id}',
  file: 'the uploaded file (application/pdf, application/msword, …)',
  permission: 'applications.read',
});
