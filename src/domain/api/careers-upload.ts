import * as z from 'zod/mini';
import { upload } from './endpoint.ts';

/*
 * The applicant's file upload (FORM-11), apart from forms.ts: the shop's pages that import the forms' schemas (the
 * cart's, the checkout's) do not carry it; only the careers page and its route do.
 */

/** What an uploaded application file answers: its stored name (sent with the application), its own name and size. */
export const uploadedFileReply = z.object({ name: z.string(), originalName: z.string(), size: z.number() });

/** One application file (multipart, a single `file` part; public; FORM-11): `{field}` is always `file`. */
export const uploadApplicationFile = upload({
  method: 'POST',
  path: '/api/careers/files/upload/{field}',
  multipart: ['file'],
  reply: uploadedFileReply,
});
