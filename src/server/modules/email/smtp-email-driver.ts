import { randomBytes } from 'node:crypto';
import type tls from 'node:tls';
import { sendSmtp, type SmtpOptions } from './smtp-client.ts';
import type { EmailDelivery, EmailDriver, OutgoingEmail } from './email-driver.ts';

interface SmtpDriverOptions extends Omit<SmtpOptions, 'tlsOptions'> {
  /** "Volt <shop@example.az>" or "shop@example.az" */
  from: string;
  tlsOptions?: tls.ConnectionOptions;
}

/** "Volt <shop@example.az>" → { name: "Volt", address: "shop@example.az" } */
function parseFrom(from: string): { name: string | null; address: string } {
  const m = /^\s*(.*?)\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  if (m) return { name: m[1] || null, address: m[2]! };
  return { name: null, address: from.trim() };
}

/** RFC 2047 encoded word for a header text that is not plain ASCII. */
function encodeHeader(text: string): string {
  const clean = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(clean) ? clean : `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

const base64Lines = (text: string) =>
  Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8')
    .toString('base64')
    .replace(/.{1,76}/g, '$&\r\n');

/**
 * The message: plain text in UTF-8, base64 in lines of 76 (safe for any text and any line length); with `html`, a
 * multipart/alternative of the text and the HTML (a mail reader shows the last part it can).
 */
function buildMessage(m: {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  date?: Date;
  messageId?: string;
}): string {
  const from = parseFrom(m.from);
  const domain = from.address.split('@')[1] ?? 'localhost';
  const part = (type: string, text: string) => [
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(text),
  ];
  const boundary = `=_volt_${randomBytes(12).toString('hex')}`;
  const body = m.html
    ? [
        `Content-Type: multipart/alternative; boundary="${boundary}"`,
        '',
        `--${boundary}`,
        ...part('text/plain', m.text),
        `--${boundary}`,
        ...part('text/html', m.html),
        `--${boundary}--`,
        '',
      ]
    : part('text/plain', m.text);
  return [
    `From: ${from.name ? `${encodeHeader(from.name)} <${from.address}>` : from.address}`,
    `To: <${m.to}>`,
    `Subject: ${encodeHeader(m.subject)}`,
    `Date: ${(m.date ?? new Date()).toUTCString()}`,
    `Message-ID: <${m.messageId ?? randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    ...body,
  ].join('\r\n');
}

/**
 * `EMAIL_DRIVER=smtp`: each message over its own SMTP conversation with EMAIL_SMTP_HOST (STARTTLS by default, TLS
 * from the start on `EMAIL_SMTP_TLS=tls`, plain only on `none`), AUTH PLAIN when EMAIL_SMTP_USER is set.
 */
export class SmtpEmailDriver implements EmailDriver {
  readonly name = 'smtp' as const;

  constructor(private readonly opts: SmtpDriverOptions) {}

  async send(mail: OutgoingEmail): Promise<EmailDelivery> {
    if (/[\r\n<>]/.test(mail.to)) return { ok: false, error: 'bad recipient address' };
    const from = parseFrom(this.opts.from).address;
    try {
      const reply = await sendSmtp(this.opts, {
        from,
        to: mail.to,
        data: buildMessage({
          from: this.opts.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
        }),
      });
      return { ok: true, providerId: reply.slice(0, 200) };
    } catch (e) {
      return { ok: false, error: (e instanceof Error ? e.message : String(e)).slice(0, 200) };
    }
  }
}
