import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { adminLoginRequest, type StaffView } from './admin.ts';
import { endpoint } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/**
 * The back office's session operations in the endpoint table (decisions 0041, 0042, 0063): the server registers them
 * (`server/admin/admin-auth.api.ts`), the admin pages' client types its calls by them (`web/admin/lib/admin-api.ts`).
 * Replies are typed, not checked: the admin client reads the envelope only.
 */

/** Bodies these routes do not read: any object. */
const ignored = z.looseObject({});

/** POST /auth/lang: the staff member's interface language. */
export const adminLangRequest = z.strictObject({
  lang: z.enum(LANGS, { error: requiredOr('validation.invalidValue') }),
});

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/admin/auth/login',
  request: adminLoginRequest,
  reply: z.custom<StaffView>(),
});
export const adminLogout = endpoint({
  method: 'POST',
  path: '/api/admin/auth/logout',
  request: ignored,
  reply: z.custom<{ signedOut: true }>(),
});
export const adminMe = endpoint({
  method: 'GET',
  path: '/api/admin/auth/me',
  request: ignored,
  reply: z.custom<StaffView>(),
});
export const adminLang = endpoint({
  method: 'POST',
  path: '/api/admin/auth/lang',
  request: adminLangRequest,
  reply: z.custom<{ lang: StaffView['lang'] }>(),
});
export const adminKeepAlive = endpoint({
  method: 'POST',
  path: '/api/admin/auth/keep-alive',
  request: ignored,
  reply: z.custom<{ expiresAt: string }>(),
});

/** The back office's operations of the table, for the typed client. */
export type AdminEndpoint =
  typeof adminLogin | typeof adminLogout | typeof adminMe | typeof adminLang | typeof adminKeepAlive;
