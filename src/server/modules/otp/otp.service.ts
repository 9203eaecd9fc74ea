import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Lang } from '../../../domain/i18n.ts';
import type { Keyring } from '../../../domain/key-rotation.ts';
import {
  attemptsLeft,
  challengeState,
  formatOtpCode,
  OTP_DIGITS,
  OTP_KEEP_SECONDS,
  OTP_LIMIT_WINDOW_SECONDS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_SECONDS,
  otpExpiresAt,
  resendWaitSeconds,
  secondsUntil,
  sendLimitWaitMinutes,
} from '../../../domain/otp.ts';
import type { Config } from '../../config.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import type { DB } from '../../db/schema.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { EmailService } from '../email/email.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import { OtpRepo, type AlsoReturn, type OtpChallengeRow } from './otp.repo.ts';

export type OtpCheck =
  | { ok: true }
  | { ok: false; reason: 'wrong'; attemptsLeft: number }
  | { ok: false; reason: 'tooMany' }
  | { ok: false; reason: 'expired' };

interface OtpIssueInput {
  purpose: 'checkout' | (string & {});
  /** normalized, "994…" */
  mobile: string;
  clientIp: string | null;
  lang: Lang;
  /**
   * The i18n key of the SMS text (default `otp.smsText`; vars `site`, `code`). The accounts module sends a text
   * without the code when the number must not learn one (sign-up for a number that has an account; decision 0028);
   * the challenge behaves the same either way.
   */
  smsKey?: string;
  /**
   * Send the code by email instead (a guest's alert by email, decision 0092): `mobile` then holds the address in lower
   * case, and the send limits count per address the same way.
   */
  email?: { subjectKey: string };
}

export interface OtpIssued {
  /** the opaque token the client keeps and sends back with the code */
  token: string;
  resendInSeconds: number;
  expiresInSeconds: number;
}

interface OtpServiceDeps {
  connection: TransactionalConnection;
  sms: Pick<SmsService, 'enqueue' | 'deliver'>;
  /** the codes sent by email (`OtpIssueInput.email`) */
  email?: Pick<EmailService, 'enqueue' | 'deliver'>;
  i18n: I18n;
  /** keys the code hashes (`secrets.otpKeys`): the signing key hashes, every accepted key matches (decision 0066) */
  keys: Keyring;
  limits: Config['otp'];
  /** the shop's name at the start of the SMS ("Volt: …") */
  brand: string;
  now?: () => Date;
}

/**
 * One-time codes that confirm a mobile number before an order is placed (SEC-7, CHK-8, decision 0026).
 *
 * A challenge is one row: the client holds an opaque random token (32 bytes, base64url), the table holds only its
 * SHA-256 and an HMAC-SHA256 of the code keyed with the shop's secret — a copy of the table gives neither tokens nor
 * codes. Codes are 6 digits from `crypto.randomInt`, work 5 minutes, may be sent again after 60 s (a new code; the
 * old one stops working), die after 5 wrong tries, and confirm one order only (`consume`, inside the order's
 * transaction). Sends are limited per mobile and per client address per hour (`OTP_SENDS_PER_*`), counted in the
 * database under a lock so the limits hold across processes. No reply ever carries a code.
 */
export class OtpService {
  private readonly now: () => Date;

