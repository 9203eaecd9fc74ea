import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Secrets } from '../../platform/secrets.ts';
import {
  ACTION_APPROVED,
  CALLBACK_MAC_FIELDS,
  callbackSignatureValid,
  formatAmount,
  formatTimestamp,
  isFresh,
  signRefund,
  TRTYPE_REFUND,
} from './azericard-protocol.ts';
import { gatewaySettings, type Provider } from './gateways.ts';

/** Posts a form (server to server) and gives back the gateway's HTTP status and body; throws when it cannot. */
export type GatewayTransport = (url: string, form: string) => Promise<{ status: number; body: string }>;

/** The approved sale a refund goes back to: its `payments` row as the gateway's answer filled it. */
export interface RefundedSale {
  provider: string;
  reference: string;
  currency: string;
  rrn: string | null;
  intRef: string | null;
}

export interface GatewayRefundAnswer {
  rc: string | null;
  approval: string | null;
  rrn: string | null;
  intRef: string | null;
}

/**
 * A refund failure: `refused` — the gateway said no (nothing was given back; the refund is not recorded),
 * `noAnswer` — the gateway could not be reached or its answer cannot be trusted (it may or may not have given the
 * money back: the refund stays pending for staff to check with the bank).
 */
export type GatewayRefundFailure = { kind: 'refused'; rc: string | null } | { kind: 'noAnswer'; why: string };

export type GatewayRefundResult =
  { ok: true; answer: GatewayRefundAnswer } | { ok: false; failure: GatewayRefundFailure };

/**
 * Refunds through the card gateway (decision 0084): the Azericard protocol's reversal, TRTYPE 24, posted server to
 * server to the gateway's address with ORDER, RRN and INT_REF of the approved sale and the amount to give back, signed
 * with the terminal's key (REFUND_MAC_FIELDS). The gateway answers in the reply's body, form-encoded, signed like its
 * callback; the answer is trusted only when its signature, terminal, type, order, amount and timestamp are this
 * request's. The test bank (PAYMENT_GATEWAY=test) takes the same request in the shop's own process.
 */
export class GatewayRefunds {
  private testBank: GatewayTransport | null = null;
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      config: Pick<Config, 'payments' | 'siteTitle'>;
      secrets: Pick<Secrets, 'testGatewayKey'>;
      transport?: GatewayTransport;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The test bank's in-process door (app.ts, when it is mounted). */
  connectTestBank(transport: GatewayTransport): void {
    this.testBank = transport;
  }

  async refund(sale: RefundedSale, amount: number): Promise<GatewayRefundResult> {
    const provider = sale.provider === 'test' ? 'test' : sale.provider === 'azericard' ? 'azericard' : null;
    if (!provider) return this.noAnswer('unknown provider');
    const gw = gatewaySettings(provider satisfies Provider, this.deps.config, this.deps.secrets);
    const transport = provider === 'test' ? this.testBank : (this.deps.transport ?? fetchTransport);
    if (!gw.key || !transport || !sale.rrn || !sale.intRef) return this.noAnswer('gateway not configured');
    const at = this.now();
    const fields: Record<string, string> = {
      ORDER: sale.reference,
      AMOUNT: formatAmount(amount),
      CURRENCY: sale.currency,
      RRN: sale.rrn,
      INT_REF: sale.intRef,
      TRTYPE: TRTYPE_REFUND,
      TERMINAL: gw.terminal,
      TIMESTAMP: formatTimestamp(at),
      NONCE: randomBytes(16).toString('hex').toUpperCase(),
    };
    fields.P_SIGN = signRefund(fields, gw.key);
    let reply: { status: number; body: string };
    try {
      reply = await transport(gw.url(''), new URLSearchParams(fields).toString());
    } catch (e) {
      return this.noAnswer(e instanceof Error ? e.message : 'unreachable');
    }
    if (reply.status !== 200) return this.noAnswer(`HTTP ${reply.status}`);
    const answer = Object.fromEntries(new URLSearchParams(reply.body));
    if (!callbackSignatureValid(answer, gw.key)) return this.noAnswer('answer signature');
    const same = (['TERMINAL', 'TRTYPE', 'ORDER', 'AMOUNT', 'CURRENCY'] as const).every((f) => answer[f] === fields[f]);
    if (
      !same ||
      !CALLBACK_MAC_FIELDS.every((f) => typeof answer[f] === 'string') ||
      !isFresh(answer.TIMESTAMP!, this.now())
    )
      return this.noAnswer('answer does not match the request');
    const blank = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
    if (answer.ACTION !== ACTION_APPROVED) return { ok: false, failure: { kind: 'refused', rc: blank(answer.RC) } };
    return {
      ok: true,
      answer: {
        rc: blank(answer.RC),
        approval: blank(answer.APPROVAL),
        rrn: blank(answer.RRN),
        intRef: blank(answer.INT_REF),
      },
    };
  }

  private noAnswer(why: string): GatewayRefundResult {
    return { ok: false, failure: { kind: 'noAnswer', why } };
  }
}

/** The real gateway: an HTTPS form post with a 30-second limit. */
const fetchTransport: GatewayTransport = async (url, form) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.text() };
};
