import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gatewayCallbackEndpoint } from '../../../domain/api/payments.ts';
import { isFailed } from '../../../domain/orders/status.ts';
import { localePath } from '../../../domain/routes.ts';
import type { Config } from '../../config.ts';
import { fail } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { sendPlainPage } from '../../platform/plain-page.ts';
import { isDatabaseUnavailable } from '../../platform/db-errors.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import { pageLang, sendUnavailablePage } from '../../platform/unavailable.ts';
import { acceptFormPostsOnly } from './form-body.ts';
import { RETURN_PATH } from './gateways.ts';
import type { PaymentsService } from './payments.service.ts';

type Payments = Pick<PaymentsService, 'callback' | 'provider' | 'returnTarget'>;

const asFields = (body: unknown): Record<string, string> | null =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, string>) : null;

/**
 * POST /api/payments/azericard/callback — the card gateway's answer, server to server (decision 0025). The gateway
 * posts application/x-www-form-urlencoded (nothing else is read: JSON is a 415, over 8 KB a 413); the message is
 * verified by the payments service before anything changes. Exempt from the origin check (decision 0010): it does
 * not come from the shop's pages, its signature is its authentication.
 */
export async function registerPaymentsApi(
  api: FastifyInstance,
  deps: { i18n: I18n; payments: Payments },
): Promise<void> {
  const { i18n, payments } = deps;
  await api.register(async (scope) => {
    acceptFormPostsOnly(scope);
    route(scope, i18n, gatewayCallbackEndpoint, PUBLIC, async ({ req }) => {
      const fields = asFields(req.body);
      if (!fields) return fail('invalid', 'errors.badRequest');
      const result = await payments.callback(fields, payments.provider);
      logCallback(req, fields, result);
      return result;
    });
  });
}

function logCallback(
  req: FastifyRequest,
  fields: Record<string, string>,
  result: Awaited<ReturnType<PaymentsService['callback']>>,
): void {
  const order = typeof fields.ORDER === 'string' ? fields.ORDER.slice(0, 32) : undefined;
  if (result.ok)
    req.log.info({ order, approved: result.data.approved, action: fields.ACTION, rc: fields.RC }, 'payment callback');
  else req.log.warn({ order, kind: result.kind, code: result.code, errors: result.errors }, 'payment callback refused');
}

/**
 * GET /payment/return?ref=… — BACKREF, where the bank sends the shopper back: 303 to the order page (paid, or still
 * waiting for the bank's answer) or to the order error page (declined, expired), in the order's language, both with
 * the order's token. The
 * gateway may instead post its signed answer here through the browser (POST, form-urlencoded): then it is taken
 * exactly as the callback takes it (verified the same way; an unsigned or refused one changes nothing) before the
 * redirect. An unknown reference goes to the home page.
 */
export async function registerPaymentReturn(
  app: FastifyInstance,
  deps: { i18n: I18n; config: Config; payments: Payments },
): Promise<void> {
  const { i18n, config, payments } = deps;
  await app.register(async (scope) => {
    acceptFormPostsOnly(scope);
    scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      // the shopper comes back while the database is away: "try again in a moment" (decision 0067)
      if (isDatabaseUnavailable(err)) {
        req.log.warn({ err }, 'payment return: database unavailable');
        return sendUnavailablePage(reply, pageLang(req.url), i18n, config);
      }
      const status = err.statusCode ?? 500;
      if (status >= 500) req.log.error({ err }, 'payment return failed');
      return sendPlainPage(
        reply,
        status >= 500 ? 500 : status,
        status >= 500 ? 'errors.unexpected' : 'errors.badRequest',
        i18n,
        config,
      );
    });
    const back = async (req: FastifyRequest, reply: FastifyReply, ref: string) => {
      const target = await payments.returnTarget(ref);
      reply.header('cache-control', 'no-store');
      if (!target) return reply.redirect('/', 303);
      // the error page gets the token too: it names the order and offers to repeat it (decision 0057)
      const page = isFailed(target.status) ? '/order/error' : '/order';
      const location = `${localePath(target.lang, page)}?token=${encodeURIComponent(target.token)}`;
      return reply.redirect(location, 303);
    };
    const refOf = (req: FastifyRequest) => {
      const q = req.query as { ref?: unknown };
      return typeof q.ref === 'string' ? q.ref : '';
    };
    scope.get(RETURN_PATH, async (req, reply) => back(req, reply, refOf(req)));
    scope.post(RETURN_PATH, async (req, reply) => {
      const fields = asFields(req.body);
      if (fields && typeof fields.P_SIGN === 'string')
        logCallback(req, fields, await payments.callback(fields, payments.provider));
      return back(req, reply, refOf(req) || (typeof fields?.ORDER === 'string' ? fields.ORDER : ''));
    });
  });
}
