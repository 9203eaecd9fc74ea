import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Keyring } from '../../../domain/key-rotation.ts';
import { refreshDecision, refreshExpiresAt, type SessionLifetimes } from '../../../domain/sessions.ts';
import type { DB } from '../../db/schema.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { signAccessToken, verifyAccessToken, viewerOf } from './access-token.ts';
import { SessionsRepo } from './sessions.repo.ts';
import type { UserRow } from './users.repo.ts';
import { viewerFromRow } from './user-view.ts';

export interface AccessToken {
  token: string;
  expiresAt: Date;
}

export interface IssuedSession {
  viewer: Viewer;
  access: AccessToken;
  refresh: { token: string; expiresAt: Date };
}

/**
 * What became of a presented refresh token:
 * - `rotated`: the token is valid and is being exchanged — the viewer and a new access token at once; `refresh`
 *   settles when the exchange is written: the next refresh token (set it), or null when a parallel renewal of the
 *   same browser exchanged it first (keep the refresh cookie that request set). The viewer does not depend on who
 *   wins, so the caller goes on with the request while the write (and its commit) happens;
 * - `grace`: a parallel renewal of the same browser — a new access token only (keep the refresh cookie the other
 *   request set);
 * - `reuse`: an old token came back: its family is revoked (clear the cookies);
 * - `invalid`: unknown, expired or revoked (clear the cookies).
 */
type RefreshOutcome =
  | {
      kind: 'rotated';
      viewer: Viewer;
      access: AccessToken;
      refresh: Promise<{ token: string; expiresAt: Date } | null>;
    }
  | { kind: 'grace'; viewer: Viewer; access: AccessToken }
  | { kind: 'reuse' }
  | { kind: 'invalid' };

export interface SessionMeta {
  userAgent: string | null;
  clientIp: string | null;
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions (decision 0028): a short-lived signed access token and a rotating refresh token, one family per login.
 * The access token is signed; each request also reads whether its login still stands (one primary-key read,
 * decision 0065). The refresh token is random (32 bytes), stored as SHA-256 and exchanged once. A token presented again after its rotation revokes its family, except within a short grace for
 * two requests of one browser renewing at the same moment.
 */
export class SessionsService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      /** signs the access tokens; every accepted key verifies (a rotation signs nobody out; decision 0066) */
      keys: Keyring;
      lifetimes: SessionLifetimes;
      now?: () => Date;
      /** an old refresh token came back: the family was revoked (logged by the caller's logger) */
      onReuse?: (info: { familyId: number; userId: number }) => void;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  get lifetimes(): SessionLifetimes {
    return this.deps.lifetimes;
  }

  /** The viewer of a validly signed, unexpired access token, or null. No I/O: `liveViewer` also asks whether its login still stands. */
  verifyAccess(token: string | undefined): Viewer | null {
    const claims = verifyAccessToken(token, this.deps.keys.accepted, this.now());
    return claims ? viewerOf(claims) : null;
  }

  /**
   * The viewer of a live access token whose login still stands (decision 0065): `none` for no valid token;
   * `revoked` when its login was revoked (logout, password change or reset, refresh-token reuse), has ended, or its
   * account was disabled — a revoked login stops at the next request, not when the token expires. One primary-key
   * read in the shared database (every instance sees a revocation at once; nothing is cached in the process).
   */
  async liveViewer(
    token: string | undefined,
  ): Promise<{ kind: 'live'; viewer: Viewer } | { kind: 'none' } | { kind: 'revoked' }> {
    const viewer = this.verifyAccess(token);
    if (!viewer) return { kind: 'none' };
    const live = await this.deps.connection.shared
      .repo(SessionsRepo)
      .loginLive(viewer.sessionId, viewer.userId, this.now().toISOString());
    return live ? { kind: 'live', viewer } : { kind: 'revoked' };
  }

  /** A new access token for `viewer` (after a change of the data it carries: password, mobile, names). */
  issueAccess(viewer: Viewer): AccessToken {
    const expiresAt = new Date(this.now().getTime() + this.deps.lifetimes.accessMinutes * 60_000);
    return {
      token: signAccessToken({ ...viewer, exp: Math.floor(expiresAt.getTime() / 1000) }, this.deps.keys.signing),
      expiresAt,
    };
  }

