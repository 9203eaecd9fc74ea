import net from 'node:net';
import tls from 'node:tls';

export interface SmtpOptions {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** `starttls`: plain connection upgraded with STARTTLS (required: no upgrade offered → no send); `tls`: TLS from the first byte (port 465); `none`: plain (a local relay) */
  tls: 'starttls' | 'tls' | 'none';
  /** connect, every reply, and the whole conversation share this limit */
  timeoutMs?: number;
  /** extra TLS options (a test's own certificate authority) */
  tlsOptions?: tls.ConnectionOptions;
  /** the name given in EHLO */
  clientName?: string;
}

interface SmtpEnvelope {
  from: string;
  to: string;
  /** the whole message (headers, blank line, body) with CRLF line ends */
  data: string;
}

class SmtpError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'SmtpError';
  }
}

interface Reply {
  code: number;
  lines: string[];
}

/**
 * A minimal SMTP client (RFC 5321) over node:net / node:tls: EHLO, STARTTLS, AUTH PLAIN (RFC 4954), MAIL FROM,
 * RCPT TO, DATA with dot-stuffing, QUIT. One message per connection — the shop sends a few emails an hour. Answers
 * the server's final reply to DATA ("250 … queued as …").
 */
export async function sendSmtp(opts: SmtpOptions, env: SmtpEnvelope): Promise<string> {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  const conn = new Conversation(await connect(opts, timeoutMs), timeoutMs);
  try {
    await conn.expect(220);
    const name = opts.clientName ?? 'localhost';
    let ehlo = await conn.command(`EHLO ${name}`, 250);
    if (opts.tls === 'starttls') {
      if (!ehlo.lines.some((l) => /^STARTTLS\b/i.test(l))) throw new SmtpError('the server does not offer STARTTLS');
      await conn.command('STARTTLS', 220);
      await conn.upgrade({ ...opts.tlsOptions, servername: net.isIP(opts.host) ? undefined : opts.host });
      ehlo = await conn.command(`EHLO ${name}`, 250);
    }
    if (opts.user) {
      if (!ehlo.lines.some((l) => /^AUTH\b.*\bPLAIN\b/i.test(l)))
        throw new SmtpError('the server does not offer AUTH PLAIN');
      const token = Buffer.from(`\u0000${opts.user}\u0000${opts.pass ?? ''}`, 'utf8').toString('base64');
      await conn.command(`AUTH PLAIN ${token}`, 235, 'AUTH PLAIN');
    }
    await conn.command(`MAIL FROM:<${env.from}>`, 250);
    await conn.command(`RCPT TO:<${env.to}>`, [250, 251]);
    await conn.command('DATA', 354);
    const body = env.data.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
    const done = await conn.command(`${body}${body.endsWith('\r\n') ? '' : '\r\n'}.`, 250, 'message');
    await conn.command('QUIT', 221).catch(() => undefined);
    return done.lines.join(' ');
  } finally {
    conn.close();
  }
}

function connect(opts: SmtpOptions, timeoutMs: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket =
      opts.tls === 'tls'
        ? tls.connect({
            host: opts.host,
            port: opts.port,
            servername: net.isIP(opts.host) ? undefined : opts.host,
            ...opts.tlsOptions,
          })
        : net.connect({ host: opts.host, port: opts.port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new SmtpError(`connection timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once(opts.tls === 'tls' ? 'secureConnect' : 'connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(new SmtpError(`cannot connect: ${(e as NodeJS.ErrnoException).code ?? e.message}`));
    });
  });
}

/** Reads replies line by line; a reply ends at a line "NNN text" (continuations are "NNN-text"). */
class Conversation {
  private buffer = '';
  private lines: string[] = [];
  private waiting: ((line: string | Error) => void) | undefined;
  private failure: Error | undefined;

  constructor(
    private socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  private attach(socket: net.Socket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      if (this.buffer.length > 64 * 1024) return this.fail(new SmtpError('the server sent an overlong reply'));
      let i;
      while ((i = this.buffer.indexOf('\n')) >= 0) {
        this.lines.push(this.buffer.slice(0, i).replace(/\r$/, ''));
        this.buffer = this.buffer.slice(i + 1);
      }
      this.wake();
    });
    socket.on('error', (e) =>
      this.fail(new SmtpError(`connection error: ${(e as NodeJS.ErrnoException).code ?? e.message}`)),
    );
    socket.on('close', () => this.fail(new SmtpError('the server closed the connection')));
  }

  private fail(e: Error): void {
    this.failure ??= e;
    this.wake();
  }

  private wake(): void {
    const w = this.waiting;
    if (!w) return;
    if (this.lines.length) {
      this.waiting = undefined;
      w(this.lines.shift()!);
    } else if (this.failure) {
      this.waiting = undefined;
      w(this.failure);
    }
  }

  private nextLine(): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        reject(new SmtpError(`no reply within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiting = (v) => {
        clearTimeout(timer);
        if (v instanceof Error) reject(v);
        else resolve(v);
      };
      this.wake();
    });
  }

  async read(): Promise<Reply> {
    const lines: string[] = [];
    for (;;) {
      const line = await this.nextLine();
      const m = /^(\d{3})([ -])(.*)$/.exec(line);
      if (!m) throw new SmtpError('the server sent something that is not an SMTP reply');
      lines.push(m[3]!);
      if (m[2] === ' ') return { code: Number(m[1]), lines };
      if (lines.length > 100) throw new SmtpError('the server sent an overlong reply');
    }
  }

  async expect(codes: number | number[], what?: string): Promise<Reply> {
    const reply = await this.read();
    const ok = Array.isArray(codes) ? codes.includes(reply.code) : reply.code === codes;
    if (!ok)
      throw new SmtpError(
        `${what ?? 'the server'} refused: ${reply.code} ${reply.lines.join(' ').slice(0, 200)}`,
        reply.code,
      );
    return reply;
  }

  async command(line: string, codes: number | number[], what?: string): Promise<Reply> {
    this.socket.write(`${line}\r\n`);
    // never repeat a credential or a whole message in an error: name the command by its verb
    return this.expect(codes, what ?? line.split(' ')[0]);
  }

  /** STARTTLS accepted: the same socket continues under TLS. */
  upgrade(options: tls.ConnectionOptions): Promise<void> {
    const plain = this.socket;
    plain.removeAllListeners('data');
    plain.removeAllListeners('close');
    plain.removeAllListeners('error');
    return new Promise((resolve, reject) => {
      const secure = tls.connect({ ...options, socket: plain }, () => {
        this.socket = secure;
        this.buffer = '';
        this.lines = [];
        this.attach(secure);
        resolve();
      });
      secure.once('error', (e) =>
        reject(new SmtpError(`TLS failed: ${(e as NodeJS.ErrnoException).code ?? e.message}`)),
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }
}