  constructor(private readonly deps: OtpServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Starts a challenge and sends its code by SMS. */
  async issue(input: OtpIssueInput): Promise<Result<OtpIssued>> {
    const now = this.now();
    const at = now.toISOString();
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashToken(token);
    const code = formatOtpCode(randomInt(0, 10 ** OTP_DIGITS));
    const outcome = await this.deps.connection.transaction(async (uow): Promise<Result<number>> => {
      const repo = uow.repo(OtpRepo);
      await repo.lockSends(input.mobile, input.clientIp);
      const limited = await this.limitWait(repo, input.mobile, input.clientIp, now);
      if (limited !== null) return fail('tooMany', 'otp.tooMany', undefined, { minutes: limited });
      await repo.expireOpen(input.mobile, input.purpose, at);
      await repo.insert({
        tokenHash,
        purpose: input.purpose,
        mobile: input.mobile,
        codeHash: this.hashCode(tokenHash, code),
        clientIp: input.clientIp,
        at,
        expiresAt: otpExpiresAt(now).toISOString(),
      });
      const text = this.message(input.mobile, input.lang, code, input.smsKey);
      if (input.email && this.deps.email)
        return ok(
          await this.deps.email.enqueue(uow, {
            to: input.mobile,
            purpose: 'otp',
            subject: this.deps.i18n.t(input.lang, input.email.subjectKey, { site: this.deps.brand }),
            text: text.body,
          }),
        );
      return ok(await this.deps.sms.enqueue(uow, text));
    });
    if (!outcome.ok) return outcome;
    // after the commit: the provider is never called inside a transaction; a failed send stays in the outbox for
    // the retry job, and the shopper may ask for a new code after the wait
    if (input.email && this.deps.email) await this.deps.email.deliver(outcome.data);
    else await this.deps.sms.deliver([outcome.data]);
    return ok({
      token,
      resendInSeconds: OTP_RESEND_AFTER_SECONDS,
      expiresInSeconds: secondsUntil(otpExpiresAt(now), now),
    });
  }

  /** A new code for the same challenge, after the wait; the old code stops working and the expiry restarts. */
  async resend(input: {
    token: string;
    clientIp: string | null;
    lang: Lang;
  }): Promise<Result<{ resendInSeconds: number; expiresInSeconds: number }>> {
    const now = this.now();
    const at = now.toISOString();
    const tokenHash = hashToken(input.token);
    const code = formatOtpCode(randomInt(0, 10 ** OTP_DIGITS));
    const outcome = await this.deps.connection.transaction(async (uow): Promise<Result<number>> => {
      const repo = uow.repo(OtpRepo);
      const found = await repo.byTokenHash(tokenHash);
      if (!found) return expiredFailure();
      await repo.lockSends(found.mobile, input.clientIp);
      const ch = (await repo.byTokenHash(tokenHash))!;
      const state = stateOf(ch, now);
      if (state === 'locked') return fail('invalid', 'otp.tooManyAttempts', { otpCode: 'otp.tooManyAttempts' });
      if (state === 'expired') return expiredFailure();
      const wait = resendWaitSeconds(ch.sent_at, now);
      if (wait > 0) return fail('tooMany', 'otp.wait', undefined, { seconds: wait });
      const limited = await this.limitWait(repo, ch.mobile, input.clientIp, now);
      if (limited !== null) return fail('tooMany', 'otp.tooMany', undefined, { minutes: limited });
      const replaced = await repo.replaceCode(
        ch.id,
        ch.sent_at,
        this.hashCode(tokenHash, code),
        at,
        otpExpiresAt(now).toISOString(),
        OTP_MAX_ATTEMPTS,
      );
      // another resend of the same challenge won the race: it sent a code just now
      if (!replaced) return fail('tooMany', 'otp.wait', undefined, { seconds: OTP_RESEND_AFTER_SECONDS });
      return ok(await this.deps.sms.enqueue(uow, this.message(ch.mobile, input.lang, code)));
    });
    if (!outcome.ok) return outcome;
    await this.deps.sms.deliver([outcome.data]);
    return ok({ resendInSeconds: OTP_RESEND_AFTER_SECONDS, expiresInSeconds: secondsUntil(otpExpiresAt(now), now) });
  }

  /**
   * Checks a code typed for the challenge of `token`. The right code confirms the challenge (and keeps confirming
   * it while it is open and unused: the order may have failed on stock and the shopper tries again); each wrong
   * code uses up one of five attempts, the fifth kills the challenge. An unknown token, another mobile or purpose,
   * a used or expired challenge: `expired`.
   */
  async check(input: { token: string; code: string; mobile: string; purpose: string }): Promise<OtpCheck> {
    const verified = await this.verify(input);
    if (!verified.ok) return verified;
    const repo = this.deps.connection.shared.repo(OtpRepo);
    if (await repo.markVerified(verified.challengeId, this.now().toISOString(), OTP_MAX_ATTEMPTS)) return { ok: true };
    return this.closed(repo, hashToken(input.token), this.now());
  }

  /**
   * `check` without the write for the right code: the caller spends the challenge with `consumeVerified` inside its
   * own transaction (checkout: one commit less per order). A wrong code still uses up an attempt at once. `proof`
   * names the code that matched; a code sent again meanwhile, or a challenge closed meanwhile, makes the spend fail.
   */
  async verify(input: {
    token: string;
    code: string;
    mobile: string;
    purpose: string;
  }): Promise<Exclude<OtpCheck, { ok: true }> | { ok: true; challengeId: number; proof: string }> {
    const now = this.now();
    const at = now.toISOString();
    const tokenHash = hashToken(input.token);
    const repo = this.deps.connection.shared.repo(OtpRepo);
    const ch = await repo.byTokenHash(tokenHash);
    if (!ch || ch.mobile !== input.mobile || ch.purpose !== input.purpose) return { ok: false, reason: 'expired' };
    const state = stateOf(ch, now);
    if (state === 'locked') return { ok: false, reason: 'tooMany' };
    if (state === 'expired') return { ok: false, reason: 'expired' };
    if (this.codeMatches(ch.code_hash, tokenHash, input.code))
      return { ok: true, challengeId: ch.id, proof: ch.code_hash };
    const attempts = await repo.countWrong(ch.id, at, OTP_MAX_ATTEMPTS);
    if (attempts === null) return this.closed(repo, tokenHash, now);
    return attempts >= OTP_MAX_ATTEMPTS
      ? { ok: false, reason: 'tooMany' }
      : { ok: false, reason: 'wrong', attemptsLeft: attemptsLeft(attempts) };
  }

  /**
   * Inside the caller's transaction: confirms and uses up, in one statement, a challenge `verify` found the right
   * code for (`proof`), if it is still open with that code. True once.
   */
  consumeVerified(executor: Kysely<DB> | UnitOfWork, token: string, proof: string): Promise<boolean> {
    return this.deps.connection
      .on(executor)
      .repo(OtpRepo)
      .consumeWithCode(hashToken(token), proof, this.now().toISOString(), OTP_MAX_ATTEMPTS);
  }

  /**
   * Inside the caller's transaction, with no read first: confirms and uses up the open challenge of `token` for this
   * mobile and purpose if `code` is its code (hashed with every accepted key), in one conditional update. True once.
   * False for anything else — a wrong code counts nothing here: the caller rolls back and asks `verify`, which
   * counts it and tells why (checkout's step with the code: one round trip less per order, decision 0069).
   * `alsoReturn`: expressions the same statement evaluates, in order, only when it spends the code (the checkout's
   * buyer locks on PostgreSQL: another round trip less).
   */
  consumeCode(
    executor: Kysely<DB> | UnitOfWork,
    input: { token: string; code: string; mobile: string; purpose: string },
    alsoReturn: AlsoReturn | null = null,
  ): Promise<boolean> {
    const tokenHash = hashToken(input.token);
    const hashes = [...new Set(this.deps.keys.accepted.map((key) => this.hashCode(tokenHash, input.code, key)))];
    return this.deps.connection
      .on(executor)
      .repo(OtpRepo)
      .consumeTyped(
        tokenHash,
        input.mobile,
        input.purpose,
        hashes,
        this.now().toISOString(),
        OTP_MAX_ATTEMPTS,
        alsoReturn,
      );
  }

  /**
   * Inside the caller's order transaction: uses up a confirmed, open challenge. True once; false for an unknown,
   * unconfirmed, expired, locked or already used one.
   */
  consume(executor: Kysely<DB> | UnitOfWork, token: string): Promise<boolean> {
    return this.deps.connection
      .on(executor)
      .repo(OtpRepo)
      .consume(hashToken(token), this.now().toISOString(), OTP_MAX_ATTEMPTS);
  }

  /** Deletes challenges untouched for a day (the send limits look back one hour). Returns how many. */
  prune(now: Date = this.now()): Promise<number> {
    return this.deps.connection.shared
      .repo(OtpRepo)
      .prune(new Date(now.getTime() - OTP_KEEP_SECONDS * 1000).toISOString());
  }

  /** Minutes until one more send is allowed for this mobile and address, or null when it is allowed now. */
  private async limitWait(repo: OtpRepo, mobile: string, clientIp: string | null, now: Date): Promise<number | null> {
    const since = new Date(now.getTime() - OTP_LIMIT_WINDOW_SECONDS * 1000).toISOString();
    const waits = [
      sendLimitWaitMinutes(await repo.sendRecords({ mobile }, since), this.deps.limits.sendsPerMobilePerHour, now),
    ];
    if (clientIp)
      waits.push(
        sendLimitWaitMinutes(await repo.sendRecords({ clientIp }, since), this.deps.limits.sendsPerIpPerHour, now),
      );
    const blocked = waits.filter((w): w is number => w !== null);
    return blocked.length ? Math.max(...blocked) : null;
  }

  /** Why a challenge that looked open a moment ago is not any more. */
  private async closed(repo: OtpRepo, tokenHash: string, now: Date): Promise<Exclude<OtpCheck, { ok: true }>> {
    const ch = await repo.byTokenHash(tokenHash);
    return ch && stateOf(ch, now) === 'locked' ? { ok: false, reason: 'tooMany' } : { ok: false, reason: 'expired' };
  }

  private message(mobile: string, lang: Lang, code: string, key = 'otp.smsText') {
    return { mobile, purpose: 'otp', body: this.deps.i18n.t(lang, key, { site: this.deps.brand, code }) };
  }

  private hashCode(tokenHash: string, code: string, key = this.deps.keys.signing): string {
    return createHmac('sha256', key).update(`${tokenHash}:${code}`).digest('hex');
  }

  /** Against every accepted key: a code sent before a rotation still works (decision 0066). */
  private codeMatches(stored: string, tokenHash: string, code: string): boolean {
    const b = Buffer.from(stored, 'hex');
    return this.deps.keys.accepted.some((key) => {
      const a = Buffer.from(this.hashCode(tokenHash, code, key), 'hex');
      return a.length === b.length && timingSafeEqual(a, b);
    });
  }
}

/** Only SHA-256 of the client's token is stored. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const stateOf = (ch: OtpChallengeRow, now: Date) =>
  challengeState({ expiresAt: ch.expires_at, attempts: ch.attempts, consumedAt: ch.consumed_at }, now);

const expiredFailure = () => fail('invalid', 'otp.expired', { otpCode: 'otp.expired' });
