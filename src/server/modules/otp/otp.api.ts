import type { FastifyInstance } from 'fastify';
import { otpResend } from '../../../domain/api/checkout.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { OtpService } from './otp.service.ts';

/** POST /api/checkout/otp/resend — a new code for the checkout's challenge (docs/api.md, decision 0026). */
export function registerOtpApi(api: FastifyInstance, deps: { i18n: I18n; otp: Pick<OtpService, 'resend'> }): void {
  route(api, deps.i18n, otpResend, PUBLIC, ({ input, req, lang }) =>
    deps.otp.resend({ token: input.otpToken, clientIp: req.ip ?? null, lang }),
  );
}
