import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';

/** GET /api/popups: the advertising popups running now in the page's language, each with its page's path. */
export const popupsRequest = z.strictObject({ lang: z.optional(z.enum(LANGS)) });
export const popupsReply = z.object({
  items: z.array(
    z.object({ id: z.number(), path: z.string(), title: z.string(), image: z.string(), link: z.string() }),
  ),
});
export type PopupsReply = z.output<typeof popupsReply>;
export const popupsList = endpoint({ method: 'GET', path: '/api/popups', request: popupsRequest, reply: popupsReply });
