import type { Lang } from '../../../domain/i18n.ts';
import { accountSubject, ipSubject } from '../../../domain/login-limits.ts';
import { formatPhone } from '../../../domain/phone.ts';
import type {
  SocialMethods,
  SocialProvider,
  SocialSignupRequest,
  SocialTicket,
} from '../../../domain/api/social-auth.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Failure, type Result } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { otpStep, type OtpStep } from '../auth/auth.service.ts';
import type { LoginLimiter } from '../auth/login-limiter.ts';
import { otpFailure } from '../auth/otp-failure.ts';
import type { PasswordHasher } from '../auth/password-hasher.ts';
import type { IssuedSession, SessionMeta, SessionsService } from '../auth/sessions.service.ts';
import { isUniqueViolation, UsersRepo, type UserRow } from '../auth/users.repo.ts';
import { publicUser, type PublicUser } from '../auth/user-view.ts';
import type { OtpService } from '../otp/otp.service.ts';
import { IdentitiesRepo } from './identities.repo.ts';
import { SocialTicketsRepo, type SocialTicketRow } from './social-tickets.repo.ts';
import { secretHash } from './social-hash.ts';
import { isShut } from './social-sign-in.service.ts';

interface Deps {
  connection: TransactionalConnection;
  hasher: PasswordHasher;
  sessions: Pick<SessionsService, 'start'>;
  limiter: Pick<LoginLimiter, 'begin' | 'succeeded'>;
  otp: Pick<OtpService, 'issue' | 'check' | 'consume'>;
  /** the configured providers, in display order */
  providers: () => SocialProvider[];
  log: (line: string) => void;
  now?: () => Date;
}

/** The OTP purposes of this module: a code to the account's mobile (link), a code to the new mobile (sign-up). */
const LINK_PURPOSE = 'social-link';
const SIGNUP_PURPOSE = 'social-signup';

type Ctx = { clientIp: string | null; lang: Lang; meta: SessionMeta };
type SignedIn = { tick: true; session: IssuedSession; user: PublicUser };

const expired = (): Failure => fail('invalid', 'auth.social.error.expired', { ticket: 'auth.social.error.expired' });

/** "+994 50 *** ** 67": where the code goes, without the whole number. */
const maskMobile = (m: string) => formatPhone(m).replace(/^(\+\d{3} \d{2}) \d{3} \d{2} (\d{2})$/, '$1 *** ** $2');

/**
 * Sign-in with Google and Facebook, the steps after the provider (decision 0093): what a ticket shows, proving an
 * existing account (its password under the login limits, or a code to its mobile) before the provider account is
 * linked, the new customer's sign-up confirmed by an SMS code (no password), and the cabinet's sign-in methods with
 * unlinking that never removes the last way in. Each ticket is spent in the transaction that acts on it.
 */
export class SocialAccountsService {
  private readonly now: () => Date;

