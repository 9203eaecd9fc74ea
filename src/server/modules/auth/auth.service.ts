import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '../../../domain/i18n.ts';
import { accountSubject, ipSubject, nameSubject } from '../../../domain/login-limits.ts';
import type { ChangePasswordRequest, LoginName, SignupRequest, VerifyMobileRequest } from '../../../domain/api/auth.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { OtpIssued, OtpService } from '../otp/otp.service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { otpFailure } from './otp-failure.ts';
import type { PasswordHasher } from './password-hasher.ts';
import { PasswordResetsRepo } from './password-resets.repo.ts';
import type { AccessToken, IssuedSession, SessionMeta, SessionsService } from './sessions.service.ts';
import { emailKey, isUniqueViolation, UsersRepo, type UserRow } from './users.repo.ts';
import { publicUser, viewerFromRow, type PublicUser } from './user-view.ts';

/** The code step's reply (FORM-7: "an otp flag with a token"). */
export interface OtpStep {
  otp: true;
  token: string;
  resendInSeconds: number;
  expiresInSeconds: number;
}

export const otpStep = (i: OtpIssued): OtpStep => ({
  otp: true,
  token: i.token,
  resendInSeconds: i.resendInSeconds,
  expiresInSeconds: i.expiresInSeconds,
});

/**
 * Called after every successful login, at the API edge (the one place that has the request and the reply): the
 * lead wires the guest lists' merge into the account here (read the guest cookies, merge, clear them).
 */
export type OnLogin = (userId: number, req: FastifyRequest, reply: FastifyReply) => Promise<void>;

interface AccountsDeps {
  connection: TransactionalConnection;
  hasher: PasswordHasher;
  sessions: SessionsService;
  limiter: LoginLimiter;
  otp: Pick<OtpService, 'issue' | 'check' | 'consume'>;
  signupFields: { gender: boolean; birthday: boolean; marketing: boolean };
  onLogin?: OnLogin;
  now?: () => Date;
}

/**
 * Customer accounts (ACC-1…ACC-7, decision 0028): sign-up confirmed by an SMS code, password login under limits,
 * change of password, verification of a mobile. Never tells whether an account exists: an unknown login name and a
 * wrong password get the same answer after the same work; a sign-up for a number that has an account gets the same
 * code step (the SMS tells the owner instead). Takes typed input, returns Results; the edge sets the cookies.
 */
export class AuthService {
  readonly onLogin: OnLogin | undefined;
  private readonly now: () => Date;

  constructor(private readonly deps: AccountsDeps) {
    this.onLogin = deps.onLogin;
    this.now = deps.now ?? (() => new Date());
  }

  private get users(): UsersRepo {
    return this.deps.connection.shared.repo(UsersRepo);
  }

  findByLogin(name: LoginName): Promise<UserRow | undefined> {
    return 'email' in name ? this.users.byEmail(name.email) : this.users.byMobile(name.mobile);
  }

  /** The user of a signed-in viewer, fresh from the database (null when the account is gone or disabled). */
  async current(viewer: Viewer): Promise<PublicUser | null> {
    const u = await this.users.byId(viewer.userId);
    return u && u.active === 1 ? publicUser(viewerFromRow(u, viewer.sessionId)) : null;
  }

  async login(input: {
    username: LoginName;
    password: string;
    clientIp: string | null;
    meta: SessionMeta;
  }): Promise<Result<{ session: IssuedSession; user: PublicUser }>> {
    const user = await this.findByLogin(input.username);
    const subject = user
      ? accountSubject(user.id)
      : nameSubject('email' in input.username ? `e:${emailKey(input.username.email)}` : `m:${input.username.mobile}`);
    const gate = await this.deps.limiter.begin(subject, input.clientIp ? ipSubject(input.clientIp) : null);
    if (!gate.ok) return fail('tooMany', 'auth.login.tooMany', undefined, { minutes: gate.minutes });
    // a blocked account (ADM-25, decision 0082) is inactive; it is told so only with its right password
    const blocked = !!user?.blocked_at;
    const right =
      user?.password_hash && (user.active === 1 || blocked)
        ? await this.deps.hasher.verify(input.password, user.password_hash)
        : await this.deps.hasher.verifyDummy(input.password);
    if (!right || !user) return fail('unauthorized', 'auth.login.wrong');
    if (blocked) return fail('forbidden', 'auth.login.blocked');
    await this.deps.limiter.succeeded(gate.ticket);
    const at = this.now().toISOString();
    const users = this.users;
    // a hash made with weaker settings is replaced while the password is at hand
    if (this.deps.hasher.needsRehash(user.password_hash!))
      await users.setPassword(user.id, await this.deps.hasher.hash(input.password), at);
    await users.touchLogin(user.id, at);
    const session = await this.deps.sessions.start(user, input.meta);
    return ok({ session, user: publicUser(session.viewer) });
  }

