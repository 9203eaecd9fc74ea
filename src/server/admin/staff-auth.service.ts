import { createHash, randomBytes } from 'node:crypto';
import { canEnterAdmin, effectiveGrants, BUILTIN_ROLES } from '../../domain/admin/permissions.ts';
import { isLang, DEFAULT_LANG } from '../../domain/i18n.ts';
import { accountAddressSubject, accountSubject, nameSubject, staffLoginChecks } from '../../domain/login-limits.ts';
import { normalizeMobile } from '../../domain/phone.ts';
import type { TransactionalConnection } from '../db/unit-of-work.ts';
import type { PasswordHasher } from '../modules/auth/password-hasher.ts';
import type { LoginLimiter } from '../modules/auth/login-limiter.ts';
import { emailKey } from '../modules/auth/users.repo.ts';
import { fail, ok, type Result } from '../platform/errors.ts';
import type { Staff } from './staff.ts';
import { StaffRepo, type StaffUserRow } from './staff.repo.ts';
import { StaffSessionsRepo } from './staff-sessions.repo.ts';

interface StaffSessionLifetimes {
  /** a sign-in unused this long ends */
  idleMinutes: number;
  /** a sign-in ends this long after it began, however often it is used */
  maxHours: number;
}

const hashStaffToken = (token: string) => createHash('sha256').update(token).digest('hex');

const parseList = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * Staff sign-in to the back office (decision 0041). Staff are ordinary accounts with roles; their sign-in is apart
 * from the shop's: an opaque random token (stored as SHA-256) in its own `SameSite=Strict` cookie, expiring after
 * `idleMinutes` unused and `maxHours` at most — sooner than a customer's login. Each request reads the session, the
 * account and its roles again (a handful of indexed reads), so a removed role or a disabled account stops working
 * at the next request. Failed sign-ins are limited per account and address, with a higher ceiling per account and
 * the shop's limit per address (decision 0060); a password set through a reset link clears the account's count.
 */
export class StaffAuthService {
  private readonly now: () => Date;
  /** role definitions, read at most once a second per process */
  private rolesCache: { at: number; map: Map<string, string[]> } | null = null;

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      hasher: PasswordHasher;
      limiter: LoginLimiter;
      lifetimes: StaffSessionLifetimes;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  get lifetimes(): StaffSessionLifetimes {
    return this.deps.lifetimes;
  }

  private async roleMap(): Promise<Map<string, string[]>> {
    const t = Date.now();
    if (this.rolesCache && t - this.rolesCache.at < 1000) return this.rolesCache.map;
    const rows = await this.deps.connection.shared.repo(StaffRepo).roles();
    const map = new Map(rows.map((r) => [r.key, parseList(r.permissions)]));
    this.rolesCache = { at: t, map };
    return map;
  }

  /** Forget cached role definitions (after the roles screen changed one). */
  rolesChanged(): void {
    this.rolesCache = null;
  }

  /** Fills the built-in roles' permission lists from the code (a new permission reaches them without a migration). */
  async ensureBuiltinRoles(): Promise<void> {
    const repo = this.deps.connection.shared.repo(StaffRepo);
    const at = this.now().toISOString();
    const rows = await repo.roles();
    for (const r of BUILTIN_ROLES) {
      const row = rows.find((x) => x.key === r.key);
      if (row && row.builtin === 1 && JSON.stringify(parseList(row.permissions)) !== JSON.stringify(r.permissions))
        await repo.setRolePermissions(r.key, [...r.permissions], at);
    }
    this.rolesChanged();
  }

  async grantsOf(user: Pick<StaffUserRow, 'roles' | 'permissions'>) {
    return effectiveGrants(
      { roles: parseList(user.roles), permissions: parseList(user.permissions) },
      await this.roleMap(),
    );
  }

  private async findByLogin(login: string): Promise<StaffUserRow | undefined> {
    const repo = this.deps.connection.shared.repo(StaffRepo);
    if (login.includes('@')) return repo.userByEmailKey(emailKey(login));
    const mobile = normalizeMobile(login);
    return mobile ? repo.userByMobile(mobile) : undefined;
  }

