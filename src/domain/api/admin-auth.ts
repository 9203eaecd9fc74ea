import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { adminLoginRequest, type StaffView } from './admin.ts';
import { endpoint } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/**
 * The back office's session and password operations in the endpoint table (decisions 0041, 0042, 0060, 0063): the
 * server registers them (`server/admin/admin-auth.api.ts`), the admin pages' client types its calls by them
 * (`web/admin/lib/admin-api.ts`, by name through `admin-endpoints.ts`).
 * Replies are typed, not checked: the admin client reads the envelope only.
 */

/** Bodies these routes do not read: any object. */
const ignored = z.looseObject({});

/** POST /auth/lang: the staff member's interface language. */
const adminLangRequest = z.strictObject({
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

export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 128;

/** POST /auth/forgot: "Forgot password?" on the sign-in page — a link to the account's own email or mobile (decision 0060). */
const adminForgotRequest = z.strictObject({
  /** email (the link goes by email) or mobile (by SMS) */
  login: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(254, { error: 'validation.tooLong' }),
    ),
  lang: z.optional(z.enum(LANGS)),
});

/** POST /auth/reset: the new password with the link's token (decision 0060). */
const adminResetRequest = z.strictObject({
  token: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.maxLength(100, { error: 'validation.tooLong' })),
  password: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(
      z.minLength(STAFF_PASSWORD_MIN, { error: 'admin-content.validation.passwordShort' }),
      z.maxLength(STAFF_PASSWORD_MAX, { error: 'validation.tooLong' }),
    ),
  repeatPassword: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.maxLength(STAFF_PASSWORD_MAX, { error: 'validation.tooLong' })),
  lang: z.optional(z.enum(LANGS)),
});

/** POST `/api/admin/staff/reset/{id}`: where the link goes — the account's own email or mobile */
const staffResetRequest = z.strictObject({
  channel: z.enum(['email', 'sms'], { error: requiredOr('validation.invalidValue') }),
});

export const adminForgot = endpoint({
  method: 'POST',
  path: '/api/admin/auth/forgot',
  request: adminForgotRequest,
  reply: z.custom<{ sent: true }>(),
});
export const adminReset = endpoint({
  method: 'POST',
  path: '/api/admin/auth/reset',
  request: adminResetRequest,
  reply: z.custom<{ login: string }>(),
});
/** A colleague's "Send password reset" on a staff record (permission `staff.update`). */
export const adminStaffReset = endpoint({
  method: 'POST',
  path: '/api/admin/staff/reset/{id}',
  request: staffResetRequest,
  reply: z.custom<{ sent: true; to: string }>(),
});