  /** Starts a login: a new family, its first refresh token and an access token. */
  async start(
    user: UserRow,
    meta: SessionMeta,
    executor: Kysely<DB> | UnitOfWork | null = null,
  ): Promise<IssuedSession> {
    const now = this.now();
    const at = now.toISOString();
    const familyExpiresAt = new Date(now.getTime() + this.deps.lifetimes.maxDays * 86_400_000).toISOString();
    const repo = this.deps.connection.on(executor).repo(SessionsRepo);
    const familyId = await repo.insertFamily({
      userId: user.id,
      at,
      expiresAt: familyExpiresAt,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      clientIp: meta.clientIp,
    });
    const next = this.nextRefresh(now, familyExpiresAt);
    await repo.insertToken({ familyId, tokenHash: next.hash, at, expiresAt: next.expiresAt });
    const refresh = { token: next.token, expiresAt: new Date(next.expiresAt) };
    const viewer = viewerFromRow(user, familyId);
    return { viewer, access: this.issueAccess(viewer), refresh };
  }

  /** Renews with a refresh token (silently, from the request hook). */
  async refresh(token: string): Promise<RefreshOutcome> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { kind: 'invalid' };
    const now = this.now();
    const at = now.toISOString();
    const repo = this.deps.connection.shared.repo(SessionsRepo);
    const found = await repo.byTokenHashWithUser(hashRefreshToken(token));
    if (!found) return { kind: 'invalid' };
    const { token: row, user } = found;
    const decision = refreshDecision(row, now, this.deps.lifetimes.reuseGraceSeconds);
    if (decision === 'invalid') return { kind: 'invalid' };
    if (decision === 'reuse') {
      await repo.revokeFamily(row.familyId, 'reuse', at);
      this.deps.onReuse?.({ familyId: row.familyId, userId: row.userId });
      return { kind: 'reuse' };
    }
    if (!user || user.active !== 1) {
      await repo.revokeFamily(row.familyId, 'inactive', at);
      return { kind: 'invalid' };
    }
    const viewer = viewerFromRow(user, row.familyId);
    if (decision === 'grace') return { kind: 'grace', viewer, access: this.issueAccess(viewer) };
    const next = this.nextRefresh(now, row.familyExpiresAt);
    const refresh = repo
      .rotate({
        tokenId: row.tokenId,
        familyId: row.familyId,
        at,
        nextTokenHash: next.hash,
        nextExpiresAt: next.expiresAt,
      })
      .then((won) => (won ? { token: next.token, expiresAt: new Date(next.expiresAt) } : null));
    // a failed write is the caller's to handle when it awaits; never an unhandled rejection meanwhile
    refresh.catch(() => undefined);
    return { kind: 'rotated', viewer, access: this.issueAccess(viewer), refresh };
  }

  /** Logout: revokes the family of the refresh token (or the given session id). */
  async revoke(by: { refreshToken?: string; sessionId?: number }, reason = 'logout'): Promise<void> {
    const repo = this.deps.connection.shared.repo(SessionsRepo);
    const at = this.now().toISOString();
    if (by.sessionId !== undefined) await repo.revokeFamily(by.sessionId, reason, at);
    if (by.refreshToken && /^[A-Za-z0-9_-]{43}$/.test(by.refreshToken)) {
      const row = await repo.byTokenHash(hashRefreshToken(by.refreshToken));
      if (row && row.familyId !== by.sessionId) await repo.revokeFamily(row.familyId, reason, at);
    }
  }

  /** Revokes every login of a user but `keep` (a password change). */
  revokeOthers(
    userId: number,
    keep: number | undefined,
    reason: string,
    executor: Kysely<DB> | UnitOfWork | null = null,
  ): Promise<number> {
    return this.deps.connection
      .on(executor)
      .repo(SessionsRepo)
      .revokeUserFamilies(userId, reason, this.now().toISOString(), keep);
  }

  /** Deletes families that ended more than a day ago. */
  prune(now: Date = this.now()): Promise<number> {
    return this.deps.connection.shared.repo(SessionsRepo).prune(new Date(now.getTime() - 86_400_000).toISOString());
  }

  /** A new random refresh token, its stored hash and its end (never past the family's). */
  private nextRefresh(now: Date, familyExpiresAt: string) {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      hash: hashRefreshToken(token),
      expiresAt: refreshExpiresAt(now, familyExpiresAt, this.deps.lifetimes),
    };
  }
}
