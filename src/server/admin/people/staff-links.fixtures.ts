import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/kysely.ts';
import { Jar } from '../../modules/auth/auth.fixtures.ts';

/** The token of the newest set-password link sent to `to` (an email address, or a mobile's digits for SMS), or null. */
export async function latestStaffLink(database: Database, to: string): Promise<string | null> {
  const re = /\/admin\/reset\?token=([A-Za-z0-9_-]{43})/;
  if (to.includes('@')) {
    const row = await database.db
      .selectFrom('email_outbox')
      .select('body_text')
      .where('to_address', '=', to)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? (re.exec(row.body_text)?.[1] ?? null) : null;
  }
  const row = await database.db
    .selectFrom('sms_outbox')
    .select('body')
    .where('mobile', '=', to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (re.exec(row.body)?.[1] ?? null) : null;
}

/** Sets a staff password through the newest link sent to `to`; throws when there is none or it is refused. */
export async function setPasswordByLink(
  app: FastifyInstance,
  database: Database,
  to: string,
  password: string,
): Promise<void> {
  const token = await latestStaffLink(database, to);
  if (!token) throw new Error(`no set-password link was sent to ${to}`);
  const r = await new Jar('10.88.0.1').call(app, 'POST', '/api/admin/auth/reset', {
    token,
    password,
    repeatPassword: password,
  });
  if (r.statusCode !== 200) throw new Error(`setting the password failed: ${r.body}`);
}
