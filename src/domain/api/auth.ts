import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { passwordProblem } from '../passwords.ts';
import { normalizeMobile } from '../phone.ts';
import { EMAIL_MAX, isEmail } from '../validation.ts';
import { endpoint } from './endpoint.ts';
import {
  genderField,
  mobileField as sharedMobileField,
  nameField as sharedNameField,
  optionalEmailField,
  requiredOr,
} from './fields.ts';

/**
 * Accounts and sessions (ACC-1…ACC-6, FORM-3…FORM-5, API-8; decision 0028). One strict
 * schema per operation, shared by the server's edge and the browser. Field errors are i18n keys.
 */

const lang = z.optional(z.enum(LANGS));

export const NAME_MAX = 50;
export const nameField = () => sharedNameField(NAME_MAX);

/** A required mobile number as typed → "994…" (FORM-4 messages). */
export const mobileField = () =>
  z.pipe(
    sharedMobileField({ emptyKey: 'auth.mobileRequired', invalidTypeKey: 'validation.invalidType' }),
    z.transform((v): string => v ?? ''),
  );

/** An optional email: empty → null. */
const optionalEmail = () => z.optional(z.nullable(optionalEmailField()));

/** A new password: 8 to 128 characters (`domain/passwords.ts`). */
const newPassword = () =>
  z.string({ error: requiredOr('validation.invalidType') }).check(
    z.maxLength(1024, { error: 'auth.password.tooLong' }),
    z.superRefine((v: string, ctx) => {
      const p = passwordProblem(v);
      if (p) ctx.issues.push({ code: 'custom', message: p, input: v });
    }),
  );
/** A password typed to prove who one is (no length rule: an old account may have a shorter one). */
export const givenPassword = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'auth.passwordRequired' }), z.maxLength(1024, { error: 'auth.password.tooLong' }));
/** The repeat field: compared with the password by the service (`auth.password.mismatch`). */
const repeatField = () =>
  z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(1024, { error: 'auth.password.mismatch' }));

/** The code step (FORM-10: otp, token); dashes and spaces removed. */
export const otpCode = () =>
  z.optional(
    z.pipe(
      z.string({ error: 'validation.invalidType' }).check(z.maxLength(16, { error: 'otp.format' })),
      z.transform((v: string, ctx) => {
        const d = v.replace(/[\s-]/g, '');
        if (!/^\d{6}$/.test(d)) ctx.issues.push({ code: 'custom', message: 'otp.format', input: v });
        return d;
      }),
    ),
  );
export const otpToken = () =>
  z.optional(
    z
      .string({ error: 'validation.invalidType' })
      .check(z.minLength(1, { error: 'otp.expired' }), z.maxLength(128, { error: 'otp.expired' })),
  );

/** "mobile or email" (login, remind): `{ mobile }` or `{ email }`. */
export type LoginName = { mobile: string } | { email: string };
const usernameField = () =>
  z.pipe(
    z
      .string({ error: requiredOr('validation.invalidType') })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(EMAIL_MAX, { error: 'auth.usernameInvalid' }),
      ),
    z.transform((v: string, ctx): LoginName => {
      if (v.includes('@')) {
        if (isEmail(v)) return { email: v };
      } else {
        const m = normalizeMobile(v);
        if (m) return { mobile: m };
      }
      ctx.issues.push({ code: 'custom', message: 'auth.usernameInvalid', input: v });
      return { mobile: '' };
    }),
  );

const isRealBirthday = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) return false;
  const age = (Date.now() - d.getTime()) / (365.25 * 86_400_000);
  return age >= 0 && age <= 120;
};

/** POST /api/auth/signup — the form, then the same form with `otp` and `token`. */
export const signupRequest = z.strictObject({
  firstName: nameField(),
  lastName: nameField(),
  email: optionalEmail(),
  mobile: mobileField(),
  /** only when SIGNUP_GENDER is on (ignored otherwise) */
  gender: genderField(),
  /** Y-m-d, only when SIGNUP_BIRTHDAY is on (ignored otherwise) */
  birthday: z.optional(
    z.nullable(
      z
        .string({ error: 'validation.invalidType' })
        .check(z.maxLength(10, { error: 'auth.birthday' }), z.refine(isRealBirthday, { error: 'auth.birthday' })),
    ),
  ),
  password: newPassword(),
  password2: repeatField(),
  marketingConsent: z.optional(z.boolean({ error: 'validation.invalidType' })),
  notificationConsent: z
    .boolean({ error: 'auth.notificationRequired' })
    .check(z.refine((v) => v, { error: 'auth.notificationRequired' })),
  otp: otpCode(),
  token: otpToken(),
  lang,
});
export type SignupRequest = z.output<typeof signupRequest>;

