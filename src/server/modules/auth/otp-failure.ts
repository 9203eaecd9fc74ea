import type { OtpCheck } from '../otp/otp.service.ts';
import { fail, type Failure } from '../../platform/errors.ts';

/** A failed code check as the forms show it, on the `otp` field of the code step (FORM-10). */
export function otpFailure(check: Exclude<OtpCheck, { ok: true }>): Failure {
  if (check.reason === 'wrong')
    return fail('invalid', 'otp.wrongCode', { otp: 'otp.wrongCode' }, { count: check.attemptsLeft });
  if (check.reason === 'tooMany') return fail('invalid', 'otp.tooManyAttempts', { otp: 'otp.tooManyAttempts' });
  return fail('invalid', 'otp.expired', { otp: 'otp.expired' });
}
