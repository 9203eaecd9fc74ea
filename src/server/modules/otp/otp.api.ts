import type { FastifyInstance } from 'fastify';
import { otpResendRequest } from '../../../domain/api/checkout.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';

/** POST /api/checkout/otp/resend — a new code for the checkout's challenge (docs/api.md, decision 0026). */
export async function registerOtpApi(api: FastifyInstance, services: Services): Promise<void> {
  api.post('/checkout/otp/resend', async (req, reply) => {
    const lang = requestLang(req);
    const parsed = parseWith(otpResendRequest, req.body);
    if (!parsed.ok) return send(reply, services.i18n, lang, parsed);
    return send(
      reply,
      services.i18n,
      lang,
      await services.otp.resend({ token: parsed.data.otpToken, clientIp: req.ip ?? null, lang }),
    );
  });
}
