/** The one-time-code step's state and rules shared by the checkout and the account screens. */
export interface OtpStep {
  token: string;
  /** the number the code went to, as the server wrote it */
  mobile: string;
  /** Date.now() after which "Send again" is offered */
  resendAt: number;
  expiresAt: number;
}

/** Whole seconds left until `until` (never negative). */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Six digits of a one-time code from whatever was typed or pasted ("123 456", "123-456"). */
export function readOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 6);
}
