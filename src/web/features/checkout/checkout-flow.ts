import type { OtpStep } from '~/web/components/form/otp';
import type { CheckoutReply, GatewayForm } from '~/domain/api/checkout';
import { localePath } from '~/domain/routes';
import type { Lang } from '~/domain/i18n';
import type { ApiResult } from '~/web/lib/api-client';
import { formFieldOf, type FieldErrors } from './field-rules';

/**
 * What the page does with the checkout's answer (CHK-6). Pure, so every branch is tested.
 */

export type CheckoutOutcome =
  /** show (or keep) the code step */
  | { kind: 'otp'; otp: OtpStep }
  /** too many wrong codes or an expired code: the step is cleared and the message shown */
  | { kind: 'cancel'; message: string }
  /** a cash order is placed: empty the cart when it came from it, go to the order page */
  | { kind: 'done'; href: string; orderId: number; total: number; token: string }
  /** post the bank's form (card or installment) */
  | { kind: 'gateway'; form: GatewayForm; test: boolean; orderId: number; total: number; token: string }
  /** go to the payment page */
  | { kind: 'redirect'; url: string; orderId: number; total: number; token: string }
  /**
   * the server refused: field errors land on their fields, `message` is shown above the button when no shown field
   * carries it; `resetOtp` when the code step itself is no longer valid (its token expired or was refused)
   */
  | {
      kind: 'error';
      fieldErrors: FieldErrors;
      otherErrors: string[];
      message: string;
      resetOtp: boolean;
      aborted: boolean;
    };

export function orderHref(lang: Lang, token: string): string {
  return `${localePath(lang, '/order')}?token=${encodeURIComponent(token)}`;
}

export function outcomeOf(r: ApiResult<CheckoutReply>, lang: Lang, now: number): CheckoutOutcome {
  if (!r.ok) {
    const fieldErrors: FieldErrors = {};
    const otherErrors: string[] = [];
    let resetOtp = false;
    for (const [k, msg] of Object.entries(r.fieldErrors)) {
      if (k === 'otpToken') {
        resetOtp = true;
        otherErrors.push(msg);
        continue;
      }
      const f = formFieldOf(k);
      if (f) fieldErrors[f] ??= msg;
      else otherErrors.push(msg);
    }
    return { kind: 'error', fieldErrors, otherErrors, message: r.error, resetOtp, aborted: r.aborted };
  }
  const d = r.data;
  switch (d.next) {
    case 'otp':
      return {
        kind: 'otp',
        otp: {
          token: d.otpToken,
          mobile: d.mobile,
          resendAt: now + d.resendInSeconds * 1000,
          expiresAt: now + d.expiresInSeconds * 1000,
        },
      };
    case 'cancel':
      return { kind: 'cancel', message: d.message };
    case 'done':
      return { kind: 'done', href: orderHref(lang, d.token), orderId: d.orderId, total: d.total, token: d.token };
    case 'azericard':
      return {
        kind: 'gateway',
        form: d.azericard,
        test: d.testGateway,
        orderId: d.orderId,
        total: d.total,
        token: d.token,
      };
    case 'redirect':
      return { kind: 'redirect', url: d.paymentUrl, orderId: d.orderId, total: d.total, token: d.token };
  }
}

/** Seconds left until "Send again" (0 = now). */