  /**
   * Email or mobile and password. The same answer for an unknown login, a wrong password, a disabled account and
   * an account without back-office access (nothing tells which).
   */
  async login(input: {
    login: string;
    password: string;
    clientIp: string | null;
    userAgent: string | null;
  }): Promise<Result<{ token: string; expiresAt: Date; staff: Staff }>> {
    const user = await this.findByLogin(input.login);
    const subject = user ? accountSubject(user.id) : nameSubject(`staff:${input.login.trim().toLowerCase()}`);
    // counted per account and address (decision 0060): guesses from one address do not lock the owner out elsewhere
    const gate = await this.deps.limiter.beginChecks(
      staffLoginChecks(subject, input.clientIp, this.deps.limiter.limits),
      input.clientIp ? [subject, accountAddressSubject(subject, input.clientIp)] : subject,
    );
    if (!gate.ok) return fail('tooMany', 'admin.login.tooMany', undefined, { minutes: gate.minutes });
    const right =
      user?.password_hash && user.active === 1
        ? await this.deps.hasher.verify(input.password, user.password_hash)
        : await this.deps.hasher.verifyDummy(input.password);
    if (!right || !user) return fail('unauthorized', 'admin.login.wrong');
    const grants = await this.grantsOf(user);
    if (!canEnterAdmin(grants)) return fail('unauthorized', 'admin.login.wrong');
    await this.deps.limiter.succeeded(gate.ticket);
    const now = this.now();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = this.expiry(now, now);
    const sessionId = await this.deps.connection.shared.repo(StaffSessionsRepo).insert({
      userId: user.id,
      tokenHash: hashStaffToken(token),
      at: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      clientIp: input.clientIp,
    });
    return ok({ token, expiresAt, staff: this.staffOf(user, grants, sessionId, input.clientIp) });
  }

  private expiry(createdAt: Date, now: Date): Date {
    const idle = now.getTime() + this.deps.lifetimes.idleMinutes * 60_000;
    const hard = createdAt.getTime() + this.deps.lifetimes.maxHours * 3_600_000;
    return new Date(Math.min(idle, hard));
  }

  private staffOf(
    user: StaffUserRow,
    grants: { roles: readonly string[]; permissions: readonly string[] },
    sessionId: number,
    clientIp: string | null,
  ): Staff {
    return {
      userId: user.id,
      name: `${user.first_name} ${user.last_name}`.trim(),
      roles: [...grants.roles],
      permissions: [...grants.permissions],
      lang: isLang(user.lang) ? user.lang : DEFAULT_LANG,
      sessionId,
      clientIp,
    };
  }

  /**
   * The staff member of a session token, or null (unknown, revoked, expired, account disabled, access taken away).
   * A used session's idle expiry moves on (written at most once a minute). Returns the new expiry for the cookie.
   */
  async verify(token: string | undefined, clientIp: string | null): Promise<{ staff: Staff; expiresAt: Date } | null> {
    if (!token || token.length > 100) return null;
    const sessions = this.deps.connection.shared.repo(StaffSessionsRepo);
    const row = await sessions.byHash(hashStaffToken(token));
    const now = this.now();
    if (!row || row.revoked_at || new Date(row.expires_at) <= now) return null;
    const user = await this.deps.connection.shared.repo(StaffRepo).userById(row.user_id);
    if (!user || user.active !== 1) return null;
    const grants = await this.grantsOf(user);
    if (!canEnterAdmin(grants)) return null;
    const expiresAt = this.expiry(new Date(row.created_at), now);
    if (now.getTime() - new Date(row.last_used_at).getTime() > 60_000) {
      await sessions.touch(row.id, now.toISOString(), expiresAt.toISOString());
    }
    return { staff: this.staffOf(user, grants, row.id, clientIp), expiresAt };
  }

  /** The staff member's interface language (the admin header's switcher). */
  async setLang(userId: number, lang: string): Promise<void> {
    await this.deps.connection.shared.repo(StaffRepo).setLang(userId, lang, this.now().toISOString());
  }

  async logout(sessionId: number): Promise<void> {
    await this.deps.connection.shared.repo(StaffSessionsRepo).revoke(sessionId, this.now().toISOString());
  }

  async revokeUser(userId: number): Promise<void> {
    await this.deps.connection.shared.repo(StaffSessionsRepo).revokeUser(userId, this.now().toISOString());
  }

  prune(): Promise<number> {
    return this.deps.connection.shared.repo(StaffSessionsRepo).prune(this.now().toISOString());
  }
}
