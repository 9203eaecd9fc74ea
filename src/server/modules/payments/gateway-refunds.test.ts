import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { refundSignatureValid } from './azericard-protocol.ts';
import { GatewayRefunds, type GatewayTransport } from './gateway-refunds.ts';
import { testBankRefundAnswer } from './test-bank/test-bank-refund.ts';

const KEY = '00112233445566778899aabbccddeeff';
const NOW = new Date('2026-11-29T08:00:00Z');
const SALE = {
  provider: 'test',
  reference: '123456789012345678000042',
  currency: '944',
  rrn: '633812345678',
  intRef: 'ABCDEF0123456789',
};

function refunds(answer: (form: Record<string, string>) => { status: number; body: string }) {
  const sent: Record<string, string>[] = [];
  const transport: GatewayTransport = async (_url, form) => {
    const fields = Object.fromEntries(new URLSearchParams(form));
    sent.push(fields);
    return answer(fields);
  };
  const g = new GatewayRefunds({
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    secrets: { testGatewayKey: KEY },
    now: () => NOW,
  });
  g.connectTestBank(transport);
  return { g, sent };
}
const bank = (f: Record<string, string>) => ({
  status: 200,
  body: new URLSearchParams(testBankRefundAnswer(f, KEY, NOW)).toString(),
});

describe('the gateway reversal (PAY-12)', () => {
  it('sends a signed TRTYPE 24 for the sale and takes a signed approval', async () => {
    const { g, sent } = refunds(bank);
    const r = await g.refund(SALE, 12_345);
    expect(r).toMatchObject({ ok: true, answer: { rc: '00', rrn: SALE.rrn, intRef: SALE.intRef } });
    expect(sent[0]).toMatchObject({ TRTYPE: '24', AMOUNT: '123.45', ORDER: SALE.reference, TERMINAL: 'TESTBANK' });
    expect(refundSignatureValid(sent[0]!, KEY)).toBe(true);
  });

  it("says the bank's code when it refuses, and trusts no unsigned, altered or failed answer", async () => {
    expect(await refunds(bank).g.refund({ ...SALE, intRef: 'F0F0AB0123456789' }, 100)).toEqual({
      ok: false,
      failure: { kind: 'refused', rc: '12' },
    });
    const tampered = refunds((f) => {
      const a = testBankRefundAnswer(f, KEY, NOW);
      return { status: 200, body: new URLSearchParams({ ...a, AMOUNT: '999.00' }).toString() };
    });
    expect(await tampered.g.refund(SALE, 100)).toMatchObject({ ok: false, failure: { kind: 'noAnswer' } });
    const other = refunds((f) => bank({ ...f, AMOUNT: '999.00', P_SIGN: '' }));
    expect(await other.g.refund(SALE, 100)).toMatchObject({ ok: false, failure: { kind: 'noAnswer' } });
    const down = refunds(() => ({ status: 502, body: '' }));
    expect(await down.g.refund(SALE, 100)).toMatchObject({ ok: false, failure: { kind: 'noAnswer' } });
    const thrown = new GatewayRefunds({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      secrets: { testGatewayKey: KEY },
    });
    thrown.connectTestBank(async () => {
      throw new Error('connection refused');
    });
    expect(await thrown.refund(SALE, 100)).toMatchObject({ ok: false, failure: { kind: 'noAnswer' } });
  });
});
