import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANG } from '../../../../domain/i18n.ts';
import type { I18n } from '../../../platform/i18n.server.ts';
import type { Secrets } from '../../../platform/secrets.ts';
import {
  CURRENCY_AZN,
  isFresh,
  NONCE_PATTERN,
  ORDER_PATTERN,
  parseAmount,
  REQUEST_FIELDS,
  requestSignatureValid,
  shopLang,
  TRTYPE_REFUND,
  TRTYPE_SALE,
} from '../azericard-protocol.ts';
import { acceptFormPostsOnly } from '../form-body.ts';
import { CALLBACK_PATH, TEST_BANK_PATH, TEST_TERMINAL } from '../gateways.ts';
import { testBankAnswer } from './test-bank-answer.ts';
import { refundRequestOf, testBankRefundAnswer } from './test-bank-refund.ts';
import { renderCardPage, renderRefusedPage, TEST_BANK_PAY_PATH, type CardPage } from './test-bank-page.ts';
import { cardDigits, testCardOutcome, validCvv, validExpiry } from './test-cards.ts';

interface TestBankDeps {
  i18n: I18n;
  secrets: Pick<Secrets, 'testGatewayKey'>;
  now?: () => Date;
}

/** The shop's signed request, as the fields of the protocol (anything else in the post is not the shop's). */
function requestOf(body: unknown): Record<string, string> {
  const src = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const out: Record<string, string> = {};
  for (const f of REQUEST_FIELDS) if (typeof src[f] === 'string') out[f] = src[f];
  return out;
}

/** Why the bank cannot take this request (an i18n key), or null: the gateway's own checks of the protocol. */
function refusalOf(r: Record<string, string>, hexKey: string, now: Date): string | null {
  const required = [
    'AMOUNT',
    'CURRENCY',
    'ORDER',
    'MERCH_NAME',
    'MERCH_URL',
    'TERMINAL',
    'TRTYPE',
    'TIMESTAMP',
    'NONCE',
    'BACKREF',
    'P_SIGN',
  ] as const;
  if (required.some((f) => !r[f])) return 'test-bank.refused.invalid';
  if (r.TERMINAL !== TEST_TERMINAL || !requestSignatureValid(r, hexKey)) return 'test-bank.refused.signature';
  if (!isFresh(r.TIMESTAMP!, now)) return 'test-bank.refused.stale';
  const backref = safeUrl(r.BACKREF!);
  if (
    r.CURRENCY !== CURRENCY_AZN ||
    r.TRTYPE !== TRTYPE_SALE ||
    parseAmount(r.AMOUNT!) === null ||
    !ORDER_PATTERN.test(r.ORDER!) ||
    !NONCE_PATTERN.test(r.NONCE!) ||
    !backref
  )
    return 'test-bank.refused.invalid';
  return null;
}

function safeUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.toString() : null;
  } catch {
    return null;
  }
}

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);

/**
 * Posts the answer to the shop's callback as the gateway does: over HTTP to this very server (the test bank runs in
 * the shop's process, so its loopback address is the shop), falling back to an in-process request when the server
 * is not listening (tests using `inject`). Returns the shop's HTTP status, or 0 when it could not be reached.
 */
