import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '../../../domain/i18n.ts';
import { localePath } from '../../../domain/routes.ts';
import type { LoginName, NewPasswordRequest } from '../../../domain/api/auth.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { EmailService } from '../email/email.service.ts';
import type { OtpService } from '../otp/otp.service.ts';
import { otpFailure } from './otp-failure.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { PasswordResetsRepo } from './password-resets.repo.ts';
import type { SessionsService } from './sessions.service.ts';
import { otpStep, type OtpStep } from './auth.service.ts';
import { UsersRepo } from './users.repo.ts';

/** A reset link works 30 minutes, once. */
const RESET_TTL_MINUTES = 30;
/** Reset emails per account per hour; more are not sent (the answer stays the same). */
const RESET_EMAILS_PER_HOUR = 3;

const hashResetToken = (t: string) => createHash('sha256').update(t).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type RemindReply = OtpStep | { redirect: string } | { tick: true; alert: string };

/**
 * "Forgot password" (ACC-3, decision 0028). By mobile: a code (purpose `remind`), and with the right code a
 * single-use link token → `{ redirect: '/new-password?token=…' }`. By email: a link by email. Either way an unknown
 * account gets the same answer as a known one (an unknown mobile gets an SMS saying there is no account, with no
 * code). Tokens are 32 random bytes, stored as SHA-256, 30 minutes, single use; a new password revokes every login.
 */
export class PasswordResetService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      hasher: PasswordHasher;
      sessions: SessionsService;
      otp: Pick<OtpService, 'issue' | 'check' | 'consume'>;
      email: Pick<EmailService, 'enqueue' | 'deliver'>;
      i18n: I18n;
      siteTitle: string;
      now?: () => Date;
      /** a delivery that failed in the background (logged by the caller) */
      onDeliveryError?: (err: unknown) => void;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  async remind(
    input: { username: LoginName; otp?: string; token?: string },
    ctx: { clientIp: string | null; lang: Lang; origin: string },
  ): Promise<Result<RemindReply>> {
    const users = this.deps.connection.shared.repo(UsersRepo);
    if ('email' in input.username) {
      const user = await users.byEmail(input.username.email);
      if (user && user.active === 1 && user.email) {
        const since = new Date(this.now().getTime() - 3_600_000).toISOString();
        if (
          (await this.deps.connection.shared.repo(PasswordResetsRepo).countSince(user.id, since, 'email')) <
          RESET_EMAILS_PER_HOUR
        ) {
          const token = await this.newToken(user.id, 'email');
          const link = `${ctx.origin}${localePath(ctx.lang, '/new-password')}?token=${token}`;
          const t = (k: string) =>
            this.deps.i18n.t(ctx.lang, k, {
              site: this.deps.siteTitle,
              name: user.first_name,
              link,
              minutes: RESET_TTL_MINUTES,
            });
          const id = await this.deps.email.enqueue(this.deps.connection.shared, {
            to: user.email,
            purpose: 'password-reset',
            subject: t('auth.email.resetSubject'),
            text: t('auth.email.resetText'),
          });
          // delivered after the answer, so a slow mail server neither delays it nor tells that the account exists
          void this.deps.email.deliver(id).catch((e: unknown) => this.deps.onDeliveryError?.(e));
        }
      }
      return ok({
        tick: true,
        alert: this.deps.i18n.t(ctx.lang, 'auth.remind.emailSent', { minutes: RESET_TTL_MINUTES }),
      });
    }
    const mobile = input.username.mobile;
    if (input.otp === undefined || input.token === undefined) {
      const user = await users.byMobile(mobile);
      const known = user !== undefined && user.active === 1;
      const issued = await this.deps.otp.issue({
        purpose: 'remind',
        mobile,
        clientIp: ctx.clientIp,
        lang: ctx.lang,
        ...(known ? {} : { smsKey: 'auth.sms.noAccount' }),
      });
      return issued.ok ? ok(otpStep(issued.data)) : issued;
    }
    const check = await this.deps.otp.check({ token: input.token, code: input.otp, mobile, purpose: 'remind' });
    if (!check.ok) return otpFailure(check);
    const user = await users.byMobile(mobile);
    if (!user || user.active !== 1) return otpFailure({ ok: false, reason: 'expired' });
    const token = await this.deps.connection.transaction(async (uow) => {
      if (!(await this.deps.otp.consume(uow, input.token!))) return null;
      return this.newToken(user.id, 'sms', uow.repo(PasswordResetsRepo));
    });
    if (!token) return otpFailure({ ok: false, reason: 'expired' });
    return ok({ redirect: `${localePath(ctx.lang, '/new-password')}?token=${token}` });
  }

  /** Whether a link token still works (the page redirects to / when not). */
  async tokenValid(token: string): Promise<boolean> {
    if (!TOKEN.test(token)) return false;
    return (
      (await this.deps.connection.shared
        .repo(PasswordResetsRepo)
        .live(hashResetToken(token), this.now().toISOString())) !== undefined
    );
  }

  /** Sets the new password with a live token, uses it up, ends the other open tokens and every login. */
  async newPassword(input: NewPasswordRequest): Promise<Result<{ tick: true }>> {
    if (input.repeat_password !== input.password)
      return fail('invalid', 'validation.failed', { repeat_password: 'auth.password.mismatch' });
    const invalid = fail('invalid', 'auth.reset.invalid', { token: 'auth.reset.invalid' });
    if (!TOKEN.test(input.token)) return invalid;
    const at = this.now().toISOString();
    const found = await this.deps.connection.shared.repo(PasswordResetsRepo).live(hashResetToken(input.token), at);
    if (!found) return invalid;
    const hash = await this.deps.hasher.hash(input.password);
    const done = await this.deps.connection.transaction(async (uow) => {
      const resets = uow.repo(PasswordResetsRepo);
      if (!(await resets.use(found.id, at))) return false;
      await uow.repo(UsersRepo).setPassword(found.userId, hash, at);
      await resets.endOpen(found.userId, at);
      await this.deps.sessions.revokeOthers(found.userId, undefined, 'password', uow);
      return true;
    });
    return done ? ok({ tick: true }) : invalid;
  }

  prune(now: Date = this.now()): Promise<number> {
    return this.deps.connection.shared
      .repo(PasswordResetsRepo)
      .prune(new Date(now.getTime() - 86_400_000).toISOString());
  }

  private async newToken(
    userId: number,
    channel: 'email' | 'sms',
    repo = this.deps.connection.shared.repo(PasswordResetsRepo),
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.now();
    await repo.insert({
      userId,
      tokenHash: hashResetToken(token),
      channel,
      at: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000).toISOString(),
    });
    return token;
  }
}
