import { createHash, randomBytes } from 'node:crypto';
import { canEnterAdmin } from '../../../domain/admin/permissions.ts';
import { isLang, DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import { ipSubject } from '../../../domain/login-limits.ts';
import { normalizeMobile } from '../../../domain/phone.ts';
import type { EmailService } from '../../modules/email/email.service.ts';
import type { SmsService } from '../../modules/sms/sms.service.ts';
import type { LoginLimiter } from '../../modules/auth/login-limiter.ts';
import type { PasswordHasher } from '../../modules/auth/password-hasher.ts';
import { SessionsRepo } from '../../modules/auth/sessions.repo.ts';
import { emailKey, UsersRepo } from '../../modules/auth/users.repo.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { recordAudit } from '../audit.ts';
import type { StaffAuthService } from '../staff-auth.service.ts';
import { StaffRepo, type StaffUserRow } from '../staff.repo.ts';
import { StaffSessionsRepo } from '../staff-sessions.repo.ts';
import type { ResetChannel } from '../../modules/auth/reset-tokens.repo.ts';
import { StaffPasswordResetsRepo } from './staff-password-resets.repo.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';

/** A link to set a back-office password works this long, once. */
const STAFF_RESET_TTL_MINUTES = 60;
/** Links per account per hour (a colleague's sends and the sign-in page's together); more are refused or, on the sign-in page, silently not sent. */
const STAFF_RESETS_PER_HOUR = 5;
/** "Forgot password?" requests per client address per sign-in window, whatever the account. */
const STAFF_FORGOT_PER_ADDRESS = 10;

/** The password's length limits live with the reset's request schema (the endpoint table). */
export { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../domain/api/admin-auth.ts';

const hashResetToken = (t: string) => createHash('sha256').update(t).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What a link was sent for: a new account's first password, or a reset (a colleague's or the owner's own). */
type LinkKind = 'invite' | 'reset';

/** The path of the page that sets the password. */
const resetPath = (token: string) => `/admin/reset?token=${token}`;

/** "owner@volt.az" → "o***r@volt.az"; "994501234567" → "+994 50 *** ** 67": where a link went, without telling all of it. */
function maskedTarget(channel: ResetChannel, user: Pick<StaffUserRow, 'email' | 'mobile'>): string {
  if (channel === 'sms')
    return `+${user.mobile.slice(0, 3)} ${user.mobile.slice(3, 5)} *** ** ${user.mobile.slice(-2)}`;
  const [name = '', domain = ''] = (user.email ?? '').split('@');
  return `${name.slice(0, 1)}***${name.length > 1 ? name.slice(-1) : ''}@${domain}`;
}

/**
 * Staff passwords are set by their owners only (decision 0060). A new account, a colleague's "Send password reset"
 * and "Forgot password?" on the sign-in page all send a link to the account's own email or mobile; the link opens
 * `/admin/reset`, where the account's owner types the new password. Tokens are 32 random bytes stored as SHA-256,
 * single-use, STAFF_RESET_TTL_MINUTES long; using one ends the account's other open links, every sign-in to the
 * back office and the shop, and its failed sign-in count; the audit trail records each link sent and each password
 * set. Messages go through the email and SMS outboxes (queued in the caller's transaction, delivered after it).
 */
export class StaffPasswordsService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      hasher: PasswordHasher;
      staffAuth: Pick<StaffAuthService, 'grantsOf'>;
      limiter: Pick<LoginLimiter, 'beginChecks' | 'limits'>;
      email: Pick<EmailService, 'enqueue' | 'deliver'>;
      sms: Pick<SmsService, 'enqueue' | 'deliver'>;
      i18n: I18n;
      siteTitle: string;
      /** the shop's address for links made outside a request (a new account's invitation) */
      defaultOrigin: string;
      now?: () => Date;
      /** a delivery that failed in the background (logged by the caller; the outbox retries it) */
      onDeliveryError?: (err: unknown) => void;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  get defaultOrigin(): string {
    return this.deps.defaultOrigin;
  }

  /** Hashes a new password (slow on purpose: call it outside a transaction). */
  hash(password: string): Promise<string> {
    return this.deps.hasher.hash(password);
  }

  /**
   * Checks one's own current password before a change of the password, email or mobile; wrong answers count like
   * failed sign-ins of that account (so a borrowed session cannot guess it at leisure).
   */
  async checkCurrent(userId: number, password: string | undefined): Promise<Result<true>> {
    const subject = `current:user:${userId}`;
    const gate = await this.deps.limiter.beginChecks(
      [{ subject, limit: this.deps.limiter.limits.perAccount }],
      subject,
    );
    if (!gate.ok) return fail('tooMany', 'admin.login.tooMany', undefined, { minutes: gate.minutes });
    const user = await this.deps.connection.shared.repo(StaffRepo).userById(userId);
    const right =
      password && user?.password_hash
        ? await this.deps.hasher.verify(password, user.password_hash)
        : await this.deps.hasher.verifyDummy(password ?? '');
    if (!right)
      return fail('invalid', 'validation.failed', {
        currentPassword: password ? 'admin-staff.currentPasswordWrong' : 'admin-staff.currentPasswordRequired',
      });
    return ok(true);
  }

  /**
   * Makes a link for `user` and queues its message through `uow` (the caller's transaction: no link is sent for a
   * write that rolls back). Returns where it went (masked) and `deliver`, to call once the transaction committed;
   * or a failure: no email or mobile to send to, or STAFF_RESETS_PER_HOUR reached.
   */
  async queueLink(
    uow: UnitOfWork,
    user: Pick<StaffUserRow, 'id' | 'first_name' | 'email' | 'mobile' | 'lang'>,
    p: { channel: ResetChannel; kind: LinkKind; createdBy: number | null; origin: string },
  ): Promise<Result<{ to: string; deliver: () => void }>> {
    if (p.channel === 'email' && !user.email)
      return fail('invalid', 'validation.failed', { channel: 'admin-staff.noEmail' });
    const resets = uow.repo(StaffPasswordResetsRepo);
    const now = this.now();
    if ((await resets.countSince(user.id, new Date(now.getTime() - 3_600_000).toISOString())) >= STAFF_RESETS_PER_HOUR)
      return fail('tooMany', 'admin-staff.resetTooMany');
    const token = randomBytes(32).toString('base64url');
    await resets.insert({
      userId: user.id,
      tokenHash: hashResetToken(token),
      channel: p.channel,
      createdBy: p.createdBy,
      at: now.toISOString(),
      expiresAt: new Date(now.getTime() + STAFF_RESET_TTL_MINUTES * 60_000).toISOString(),
    });
    const lang: Lang = isLang(user.lang) ? user.lang : DEFAULT_LANG;
    const vars = {
      site: this.deps.siteTitle,
      name: user.first_name,
      link: `${p.origin}${resetPath(token)}`,
      minutes: STAFF_RESET_TTL_MINUTES,
    };
    const t = (k: string) => this.deps.i18n.t(lang, `admin-staff.${p.kind}.${k}`, vars);
    let deliver: () => void;
    if (p.channel === 'email') {
      const id = await this.deps.email.enqueue(uow, {
        to: user.email!,
        purpose: 'password-reset',
        subject: t('subject'),
        text: t('text'),
      });
      deliver = () => void this.deps.email.deliver(id).catch((e: unknown) => this.deps.onDeliveryError?.(e));
    } else {
      const id = await this.deps.sms.enqueue(uow, { mobile: user.mobile, purpose: 'password-reset', body: t('sms') });
      deliver = () => void this.deps.sms.deliver([id]).catch((e: unknown) => this.deps.onDeliveryError?.(e));
    }
    return ok({ to: maskedTarget(p.channel, user), deliver });
  }

  /**
   * "Forgot password?" on the sign-in page: an email address gets the link by email, a mobile number by SMS — only
   * for an active account that may enter the back office. The answer is the same whether or not a link went out.
   */
  async forgot(
    input: { login: string },
    ctx: { clientIp: string | null; origin: string },
  ): Promise<Result<{ sent: true }>> {
    if (ctx.clientIp) {
      const subject = `forgot:${ipSubject(ctx.clientIp)}`;
      const gate = await this.deps.limiter.beginChecks([{ subject, limit: STAFF_FORGOT_PER_ADDRESS }], []);
      if (!gate.ok) return fail('tooMany', 'admin.login.tooMany', undefined, { minutes: gate.minutes });
    }
    const login = input.login.trim();
    const repo = this.deps.connection.shared.repo(StaffRepo);
    const mobile = login.includes('@') ? null : normalizeMobile(login);
    const user = login.includes('@')
      ? await repo.userByEmailKey(emailKey(login))
      : mobile
        ? await repo.userByMobile(mobile)
        : undefined;
    if (!user || user.active !== 1 || !canEnterAdmin(await this.deps.staffAuth.grantsOf(user)))
      return ok({ sent: true });
    const channel: ResetChannel = mobile ? 'sms' : 'email';
    let deliver: (() => void) | null = null;
    await this.deps.connection.transaction(async (uow) => {
      const queued = await this.queueLink(uow, user, { channel, kind: 'reset', createdBy: null, origin: ctx.origin });
      if (!queued.ok) return;
      deliver = queued.data.deliver;
      const self = { userId: user.id, name: `${user.first_name} ${user.last_name}`.trim(), clientIp: ctx.clientIp };
      await recordAudit(
        uow,
        self,
        {
          action: 'passwordReset',
          entity: 'staff',
          entityId: user.id,
          summary: self.name,
          after: { channel, to: queued.data.to, by: 'forgot' },
        },
        this.now(),
      );
    });
    (deliver as (() => void) | null)?.();
    return ok({ sent: true });
  }

  /** The account a link token opens, if it still works (the page shows the name; an old link gets a clear message). */
  async tokenAccount(token: string): Promise<{ name: string; login: string; lang: Lang } | null> {
    if (!TOKEN.test(token)) return null;
    const found = await this.deps.connection.shared
      .repo(StaffPasswordResetsRepo)
      .live(hashResetToken(token), this.now().toISOString());
    if (!found) return null;
    const user = await this.deps.connection.shared.repo(StaffRepo).userById(found.userId);
    return user && user.active === 1
      ? {
          name: `${user.first_name} ${user.last_name}`.trim(),
          login: user.email ?? user.mobile,
          lang: isLang(user.lang) ? user.lang : DEFAULT_LANG,
        }
      : null;
  }

  /**
   * Sets the password with a live token: uses it up, ends the account's other links, every back-office and shop
   * sign-in and its failed sign-in count, and writes the trail row — all in one transaction.
   */
  async setPassword(
    input: { token: string; password: string; repeatPassword: string },
    ctx: { clientIp: string | null },
  ): Promise<Result<{ login: string }>> {
    if (input.repeatPassword !== input.password)
      return fail('invalid', 'validation.failed', { repeatPassword: 'admin-staff.reset.mismatch' });
    const invalid = fail('invalid', 'admin-staff.reset.invalid', { token: 'admin-staff.reset.invalid' });
    if (!TOKEN.test(input.token)) return invalid;
    const at = this.now();
    const iso = at.toISOString();
    const found = await this.deps.connection.shared
      .repo(StaffPasswordResetsRepo)
      .live(hashResetToken(input.token), iso);
    if (!found) return invalid;
    const hash = await this.deps.hasher.hash(input.password);
    const login = await this.deps.connection.transaction(async (uow) => {
      const resets = uow.repo(StaffPasswordResetsRepo);
      const user = await uow.repo(StaffRepo).userById(found.userId);
      if (!user || user.active !== 1) return null;
      if (!(await resets.use(found.id, iso))) return null;
      await uow.repo(UsersRepo).setPassword(user.id, hash, iso);
      await resets.endOpen(user.id, iso);
      await resets.clearSignInFailures(user.id);
      await uow.repo(StaffSessionsRepo).revokeUser(user.id, iso);
      await uow.repo(SessionsRepo).revokeUserFamilies(user.id, 'password', iso);
      const self = { userId: user.id, name: `${user.first_name} ${user.last_name}`.trim(), clientIp: ctx.clientIp };
      // the trail shows that the password changed and how, never the password
      await recordAudit(
        uow,
        self,
        {
          action: 'password',
          entity: 'staff',
          entityId: user.id,
          summary: self.name,
          after: { password: '(set by link)' },
        },
        at,
      );
      return user.email ?? user.mobile;
    });
    return login ? ok({ login }) : invalid;
  }

  prune(): Promise<number> {
    return this.deps.connection.shared
      .repo(StaffPasswordResetsRepo)
      .prune(new Date(this.now().getTime() - 86_400_000).toISOString());
  }
}