  constructor(private readonly deps: Deps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get users(): UsersRepo {
    return this.deps.connection.shared.repo(UsersRepo);
  }

  /** The open ticket of `token` of the kind asked for, or undefined (unknown, used, expired). */
  private async open(token: string, kind?: 'link' | 'signup'): Promise<SocialTicketRow | undefined> {
    const t = await this.deps.connection.shared.repo(SocialTicketsRepo).byTokenHash(secretHash(token));
    if (!t || t.used_at !== null || t.expires_at <= this.now().toISOString()) return undefined;
    return kind && t.kind !== kind ? undefined : t;
  }

  async ticket(token: string): Promise<Result<SocialTicket>> {
    const t = await this.open(token);
    if (!t) return expired();
    const owner = t.kind === 'link' && t.user_id !== null ? await this.users.byId(t.user_id) : undefined;
    return ok({
      provider: t.provider as SocialProvider,
      kind: t.kind as 'link' | 'signup',
      email: t.email,
      firstName: t.first_name,
      lastName: t.last_name,
      maskedMobile: owner ? maskMobile(owner.mobile) : null,
    });
  }

  /** A code to the mobile of the account the ticket would link to. */
  async linkCode(token: string, ctx: Omit<Ctx, 'meta'>): Promise<Result<OtpStep>> {
    const t = await this.open(token, 'link');
    const owner = t?.user_id != null ? await this.users.byId(t.user_id) : undefined;
    if (!t || !owner) return expired();
    if (isShut(owner)) return fail('forbidden', 'auth.social.error.blocked');
    const issued = await this.deps.otp.issue({
      purpose: LINK_PURPOSE,
      mobile: owner.mobile,
      clientIp: ctx.clientIp,
      lang: ctx.lang,
    });
    return issued.ok ? ok(otpStep(issued.data)) : issued;
  }

  /** The account proved by its password or by the code sent to its mobile: the link is made and the browser signs in. */
  async link(
    input: { ticket: string; password?: string; otp?: string; token?: string },
    ctx: Ctx,
  ): Promise<Result<SignedIn>> {
    const t = await this.open(input.ticket, 'link');
    const owner = t?.user_id != null ? await this.users.byId(t.user_id) : undefined;
    if (!t || !owner) return expired();
    if (isShut(owner)) return fail('forbidden', 'auth.social.error.blocked');
    const byCode = input.otp !== undefined && input.token !== undefined;
    if (byCode) {
      const check = await this.deps.otp.check({
        token: input.token!,
        code: input.otp!,
        mobile: owner.mobile,
        purpose: LINK_PURPOSE,
      });
      if (!check.ok) return otpFailure(check);
    } else {
      if (input.password === undefined)
        return fail('invalid', 'validation.failed', { password: 'auth.passwordRequired' });
      const gate = await this.deps.limiter.begin(
        accountSubject(owner.id),
        ctx.clientIp ? ipSubject(ctx.clientIp) : null,
      );
      if (!gate.ok) return fail('tooMany', 'auth.login.tooMany', undefined, { minutes: gate.minutes });
      const right = owner.password_hash
        ? await this.deps.hasher.verify(input.password, owner.password_hash)
        : await this.deps.hasher.verifyDummy(input.password);
      if (!right) return fail('invalid', 'validation.failed', { password: 'auth.login.wrong' });
      await this.deps.limiter.succeeded(gate.ticket);
    }
    const at = this.now().toISOString();
    try {
      const done = await this.deps.connection.transaction(async (uow) => {
        if (!(await uow.repo(SocialTicketsRepo).use(t.id, at))) return false;
        if (byCode && !(await this.deps.otp.consume(uow, input.token!))) throw new SpentCode();
        const ids = uow.repo(IdentitiesRepo);
        await ids.link({ userId: owner.id, provider: t.provider, subject: t.subject, email: t.email, at });
        await ids.log({ userId: owner.id, provider: t.provider, action: 'link', clientIp: ctx.clientIp, at });
        return true;
      });
      if (!done) return expired();
    } catch (e) {
      if (e instanceof SpentCode) return otpFailure({ ok: false, reason: 'expired' });
      if (isUniqueViolation(e)) return fail('conflict', 'auth.social.error.linkedElsewhere');
      throw e;
    }
    this.deps.log(`[social] user ${owner.id} linked ${t.provider} from ${ctx.clientIp ?? '?'}`);
    return ok(await this.signIn(owner.id, ctx));
  }

  /**
   * Step 1: a code to the mobile (a number that has an account gets the sign-up's "account exists" text instead, and
   * the same reply). Step 2: the right code → the account is made without a password (the mobile verified, the
   * provider's verified email if any), the provider account linked, and the browser signed in.
   */
  async signup(input: SocialSignupRequest, ctx: Ctx): Promise<Result<OtpStep | SignedIn>> {
    const t = await this.open(input.ticket, 'signup');
    if (!t) return expired();
    const existing = await this.users.byMobile(input.mobile);
    if (input.otp === undefined || input.token === undefined) {
      const issued = await this.deps.otp.issue({
        purpose: SIGNUP_PURPOSE,
        mobile: input.mobile,
        clientIp: ctx.clientIp,
        lang: ctx.lang,
        ...(existing ? { smsKey: 'auth.sms.accountExists' } : {}),
      });
      return issued.ok ? ok(otpStep(issued.data)) : issued;
    }
    const check = await this.deps.otp.check({
      token: input.token,
      code: input.otp,
      mobile: input.mobile,
      purpose: SIGNUP_PURPOSE,
    });
    if (!check.ok) return otpFailure(check);
    // the code was right, so the person holds this phone: telling them it has an account reveals little
    if (existing) return fail('invalid', 'validation.failed', { mobile: 'auth.verify.mobileTaken' });
    const at = this.now().toISOString();
    let userId: number | null;
    try {
      userId = await this.deps.connection.transaction(async (uow) => {
        if (!(await uow.repo(SocialTicketsRepo).use(t.id, at))) return null;
        if (!(await this.deps.otp.consume(uow, input.token!))) throw new SpentCode();
        const id = await uow.repo(UsersRepo).insert({
          firstName: input.firstName,
          lastName: input.lastName,
          email: t.email,
          mobile: input.mobile,
          mobileVerified: true,
          passwordHash: null,
          marketingConsent: input.marketingConsent === true,
          notificationConsent: input.notificationConsent,
          lang: ctx.lang,
          at,
        });
        const ids = uow.repo(IdentitiesRepo);
        await ids.link({ userId: id, provider: t.provider, subject: t.subject, email: t.email, at });
        await ids.log({ userId: id, provider: t.provider, action: 'link', clientIp: ctx.clientIp, at });
        return id;
      });
    } catch (e) {
      if (e instanceof SpentCode) return otpFailure({ ok: false, reason: 'expired' });
      if (!isUniqueViolation(e)) throw e;
      if (await this.users.byMobile(input.mobile))
        return fail('invalid', 'validation.failed', { mobile: 'auth.verify.mobileTaken' });
      if (t.email && (await this.users.byEmail(t.email))) return fail('conflict', 'auth.signup.failed');
      return fail('conflict', 'auth.social.error.linkedElsewhere');
    }
    if (userId === null) return expired();
    this.deps.log(`[social] new user ${userId} signed up with ${t.provider} from ${ctx.clientIp ?? '?'}`);
    return ok(await this.signIn(userId, ctx));
  }

  /** The cabinet's sign-in methods. */
  async methods(viewer: Viewer): Promise<Result<SocialMethods>> {
    const user = await this.users.byId(viewer.userId);
    if (!user || user.active !== 1) return fail('unauthorized', 'errors.signInRequired');
    const linked = await this.deps.connection.shared.repo(IdentitiesRepo).ofUser(user.id);
    return ok({
      available: this.deps.providers(),
      linked: linked.map((i) => ({ provider: i.provider as SocialProvider, email: i.email, linkedAt: i.created_at })),
      hasPassword: user.password_hash !== null,
    });
  }

  /**
   * Unlinks, unless it is the last way to sign in (no password, no other provider): 409 `auth.social.lastMethod`.
   * Unlinking a provider that is not linked changes nothing and answers the methods (a repeated request).
   */
  async unlink(
    viewer: Viewer,
    provider: SocialProvider,
    clientIp: string | null,
  ): Promise<Result<{ methods: SocialMethods; user: UserRow }>> {
    const at = this.now().toISOString();
    const outcome = await this.deps.connection
      .transaction(async (uow) => {
        const ids = uow.repo(IdentitiesRepo);
        if (!(await ids.remove(viewer.userId, provider))) return 'absent' as const;
        if (!(await ids.countDownKeepingAWayIn(viewer.userId, at))) throw new LastMethod();
        await ids.log({ userId: viewer.userId, provider, action: 'unlink', clientIp, at });
        return 'done' as const;
      })
      .catch((e: unknown) => {
        if (e instanceof LastMethod) return 'last' as const;
        throw e;
      });
    if (outcome === 'last') return fail('conflict', 'auth.social.lastMethod');
    if (outcome === 'done')
      this.deps.log(`[social] user ${viewer.userId} unlinked ${provider} from ${clientIp ?? '?'}`);
    const methods = await this.methods(viewer);
    if (!methods.ok) return methods;
    return ok({ methods: methods.data, user: (await this.users.byId(viewer.userId))! });
  }

  private async signIn(userId: number, ctx: Ctx): Promise<SignedIn> {
    const user = (await this.users.byId(userId))!;
    await this.users.touchLogin(user.id, this.now().toISOString());
    const session = await this.deps.sessions.start(user, ctx.meta);
    return { tick: true, session, user: publicUser(session.viewer) };
  }
}

/** The code was spent by another request between the check and the transaction. */
class SpentCode extends Error {}
/** Unlinking would leave no way to sign in: the transaction is undone. */
class LastMethod extends Error {}