async function postToShop(
  server: FastifyInstance,
  fields: Record<string, string>,
  log: FastifyBaseLogger,
): Promise<number> {
  const body = new URLSearchParams(fields).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  const address = server.server.address();
  try {
    if (address && typeof address === 'object') {
      const any = address.address === '0.0.0.0' || address.address === '::';
      const host = any ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
      const res = await fetch(`http://${host}:${address.port}${CALLBACK_PATH}`, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    }
    return (await server.inject({ method: 'POST', url: CALLBACK_PATH, headers, payload: body })).statusCode;
  } catch (err) {
    log.warn({ err }, 'test bank: the shop could not be reached');
    return 0;
  }
}

/**
 * The built-in test bank (PAYMENT_GATEWAY=test, decision 0025): a double of the card gateway that speaks its
 * protocol, on the shop's own origin under /test-bank/. It takes the shop's signed form, shows a card page clearly
 * labelled as a test, and for the documented test cards posts a signed answer to the shop's callback before sending
 * the shopper back to BACKREF (or, for the "no answer" card, sends the shopper back without one).
 */
export async function registerTestBank(app: FastifyInstance, deps: TestBankDeps): Promise<void> {
  const { i18n, secrets } = deps;
  const now = deps.now ?? (() => new Date());
  await app.register(async (scope) => {
    acceptFormPostsOnly(scope);
    scope.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
      const status = err.statusCode ?? 500;
      if (status >= 500) req.log.error({ err }, 'test bank failed');
      return page(
        reply,
        status >= 500 ? 500 : status,
        renderRefusedPage(i18n, DEFAULT_LANG, 'test-bank.refused.invalid'),
      );
    });

    // the shop's form arrives: check it as the gateway would, then show the card page
    scope.post(TEST_BANK_PATH, async (req, reply) => {
      // a reversal (TRTYPE 24) comes server to server: the answer is the reply's body, form-encoded (decision 0084)
      const trtype = (req.body as Record<string, unknown> | null)?.TRTYPE;
      if (trtype === TRTYPE_REFUND) {
        const answer = testBankRefundAnswer(refundRequestOf(req.body), secrets.testGatewayKey, now());
        if (answer.ACTION !== '0') req.log.warn({ order: answer.ORDER, rc: answer.RC }, 'test bank refused a refund');
        return reply
          .status(200)
          .type('application/x-www-form-urlencoded')
          .header('cache-control', 'no-store')
          .send(new URLSearchParams(answer).toString());
      }
      const request = requestOf(req.body);
      const lang = shopLang(request.LANG);
      const refusal = refusalOf(request, secrets.testGatewayKey, now());
      if (refusal) {
        req.log.warn({ order: request.ORDER, refusal }, 'test bank refused a payment request');
        return page(
          reply,
          refusal === 'test-bank.refused.signature' ? 403 : 400,
          renderRefusedPage(i18n, lang, refusal),
        );
      }
      return page(reply, 200, renderCardPage(i18n, { lang, request }));
    });

    // the shopper pays: the request again (carried in hidden fields, so checked again) and the card
    scope.post(TEST_BANK_PAY_PATH, async (req, reply) => {
      const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, string | undefined>;
      const request = requestOf(body);
      const lang = shopLang(request.LANG);
      const at = now();
      const refusal = refusalOf(request, secrets.testGatewayKey, at);
      if (refusal)
        return page(
          reply,
          refusal === 'test-bank.refused.signature' ? 403 : 400,
          renderRefusedPage(i18n, lang, refusal),
        );

      const errors: NonNullable<CardPage['errors']> = {};
      const digits = cardDigits(body.card ?? '');
      const outcome = digits ? testCardOutcome(digits) : null;
      if (!digits) errors.card = 'test-bank.field.cardNumber';
      else if (!outcome) errors.card = 'test-bank.field.unknownCard';
      if (!validExpiry(body.expiry ?? '', at)) errors.expiry = 'test-bank.field.expiry';
      if (!validCvv(body.cvv ?? '')) errors.cvv = 'test-bank.field.cvv';
      if (!digits || !outcome || Object.keys(errors).length) {
        return page(
          reply,
          400,
          renderCardPage(i18n, { lang, request, values: { card: body.card ?? '', expiry: body.expiry ?? '' }, errors }),
        );
      }

      if (outcome !== 'noAnswer') {
        const answer = testBankAnswer(request, outcome, digits, secrets.testGatewayKey, at);
        const status = await postToShop(req.server, answer, req.log);
        if (status !== 200)
          req.log.warn({ order: request.ORDER, status }, 'test bank: the shop did not take the answer');
      }
      return reply.header('cache-control', 'no-store').redirect(request.BACKREF!, 303);
    });
  });
}
