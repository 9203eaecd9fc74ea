import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SmtpEmailDriver } from './smtp-email-driver.ts';

interface Received {
  commands: string[];
  auth: string | null;
  from: string | null;
  to: string[];
  data: string | null;
}

/** A small SMTP server on a real socket (RFC 5321 replies), recording what a client sends. */
async function smtpServer(opts: { offerStartTls?: boolean; refuseRcpt?: boolean; refuseAuth?: boolean } = {}) {
  const got: Received = { commands: [], auth: null, from: null, to: [], data: null };
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    let buf = '';
    let inData = false;
    socket.write('220 test.smtp ESMTP ready\r\n');
    socket.on('data', (chunk: string) => {
      buf += chunk;
      for (;;) {
        if (inData) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          got.data = buf.slice(0, end + 2);
          buf = buf.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 Ok: queued as ABC123\r\n');
          continue;
        }
        const i = buf.indexOf('\r\n');
        if (i < 0) return;
        const line = buf.slice(0, i);
        buf = buf.slice(i + 2);
        got.commands.push(line.split(' ')[0]!.toUpperCase());
        if (/^EHLO /i.test(line))
          socket.write(
            `250-test.smtp\r\n250-SIZE 1000000\r\n${opts.offerStartTls ? '250-STARTTLS\r\n' : ''}250 AUTH PLAIN LOGIN\r\n`,
          );
        else if (/^AUTH PLAIN /i.test(line)) {
          got.auth = Buffer.from(line.slice(11), 'base64').toString('utf8');
          socket.write(
            opts.refuseAuth
              ? '535 5.7.8 Authentication credentials invalid\r\n'
              : '235 2.7.0 Authentication successful\r\n',
          );
        } else if (/^MAIL FROM:/i.test(line)) {
          got.from = line.slice(10);
          socket.write('250 2.1.0 Ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          got.to.push(line.slice(8));
          socket.write(opts.refuseRcpt ? '550 5.1.1 No such user here\r\n' : '250 2.1.5 Ok\r\n');
        } else if (/^DATA$/i.test(line)) {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (/^QUIT$/i.test(line)) {
          socket.end('221 2.0.0 Bye\r\n');
        } else socket.write('502 5.5.2 Command not recognized\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as net.AddressInfo).port;
  return { got, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

const mail = {
  id: 1,
  to: 'leyla@example.az',
  subject: 'Volt: задайте новый пароль',
  text: 'Salam, Leyla!\n.\nLink: http://localhost/new-password?token=abc\n',
};

describe('SMTP email driver against a real SMTP server', () => {
  it('authenticates, sends the envelope and a UTF-8 message the server accepts', async () => {
    const s = await smtpServer();
    closers.push(s.close);
    const driver = new SmtpEmailDriver({
      host: '127.0.0.1',
      port: s.port,
      tls: 'none',
      user: 'shop',
      pass: 's3cret pass',
      from: 'Volt Mağaza <shop@volt.az>',
      timeoutMs: 5000,
    });
    const r = await driver.send(mail);
    expect(r).toEqual({ ok: true, providerId: '2.0.0 Ok: queued as ABC123' });
    expect(s.got.commands).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
    expect(s.got.auth).toBe('\u0000shop\u0000s3cret pass');
    expect(s.got.from).toBe('<shop@volt.az>');
    expect(s.got.to).toEqual(['<leyla@example.az>']);
    const [head, body] = s.got.data!.split('\r\n\r\n');
    expect(head).toContain('To: <leyla@example.az>');
    expect(head).toContain(`From: =?UTF-8?B?${Buffer.from('Volt Mağaza').toString('base64')}?= <shop@volt.az>`);
    const subject = /^Subject: =\?UTF-8\?B\?([^?]+)\?=$/m.exec(head!)![1]!;
    expect(Buffer.from(subject, 'base64').toString('utf8')).toBe('Volt: задайте новый пароль');
    expect(head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe(mail.text.replace(/\n/g, '\r\n'));
  });

  it('sends a message with an HTML part as multipart/alternative: the text first, then the HTML, both UTF-8', async () => {
    const s = await smtpServer();
    closers.push(s.close);
    const html = '<!doctype html><html lang="az"><body><p>Sifariş № 7</p></body></html>';
    const r = await new SmtpEmailDriver({ host: '127.0.0.1', port: s.port, tls: 'none', from: 'shop@volt.az' }).send({
      ...mail,
      html,
    });
    expect(r.ok).toBe(true);
    const data = s.got.data!;
    const boundary = /^Content-Type: multipart\/alternative; boundary="([^"]+)"$/m.exec(data)![1]!;
    const parts = data.split(`--${boundary}`);
    expect(parts).toHaveLength(4);
    expect(parts[3]!.trim()).toBe('--');
    const decode = (p: string) => {
      const [head, body] = p.replace(/^\r\n/, '').split('\r\n\r\n');
      return { head: head!, text: Buffer.from(body!.replace(/\r\n/g, ''), 'base64').toString('utf8') };
    };
    const [text, rich] = [decode(parts[1]!), decode(parts[2]!)];
    expect(text.head).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(text.text).toBe(mail.text.replace(/\n/g, '\r\n'));
    expect(rich.head).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(rich.text).toBe(html);
  });

  it('reports a refused recipient as a failed delivery without the password in the error', async () => {
    const s = await smtpServer({ refuseRcpt: true });
    closers.push(s.close);
    const r = await new SmtpEmailDriver({
      host: '127.0.0.1',
      port: s.port,
      tls: 'none',
      user: 'shop',
      pass: 's3cret pass',
      from: 'shop@volt.az',
    }).send(mail);
    expect(r).toEqual({ ok: false, error: 'RCPT refused: 550 5.1.1 No such user here' });
    expect(s.got.data).toBeNull();
  });

  it('names AUTH, never the credential, when the login is refused', async () => {
    const s = await smtpServer({ refuseAuth: true });
    closers.push(s.close);
    const r = await new SmtpEmailDriver({
      host: '127.0.0.1',
      port: s.port,
      tls: 'none',
      user: 'shop',
      pass: 's3cret pass',
      from: 'shop@volt.az',
    }).send(mail);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).not.toContain('s3cret');
    expect(JSON.stringify(r)).not.toContain(Buffer.from('\u0000shop\u0000s3cret pass').toString('base64'));
    expect(r).toEqual({ ok: false, error: 'AUTH PLAIN refused: 535 5.7.8 Authentication credentials invalid' });
  });

  it('with STARTTLS required, stops before sending credentials to a server that does not offer it', async () => {
    const s = await smtpServer();
    closers.push(s.close);
    const r = await new SmtpEmailDriver({
      host: '127.0.0.1',
      port: s.port,
      tls: 'starttls',
      user: 'shop',
      pass: 's3cret pass',
      from: 'shop@volt.az',
    }).send(mail);
    expect(r).toEqual({ ok: false, error: 'the server does not offer STARTTLS' });
    expect(s.got.auth).toBeNull();
    expect(s.got.commands).toEqual(['EHLO']);
  });

  it('fails cleanly when nothing listens, and when the server never answers', async () => {
    const closed = await smtpServer();
    await closed.close();
    expect(
      await new SmtpEmailDriver({ host: '127.0.0.1', port: closed.port, tls: 'none', from: 'shop@volt.az' }).send(mail),
    ).toEqual({ ok: false, error: 'cannot connect: ECONNREFUSED' });
    const silent = net.createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    closers.push(
      () =>
        new Promise<void>((r) => {
          silent.close(() => r());
        }),
    );
    const port = (silent.address() as net.AddressInfo).port;
    const r = await new SmtpEmailDriver({
      host: '127.0.0.1',
      port,
      tls: 'none',
      from: 'shop@volt.az',
      timeoutMs: 300,
    }).send(mail);
    expect(r).toEqual({ ok: false, error: 'no reply within 300 ms' });
  });

  it('refuses a recipient with line breaks (header injection)', async () => {
    const r = await new SmtpEmailDriver({ host: '127.0.0.1', port: 1, tls: 'none', from: 'shop@volt.az' }).send({
      ...mail,
      to: 'a@b.az>\r\nRCPT TO:<x@y.az',
    });
    expect(r).toEqual({ ok: false, error: 'bad recipient address' });
  });
});
