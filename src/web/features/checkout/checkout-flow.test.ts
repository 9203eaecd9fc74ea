import { describe, expect, it } from 'vitest';
import { outcomeOf } from './checkout-flow';

const now = 1_700_000_000_000;
const fail = (status: number, error: string, fieldErrors: Record<string, string> = {}) => ({
  ok: false as const,
  status,
  error,
  fieldErrors,
  aborted: false,
});

describe('checkout reply → next step', () => {
  it('shows the code step with the token, the resend time and the number', () => {
    const r = outcomeOf(
      {
        ok: true,
        data: {
          next: 'otp',
          otpToken: 'tok-1',
          resendInSeconds: 60,
          expiresInSeconds: 300,
          mobile: '+994 50 *** ** 11',
        },
      },
      'en',
      now,
    );
    expect(r).toEqual({
      kind: 'otp',
      otp: { token: 'tok-1', mobile: '+994 50 *** ** 11', resendAt: now + 60_000, expiresAt: now + 300_000 },
    });
  });

  it("cancels the code step with the server's message", () => {
    expect(
      outcomeOf(
        { ok: true, data: { next: 'cancel', cancel: true, message: 'You added wrong OTP code many times' } },
        'en',
        now,
      ),
    ).toEqual({ kind: 'cancel', message: 'You added wrong OTP code many times' });
  });

  it('goes to the order page of a cash order, in the page language', () => {
    expect(outcomeOf({ ok: true, data: { next: 'done', token: 'a b', orderId: 12, total: 5000 } }, 'ru', now)).toEqual({
      kind: 'done',
      href: '/ru/order?token=a%20b',
      orderId: 12,
      total: 5000,
      token: 'a b',
    });
    expect(
      outcomeOf({ ok: true, data: { next: 'done', token: 'x', orderId: 12, total: 5000 } }, 'az', now),
    ).toMatchObject({ href: '/order?token=x' });
  });

  it('posts the bank form or redirects to the payment page', () => {
    const form = { url: '/test-bank/pay', fields: { AMOUNT: '50.00', ORDER: '000012' } };
    expect(
      outcomeOf(
        {
          ok: true,
          data: { next: 'azericard', token: 't', orderId: 12, total: 5000, azericard: form, testGateway: true },
        },
        'en',
        now,
      ),
    ).toEqual({ kind: 'gateway', form, test: true, orderId: 12, total: 5000, token: 't' });
    expect(
      outcomeOf(
        {
          ok: true,
          data: { next: 'redirect', token: 't', orderId: 12, total: 5000, paymentUrl: 'https://bank.az/pay/1' },
        },
        'en',
        now,
      ),
    ).toMatchObject({ kind: 'redirect', url: 'https://bank.az/pay/1' });
  });

  it('puts field errors on their fields (gift fields by their own name), a wrong code on the code field', () => {
    const r = outcomeOf(
      fail(400, 'The form has errors.', {
        mobile: 'Wrong mobile number',
        'gift.giftMobile': 'Wrong mobile number',
        otpCode: 'Wrong code. 3 attempts left',
      }),
      'en',
      now,
    );
    expect(r).toEqual({
      kind: 'error',
      fieldErrors: {
        mobile: 'Wrong mobile number',
        giftMobile: 'Wrong mobile number',
        otpCode: 'Wrong code. 3 attempts left',
      },
      otherErrors: [],
      message: 'The form has errors.',
      resetOtp: false,
      aborted: false,
    });
  });

  it('resets the code step when its token is refused, and keeps errors of fields the form does not show', () => {
    const r = outcomeOf(
      fail(400, 'The code has expired', {
        otpToken: 'The code has expired',
        'cart.0.qty': 'Product quantity not available in stock',
      }),
      'en',
      now,
    );
    expect(r).toMatchObject({
      kind: 'error',
      resetOtp: true,
      otherErrors: ['The code has expired', 'Product quantity not available in stock'],
      fieldErrors: {},
    });
  });
});
