import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpSmsDriver, lsimKey } from './http-sms-driver.ts';

const LOGIN = 'volt';
const PASSWORD = 's3cret';
const SENDER = 'Volt';
const MOBILE = '994505550000';

/**
 * A double of the LSIM QuickSMS provider on a real socket: it checks the request as LSIM documents it
 * (POST /quicksms/v1/smssender, JSON body, key = md5(md5(password) + login + text + msisdn + sender)) and answers
 * in LSIM's reply shape, or misbehaves as told.
 */
type Mode = 'ok' | 'balance' | 'http500' | 'html' | 'hang';
let mode: Mode = 'ok';
const received: Record<string, unknown>[] = [];
const hanging: http.ServerResponse[] = [];
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

const provider = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
  req.on('end', () => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (
      req.method !== 'POST' ||
      req.url !== '/quicksms/v1/smssender' ||
      !/^application\/json/.test(req.headers['content-type'] ?? '')
    ) {
      return reply(404, { successMessage: null, errorMessage: 'no such operation', obj: null, errorCode: -500 });
    }
    const b = JSON.parse(raw) as Record<string, string>;
    received.push(b);
    if (mode === 'hang') return void hanging.push(res);
    if (mode === 'http500') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      return void res.end('Internal Server Error');
    }
    if (mode === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return void res.end('<html><body>Maintenance</body></html>');
    }
    if (b.key !== md5(md5(PASSWORD) + b.login + b.text + b.msisdn + b.sender)) {
      return reply(200, { successMessage: null, errorMessage: 'Invalid key', obj: -1, errorCode: -100 });
    }
    if (mode === 'balance')
      return reply(200, {
        successMessage: null,
        errorMessage: `Insufficient balance to send to ${b.msisdn}`,
        obj: -1,
        errorCode: -104,
      });
    return reply(200, { successMessage: 'Message accepted', errorMessage: null, obj: 8_801_234, errorCode: null });
  });
});

let url: string;
const driver = (over: Partial<ConstructorParameters<typeof HttpSmsDriver>[0]> = {}) =>
  new HttpSmsDriver({ url, login: LOGIN, password: PASSWORD, sender: SENDER, timeoutMs: 2_000, ...over });
const sms = (body = 'Volt: your code is 123456') => ({ id: 1, mobile: MOBILE, purpose: 'otp', body });

beforeAll(async () => {
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/quicksms/v1/smssender`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  provider.closeAllConnections();
  await new Promise((r) => provider.close(r));
});
beforeEach(() => {
  mode = 'ok';
  received.length = 0;
});

describe('HTTP SMS driver (LSIM QuickSMS)', () => {
  it('signs as LSIM documents: md5(md5(password) + login + text + msisdn + sender) — a fixed vector', () => {
    expect(lsimKey(PASSWORD, LOGIN, 'Volt: your code is 123456', MOBILE, SENDER)).toBe(
      '9ad8c4ee6b6a89effdc0232d8f6d4d60',
    );
  });

  it("sends the message and answers the provider's transaction id; the password never travels", async () => {
    expect(await driver().send(sms())).toEqual({ ok: true, providerId: '8801234' });
    expect(received).toEqual([
      {
        login: LOGIN,
        key: '9ad8c4ee6b6a89effdc0232d8f6d4d60',
        msisdn: MOBILE,
        text: 'Volt: your code is 123456',
        sender: SENDER,
        scheduled: 'NOW',
        unicode: false,
      },
    ]);
    expect(JSON.stringify(received)).not.toContain(PASSWORD);
  });

  it('asks for Unicode when the text has Azerbaijani or Russian letters', async () => {
    for (const body of ['Volt: təsdiq kodunuz 123456', 'Volt: ваш код 123456']) {
      expect((await driver().send(sms(body))).ok, body).toBe(true);
    }
    expect(received.map((r) => r.unicode)).toEqual([true, true]);
  });

  it("reports the provider's refusal with its code, the number masked", async () => {
    mode = 'balance';
    const r = await driver().send(sms());
    expect(r).toEqual({ ok: false, error: 'LSIM error -104: Insufficient balance to send to 99450***0000' });
    const wrongKey = await driver({ password: 'not-it' }).send(sms());
    expect(wrongKey).toEqual({ ok: false, error: 'LSIM error -100: Invalid key' });
  });

  it("reports an HTTP error and a reply that is not the provider's JSON", async () => {
    mode = 'http500';
    expect(await driver().send(sms())).toEqual({ ok: false, error: 'HTTP 500' });
    mode = 'html';
    expect(await driver().send(sms())).toEqual({ ok: false, error: 'the provider did not answer with JSON' });
  });

  it('gives up on a provider that does not answer within the timeout', async () => {
    mode = 'hang';
    const started = Date.now();
    const r = await driver({ timeoutMs: 300 }).send(sms());
    expect(r).toEqual({ ok: false, error: 'no answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection without the number', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const r = await driver({ url: `http://127.0.0.1:${port}/quicksms/v1/smssender` }).send(sms());
    expect(r).toEqual({ ok: false, error: 'network: ECONNREFUSED' });
  });
});
