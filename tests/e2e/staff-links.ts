import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/kysely.ts';

/**
 * The set-password links the e2e shop "sent" to staff (decision 0060): its email and SMS outboxes (the default
 * drivers record every message). The database is the one `tests/e2e/run.ts` started the shop on.
 */
let opened: Promise<Database> | null = null;

function shopDatabase(): Promise<Database> {
  if (!opened) {
    const url = process.env.E2E_DATABASE_URL;
    const dir = process.env.E2E_DATA_DIR;
    if (!url && !dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests with `npm run test:e2e`');
    opened = openDatabase(url ? { databaseUrl: url, poolSize: 2 } : { sqliteFile: path.join(dir!, 'store.db') });
  }
  return opened;
}

const LINK = /https?:\/\/[^\s]+(\/admin\/reset\?token=[A-Za-z0-9_-]{43})/;

/**
 * The path (`/admin/reset?token=…`) of the newest set-password link sent to `to` — an email address, or a mobile's
 * digits ("994…") for SMS — other than `not` (an earlier one), waiting for it up to `timeoutMs`.
 */
export async function latestStaffLink(to: string, not?: string, timeoutMs = 10_000): Promise<string> {
  const { db } = await shopDatabase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = to.includes('@')
      ? (
          await db
            .selectFrom('email_outbox')
            .select('body_text')
            .where('to_address', '=', to)
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst()
        )?.body_text
      : (
          await db
            .selectFrom('sms_outbox')
            .select('body')
            .where('mobile', '=', to)
            .orderBy('id', 'desc')
            .limit(1)
            .executeTakeFirst()
        )?.body;
    const found = text ? LINK.exec(text)?.[1] : undefined;
    if (found && found !== not) return found;
    if (Date.now() > deadline) throw new Error(`no set-password link was sent to ${to}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
