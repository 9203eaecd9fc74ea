import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';
import type { ViewerUserRow } from './user-view.ts';

interface PresentedTokenRow {
  tokenId: number;
  familyId: number;
  userId: number;
  expiresAt: string;
  rotatedAt: string | null;
  familyRevokedAt: string | null;
  familyExpiresAt: string;
}

/** The presented token's columns and its login's (a PresentedTokenRow). */
const TOKEN_COLUMNS = [
  't.id as tokenId',
  't.family_id as familyId',
  'f.user_id as userId',
  't.expires_at as expiresAt',
  't.rotated_at as rotatedAt',
  'f.revoked_at as familyRevokedAt',
  'f.expires_at as familyExpiresAt',
] as const;

/**
 * `session_families` (one per login) and `refresh_tokens` (stored as SHA-256, each used once). State changes are
 * single conditional updates, so two processes renewing with the same token cannot both rotate it.
 */
export class SessionsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  async insertFamily(f: {
    userId: number;
    at: string;
    expiresAt: string;
    userAgent: string | null;
    clientIp: string | null;
  }): Promise<number> {
    const row = await this.db
      .insertInto('session_families')
      .values({
        user_id: f.userId,
        created_at: f.at,
        last_used_at: f.at,
        expires_at: f.expiresAt,
        user_agent: f.userAgent,
        client_ip: f.clientIp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async insertToken(t: { familyId: number; tokenHash: string; at: string; expiresAt: string }): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({ family_id: t.familyId, token_hash: t.tokenHash, created_at: t.at, expires_at: t.expiresAt })
      .execute();
  }

  async byTokenHash(tokenHash: string): Promise<PresentedTokenRow | undefined> {
    const r = await this.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('session_families as f', 'f.id', 't.family_id')
      .select(TOKEN_COLUMNS)
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    return r;
  }

  /** The presented token with its family and its user's viewer columns, in one read (the silent renewal's first step). */
  async byTokenHashWithUser(
    tokenHash: string,
  ): Promise<{ token: PresentedTokenRow; user: ViewerUserRow | null } | undefined> {
    const r = await this.db
      .selectFrom('refresh_tokens as t')
      .innerJoin('session_families as f', 'f.id', 't.family_id')
      .leftJoin('users as u', 'u.id', 'f.user_id')
      .select(TOKEN_COLUMNS)
      .select([
        'u.id as u_id',
        'u.first_name as u_first_name',
        'u.last_name as u_last_name',
        'u.mobile as u_mobile',
        'u.email as u_email',
        'u.loyal as u_loyal',
      ])
      .select([
        'u.password_hash as u_password_hash',
        'u.roles as u_roles',
        'u.permissions as u_permissions',
        'u.active as u_active',
        'u.social_linked as u_social_linked',
      ])
      .where('t.token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (!r) return undefined;
    const { tokenId, familyId, userId, expiresAt, rotatedAt, familyRevokedAt, familyExpiresAt } = r;
    const user =
      r.u_id === null
        ? null
        : {
            id: r.u_id,
            first_name: r.u_first_name!,
            last_name: r.u_last_name!,
            mobile: r.u_mobile!,
            email: r.u_email,
            loyal: r.u_loyal!,
            password_hash: r.u_password_hash,
            roles: r.u_roles!,
            permissions: r.u_permissions!,
            active: r.u_active!,
            social_linked: r.u_social_linked ?? 0,
          };
    return { token: { tokenId, familyId, userId, expiresAt, rotatedAt, familyRevokedAt, familyExpiresAt }, user };
  }

  /**
   * Exchanges the presented token for the next one if nobody did yet: marks it rotated, stamps the login's last use
   * and stores the new token; true when this call did, false (and nothing written) when another request rotated it
   * first. On PostgreSQL one statement (one round trip, one commit: decision 0050); on SQLite one transaction.
   */
  async rotate(r: {
    tokenId: number;
    familyId: number;
    at: string;
    nextTokenHash: string;
    nextExpiresAt: string;
  }): Promise<boolean> {
    if (this.dialect === 'postgres') {
      const { rows } = await sql<{ rotated: number }>`
        WITH r AS (UPDATE refresh_tokens SET rotated_at = ${r.at} WHERE id = ${r.tokenId} AND rotated_at IS NULL RETURNING family_id),
        f AS (UPDATE session_families SET last_used_at = ${r.at} WHERE id IN (SELECT family_id FROM r)),
        n AS (INSERT INTO refresh_tokens (family_id, token_hash, created_at, expires_at) SELECT family_id, ${r.nextTokenHash}, ${r.at}, ${r.nextExpiresAt} FROM r)
        SELECT count(*)::int AS rotated FROM r`.execute(this.db);
      return rows[0]?.rotated === 1;
    }
    return this.db.transaction().execute(async (tx) => {
      const marked = await tx
        .updateTable('refresh_tokens')
        .set({ rotated_at: r.at })
        .where('id', '=', r.tokenId)
        .where('rotated_at', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return false;
      await tx.updateTable('session_families').set({ last_used_at: r.at }).where('id', '=', r.familyId).execute();
      await tx
        .insertInto('refresh_tokens')
        .values({ family_id: r.familyId, token_hash: r.nextTokenHash, created_at: r.at, expires_at: r.nextExpiresAt })
        .execute();
      return true;
    });
  }

  async revokeFamily(familyId: number, reason: string, at: string): Promise<void> {
    await this.db
      .updateTable('session_families')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every live family of a user except `keep`; returns how many. */
  async revokeUserFamilies(userId: number, reason: string, at: string, keep?: number): Promise<number> {
    let q = this.db
      .updateTable('session_families')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep !== undefined) q = q.where('id', '!=', keep);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /**
   * Whether the login `familyId` of `userId` may still act at `at`: not revoked (logout, password change or reset,
   * refresh-token reuse, account disabled), not past its end, and its account active. One primary-key read of the
   * login joined to its account by primary key — what every request with a live access token costs (decision 0065).
   */
  async loginLive(familyId: number, userId: number, at: string): Promise<boolean> {
    const r = await this.db
      .selectFrom('session_families as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .select('f.id')
      .where('f.id', '=', familyId)
      .where('f.user_id', '=', userId)
      .where('f.revoked_at', 'is', null)
      .where('f.expires_at', '>', at)
      .where('u.active', '=', 1)
      .executeTakeFirst();
    return r !== undefined;
  }

  async familyLive(familyId: number, at: string): Promise<boolean> {
    const r = await this.db
      .selectFrom('session_families')
      .select('id')
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return r !== undefined;
  }

  /** Deletes families that ended (expired, or revoked) before `before`; their tokens go with them (cascade). */
  async prune(before: string): Promise<number> {
    await this.db
      .deleteFrom('refresh_tokens')
      .where('family_id', 'in', (eb) =>
        eb
          .selectFrom('session_families')
          .select('id')
          .where((w) => w.or([w('expires_at', '<', before), w('revoked_at', '<', before)])),
      )
      .execute();
    const r = await this.db
      .deleteFrom('session_families')
      .where((w) => w.or([w('expires_at', '<', before), w('revoked_at', '<', before)]))
      .executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