/** POST /api/auth/login */
export const loginRequest = z.strictObject({ username: usernameField(), password: givenPassword(), lang });
export type LoginRequest = z.output<typeof loginRequest>;

/** POST /api/auth/logout, GET /api/auth */
export const langOnlyRequest = z.strictObject({ lang });

/** POST /api/auth/remind — mobile (a code, then a link) or email (a link by email). */
export const remindRequest = z.strictObject({ username: usernameField(), otp: otpCode(), token: otpToken(), lang });
export type RemindRequest = z.output<typeof remindRequest>;

/** POST /api/auth/new-password — the token of the link. */
export const newPasswordRequest = z.strictObject({
  token: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'auth.reset.invalid' }), z.maxLength(128, { error: 'auth.reset.invalid' })),
  password: newPassword(),
  repeat_password: repeatField(),
  lang,
});
export type NewPasswordRequest = z.output<typeof newPasswordRequest>;

/** POST /api/auth/change-password — `password` (the current one) is not asked when the account has none. */
export const changePasswordRequest = z.strictObject({
  password: z.optional(
    z.string({ error: 'validation.invalidType' }).check(z.maxLength(1024, { error: 'auth.password.tooLong' })),
  ),
  new_password: newPassword(),
  repeat_new_password: repeatField(),
  lang,
});
export type ChangePasswordRequest = z.output<typeof changePasswordRequest>;

/** POST /api/auth/verify-mobile — the number, then the number with `otp` and `token`. */
export const verifyMobileRequest = z.strictObject({ mobile: mobileField(), otp: otpCode(), token: otpToken(), lang });
export type VerifyMobileRequest = z.output<typeof verifyMobileRequest>;

/** POST /api/auth/otp/resend — a new code for a sign-up, remind or verify step. */
export const authOtpResendRequest = z.strictObject({
  token: z
    .string({ error: requiredOr('validation.invalidType') })
    .check(z.minLength(1, { error: 'validation.required' }), z.maxLength(128, { error: 'otp.expired' })),
  lang,
});

// replies
const s = z.string();
const n = z.number();
const b = z.boolean();
const strings = z.array(s);
export const publicUserSchema = z.object({
  id: n,
  firstName: s,
  lastName: s,
  fullName: s,
  email: z.nullable(s),
  mobile: s,
  photo: z.null(),
  isSocial: b,
  hasPassword: b,
  loyal: b,
  roles: strings,
  permissions: strings,
});
export type PublicUserData = z.output<typeof publicUserSchema>;

/** The code step: show the OTP form, keep `token`. */
export const otpStep = z.object({ otp: z.literal(true), token: s, resendInSeconds: n, expiresInSeconds: n });
const tick = z.object({ tick: z.literal(true) });

export const authMe = endpoint({
  method: 'GET',
  path: '/api/auth',
  request: langOnlyRequest,
  reply: z.object({ user: z.nullable(publicUserSchema) }),
});
export const authLogin = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  request: loginRequest,
  reply: z.object({ user: publicUserSchema }),
});
export const authLogout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  request: langOnlyRequest,
  reply: z.object({ alert: s }),
});
export const authSignup = endpoint({
  method: 'POST',
  path: '/api/auth/signup',
  request: signupRequest,
  // the account made: its first session's cookies come with it (ACC-2, sign-up ends signed in)
  reply: z.union([otpStep, z.object({ tick: z.literal(true), user: publicUserSchema })]),
});
export const authRemind = endpoint({
  method: 'POST',
  path: '/api/auth/remind',
  request: remindRequest,
  reply: z.union([otpStep, z.object({ redirect: s }), z.object({ tick: z.literal(true), alert: s })]),
});
export const authNewPassword = endpoint({
  method: 'POST',
  path: '/api/auth/new-password',
  request: newPasswordRequest,
  reply: tick,
});
export const authChangePassword = endpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  request: changePasswordRequest,
  reply: tick,
});
export const authVerifyMobile = endpoint({
  method: 'POST',
  path: '/api/auth/verify-mobile',
  request: verifyMobileRequest,
  reply: z.union([otpStep, z.object({ tick: z.literal(true), user: publicUserSchema })]),
});
export const authOtpResend = endpoint({
  method: 'POST',
  path: '/api/auth/otp/resend',
  request: authOtpResendRequest,
  reply: z.object({ resendInSeconds: n, expiresInSeconds: n }),
});
