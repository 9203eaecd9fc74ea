import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/kysely.ts';

/**
 * The one-time codes the e2e shop "sent": its SMS outbox (the default driver records every SMS in `sms_outbox`).
 * `tests/e2e/run.ts` tells where the shop's database is (E2E_DATA_DIR, or E2E_DATABASE_URL for PostgreSQL); the
 * database is opened with the app's own `openDatabase`.
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

/** "+994 50 555 00 11" → "994505550011" (the outbox keeps numbers as digits). */
const digits = (mobile: string) => {
  const d = mobile.replace(/\D/g, '');
  return d.startsWith('994') ? d : `994${d.replace(/^0/, '')}`;
};

/**
 * The latest one-time code sent to `mobile` after SMS number `afterId` (0: any), waiting for it up to `timeoutMs`.
 * Returns the code and the outbox row's id (pass it as `afterId` to wait for the next one).
 */
export async function latestCode(
  mobile: string,
  afterId = 0,
  timeoutMs = 10_000,
): Promise<{ code: string; id: number }> {
  const { db } = await shopDatabase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db
      .selectFrom('sms_outbox')
      .select(['id', 'body'])
      .where('mobile', '=', digits(mobile))
      .where('purpose', '=', 'otp')
      .where('id', '>', afterId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const code = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
    if (row && code) return { code, id: row.id };
    if (Date.now() > deadline) throw new Error(`no one-time code was sent to ${mobile}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The id of the newest SMS to `mobile` (0 when none): codes sent later have larger ids. */
export async function lastSmsId(mobile: string): Promise<number> {
  const { db } = await shopDatabase();
  const row = await db
    .selectFrom('sms_outbox')
    .select('id')
    .where('mobile', '=', digits(mobile))
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** The text of the latest SMS of `purpose` to `mobile` (a status notice: `status:shipped`), waiting up to `timeoutMs`. */
export async function latestSms(mobile: string, purpose: string, timeoutMs = 10_000): Promise<string> {
  const { db } = await shopDatabase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await db
      .selectFrom('sms_outbox')
      .select('body')
      .where('mobile', '=', digits(mobile))
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) return row.body;
    if (Date.now() > deadline) throw new Error(`no SMS "${purpose}" was sent to ${mobile}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}
