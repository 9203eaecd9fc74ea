import * as z from 'zod/mini';
import { ALERT_KINDS } from '../alerts.ts';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';
import { idField, mobileField, optionalEmailField } from './fields.ts';

/**
 * Stock and price alerts (issue 32, PDP-16, PDP-17, CAB-7, ADM-24, decision 0092). A guest's first call sends a code (by SMS to the
 * mobile, by email to the address) and answers the code step; the call again with `otp` and `token` makes the alert.
 * A signed-in customer naming their own mobile or email needs no code.
 */

const lang = z.optional(z.enum(LANGS));

export const alertRequest = z.strictObject({
  productId: idField(),
  kind: z.enum(ALERT_KINDS, { error: 'alerts.kind' }),
  mobile: z.optional(z.nullable(mobileField())),
  email: z.optional(z.nullable(optionalEmailField())),
  lang,
  token: z.optional(z.string().check(z.maxLength(128, { error: 'otp.expired' }))),
  otp: z.optional(z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'otp.format' }))),
});
export type AlertRequest = z.output<typeof alertRequest>;

const s = z.string();
const n = z.number();

/** The code step (`otp: true`) or the alert made (`otp: false`). */
export type AlertReply =
  | { otp: true; token: string; resendInSeconds: number; expiresInSeconds: number; channel: 'sms' | 'email' }
  | { otp: false; alertId: number; message: string };
export const alertReply: z.ZodMiniType<AlertReply> = z.union([
  z.object({
    otp: z.literal(true),
    token: s,
    resendInSeconds: n,
    expiresInSeconds: n,
    channel: z.enum(['sms', 'email']),
  }),
  z.object({ otp: z.literal(false), alertId: n, message: s }),
]);

export const subscribeAlert = endpoint({
  method: 'POST',
  path: '/api/alerts',
  request: alertRequest,
  reply: alertReply,
});

/** The link's token ends the alert; no sign-in. */
export const unsubscribeAlertRequest = z.strictObject({
  token: z.string().check(z.minLength(1, { error: 'alerts.badLink' }), z.maxLength(200, { error: 'alerts.badLink' })),
  lang,
});
export const unsubscribeAlert = endpoint({
  method: 'POST',
  path: '/api/alerts/unsubscribe',
  request: unsubscribeAlertRequest,
  reply: z.object({ message: s }),
});

/** One alert in the cabinet's list. */
export interface MyAlert {
  id: number;
  productId: number;
  title: string;
  href: string;
  image: string | null;
  kind: 'stock' | 'price';
  channel: 'sms' | 'email';
  recipient: string;
  priceAt: number;
  price: number;
  status: 'active' | 'sent' | 'cancelled';
  createdAt: string;
  endedAt: string | null;
}
export const myAlertsReply: z.ZodMiniType<{ alerts: MyAlert[] }> = z.object({
  alerts: z.array(z.custom<MyAlert>((v) => typeof v === 'object' && v !== null)),
});
export const myAlerts = endpoint({
  method: 'GET',
  path: '/api/alerts/mine',
  request: z.strictObject({ lang }),
  reply: myAlertsReply,
});
export const cancelAlert = endpoint({
  method: 'POST',
  path: '/api/alerts/cancel/{id}',
  request: z.strictObject({ lang }),
  reply: myAlertsReply,
});