  /**
   * Step 1 (no `otp`): a code to the mobile (purpose `signup`). A number that already has an account gets an SMS
   * saying so instead of a code, and the same reply. Step 2 (`otp`, `token`): the code is checked for this mobile,
   * then the account is made with a verified mobile in the transaction that uses the code up, and its first session
   * starts (ACC-2: sign-up ends signed in; the edge sets the cookies and merges the guest's lists as a login does).
   */
  async signup(
    input: SignupRequest,
    ctx: { clientIp: string | null; lang: Lang; meta?: SessionMeta },
  ): Promise<Result<OtpStep | { tick: true; session: IssuedSession; user: PublicUser }>> {
    if (input.password2 !== input.password)
      return fail('invalid', 'validation.failed', { password2: 'auth.password.mismatch' });
    const existing = await this.users.byMobile(input.mobile);
    if (input.otp === undefined || input.token === undefined) {
      const issued = await this.deps.otp.issue({
        purpose: 'signup',
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
      purpose: 'signup',
    });
    if (!check.ok) return otpFailure(check);
    if (existing) return fail('conflict', 'auth.signup.failed');
    const passwordHash = await this.deps.hasher.hash(input.password);
    const fields = this.deps.signupFields;
    const at = this.now().toISOString();
    let userId: number;
    try {
      const made = await this.deps.connection.transaction(async (uow) => {
        if (!(await this.deps.otp.consume(uow, input.token!))) return null;
        return uow.repo(UsersRepo).insert({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email ?? null,
          mobile: input.mobile,
          mobileVerified: true,
          passwordHash,
          gender: fields.gender ? (input.gender ?? null) : null,
          birthday: fields.birthday ? (input.birthday ?? null) : null,
          marketingConsent: fields.marketing && input.marketingConsent === true,
          notificationConsent: input.notificationConsent,
          lang: ctx.lang,
          at,
        });
      });
      if (made === null) return otpFailure({ ok: false, reason: 'expired' });
      userId = made;
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
      // the code was right, so the person holds this phone: telling them the email is taken reveals little
      if (input.email && (await this.users.byEmail(input.email)))
        return fail('invalid', 'validation.failed', { email: 'auth.signup.emailTaken' });
      return fail('conflict', 'auth.signup.failed');
    }
    // sign-up ends signed in (ACC-2): the account's first login, as a sign-in would start it
    const user = (await this.users.byId(userId))!;
    await this.users.touchLogin(user.id, at);
    const session = await this.deps.sessions.start(user, ctx.meta ?? { userAgent: null, clientIp: ctx.clientIp });
    return ok({ tick: true, session, user: publicUser(session.viewer) });
  }

  /**
   * A signed-in customer changes the password: the current one is checked (under the login limits) unless the
   * account has none; every other login of the account is revoked; the caller's access token is renewed.
   */
  async changePassword(
    viewer: Viewer,
    input: ChangePasswordRequest,
    clientIp: string | null,
  ): Promise<Result<{ tick: true; access: AccessToken }>> {
    const user = await this.users.byId(viewer.userId);
    if (!user || user.active !== 1) return fail('unauthorized', 'errors.signInRequired');
    if (input.repeat_new_password !== input.new_password)
      return fail('invalid', 'validation.failed', { repeat_new_password: 'auth.password.mismatch' });
    if (user.password_hash) {
      if (!input.password) return fail('invalid', 'validation.failed', { password: 'auth.passwordRequired' });
      const gate = await this.deps.limiter.begin(accountSubject(user.id), clientIp ? ipSubject(clientIp) : null);
      if (!gate.ok) return fail('tooMany', 'auth.login.tooMany', undefined, { minutes: gate.minutes });
      if (!(await this.deps.hasher.verify(input.password, user.password_hash)))
        return fail('invalid', 'validation.failed', { password: 'auth.password.wrongCurrent' });
      await this.deps.limiter.succeeded(gate.ticket);
    }
    const hash = await this.deps.hasher.hash(input.new_password);
    const at = this.now().toISOString();
    await this.deps.connection.transaction(async (uow) => {
      await uow.repo(UsersRepo).setPassword(user.id, hash, at);
      await uow.repo(PasswordResetsRepo).endOpen(user.id, at);
      await this.deps.sessions.revokeOthers(user.id, viewer.sessionId, 'password', uow);
    });
    return ok({ tick: true, access: this.deps.sessions.issueAccess({ ...viewer, hasPassword: true }) });
  }

  /** Step 1: a code to the number (purpose `verify`); step 2: the code → the number is the account's, verified. */
  async verifyMobile(
    viewer: Viewer,
    input: VerifyMobileRequest,
    ctx: { clientIp: string | null; lang: Lang },
  ): Promise<Result<OtpStep | { tick: true; user: PublicUser; access: AccessToken }>> {
    if (input.otp === undefined || input.token === undefined) {
      const issued = await this.deps.otp.issue({
        purpose: 'verify',
        mobile: input.mobile,
        clientIp: ctx.clientIp,
        lang: ctx.lang,
      });
      return issued.ok ? ok(otpStep(issued.data)) : issued;
    }
    const check = await this.deps.otp.check({
      token: input.token,
      code: input.otp,
      mobile: input.mobile,
      purpose: 'verify',
    });
    if (!check.ok) return otpFailure(check);
    const at = this.now().toISOString();
    try {
      const done = await this.deps.connection.transaction(async (uow) => {
        if (!(await this.deps.otp.consume(uow, input.token!))) return false;
        await uow.repo(UsersRepo).setVerifiedMobile(viewer.userId, input.mobile, at);
        return true;
      });
      if (!done) return otpFailure({ ok: false, reason: 'expired' });
    } catch (e) {
      if (isUniqueViolation(e)) return fail('invalid', 'validation.failed', { mobile: 'auth.verify.mobileTaken' });
      throw e;
    }
    const user = await this.users.byId(viewer.userId);
    if (!user) return fail('unauthorized', 'errors.signInRequired');
    const fresh = viewerFromRow(user, viewer.sessionId);
    return ok({ tick: true, user: publicUser(fresh), access: this.deps.sessions.issueAccess(fresh) });
  }
}
