import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { givenPassword, mobileField, nameField, otpCode, otpToken, otpStep, publicUserSchema } from './auth.ts';
import { endpoint } from './endpoint.ts';

/**
 * Sign-in with Google and Facebook (issue 31, decision 0093): the JSON half. The browser's half is two navigations
 * the server answers with redirects, not JSON:
 *
 * - `GET /auth/{provider}/start?intent=signin|link&returnTo=/path&lang=az` → 302 to the provider (state, nonce and
 *   PKCE verifier kept in a database row, bound to this browser by a cookie);
 * - `GET /auth/{provider}/callback?code&state` → 302 to one of:
 *   - `returnTo` — the identity was already linked: signed in, cart and lists merged as at a password sign-in;
 *   - `/{lang}/cabinet/sign-in-methods?linked={provider}` — `intent=link` by a signed-in customer;
 *   - `/{lang}/login/social?ticket=…` — a verified email of an existing customer: they prove the account
 *     (password or a code to its mobile) before the link is made;
 *   - `/{lang}/signup/social?ticket=…` — nobody has it: the new customer confirms a mobile by SMS code, then the
 *     account is made (no password) and signed in;
 *   - `/{lang}/login?socialError={code}` — refused (a `SocialError`), shown on the sign-in page.
 *
 * A ticket is single use, short-lived and a database row (any instance answers the next step).
 */

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Why a social sign-in was refused; each is an i18n key `auth.social.error.{code}`. */
export const SOCIAL_ERRORS = [
  'denied', // the shopper cancelled at the provider
  'state', // a missing or mismatched state (another browser's, an old tab's, a forged one)
  'expired', // the attempt or the ticket is too old or already used
  'token', // the provider's answer failed verification (audience, nonce, signature, issuer)
  'unverifiedEmail', // the provider did not verify the email and it matches an account: no link
  'linkedElsewhere', // this provider account is linked to another customer
  'blocked', // the customer is blocked by staff
  'unavailable', // the provider did not answer
  'tooMany', // this address started more sign-ins in the last hour than the shop allows
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

const lang = z.optional(z.enum(LANGS));
const provider = z.enum(SOCIAL_PROVIDERS, { error: 'auth.social.provider' });
const ticket = z
  .string({ error: 'auth.social.error.expired' })
  .check(
    z.minLength(1, { error: 'auth.social.error.expired' }),
    z.maxLength(128, { error: 'auth.social.error.expired' }),
  );

/** GET /api/auth/social/ticket — what the link or sign-up page shows for its ticket. */
export const socialTicketRequest = z.strictObject({ ticket, lang });
export const socialTicketReply = z.object({
  provider,
  /** `link`: an account has this email (prove it); `signup`: a new customer */
  kind: z.enum(['link', 'signup']),
  email: z.nullable(z.string()),
  firstName: z.string(),
  lastName: z.string(),
  /** `link` only: the account's mobile masked (`+994 50 *** ** 67`), where its code would go */
  maskedMobile: z.nullable(z.string()),
});
export type SocialTicket = z.output<typeof socialTicketReply>;

/** POST /api/auth/social/link — prove the existing account by its password, or by a code sent to its mobile. */
export const socialLinkRequest = z.strictObject({
  ticket,
  password: z.optional(givenPassword()),
  otp: otpCode(),
  token: otpToken(),
  lang,
});
/** POST /api/auth/social/link/code — send the code to the account's mobile. */
export const socialLinkCodeRequest = z.strictObject({ ticket, lang });

/** POST /api/auth/social/signup — the names and mobile, then the same with `otp` and `token`. */
export const socialSignupRequest = z.strictObject({
  ticket,
  firstName: nameField(),
  lastName: nameField(),
  mobile: mobileField(),
  notificationConsent: z
    .boolean({ error: 'auth.notificationRequired' })
    .check(z.refine((v) => v, { error: 'auth.notificationRequired' })),
  marketingConsent: z.optional(z.boolean({ error: 'validation.invalidType' })),
  otp: otpCode(),
  token: otpToken(),
  lang,
});
export type SocialSignupRequest = z.output<typeof socialSignupRequest>;

/** GET /api/auth/social (signed in) — the cabinet's sign-in methods. */
export const socialMethodsRequest = z.strictObject({ lang });
export const socialMethodsReply = z.object({
  /** the providers this shop is configured for, in display order */
  available: z.array(provider),
  linked: z.array(z.object({ provider, email: z.nullable(z.string()), linkedAt: z.string() })),
  hasPassword: z.boolean(),
});
export type SocialMethods = z.output<typeof socialMethodsReply>;

/** POST /api/auth/social/unlink (signed in) — refused (409 `auth.social.lastMethod`) for the last way to sign in. */
export const socialUnlinkRequest = z.strictObject({ provider, lang });

const signedIn = z.object({ tick: z.literal(true), user: publicUserSchema });

export const authSocialTicket = endpoint({
  method: 'GET',
  path: '/api/auth/social/ticket',
  request: socialTicketRequest,
  reply: socialTicketReply,
});
export const authSocialLink = endpoint({
  method: 'POST',
  path: '/api/auth/social/link',
  request: socialLinkRequest,
  reply: signedIn,
});
export const authSocialLinkCode = endpoint({
  method: 'POST',
  path: '/api/auth/social/link/code',
  request: socialLinkCodeRequest,
  reply: otpStep,
});
export const authSocialSignup = endpoint({
  method: 'POST',
  path: '/api/auth/social/signup',
  request: socialSignupRequest,
  reply: z.union([otpStep, signedIn]),
});
export const authSocialMethods = endpoint({
  method: 'GET',
  path: '/api/auth/social',
  request: socialMethodsRequest,
  reply: socialMethodsReply,
});
export const authSocialUnlink = endpoint({
  method: 'POST',
  path: '/api/auth/social/unlink',
  request: socialUnlinkRequest,
  reply: socialMethodsReply,
});
