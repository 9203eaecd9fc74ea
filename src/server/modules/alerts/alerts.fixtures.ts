import type { Database } from '../../db/kysely.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { AlertsSender } from './alerts-sender.ts';
import type { accountApp } from '../cabinet/cabinet.fixtures.ts';

type Services = Awaited<ReturnType<typeof accountApp>>['services'];

/** A customer as the API's gate hands it to the service. */
export const viewerOf = (u: { id: number; mobile: string }, email: string | null = null): Viewer => ({
  userId: u.id,
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  mobile: u.mobile,
  email,
  loyal: false,
  hasPassword: false,
  roles: [],
  permissions: [],
  sessionId: 1,
});

/** Another app instance's sender on the same database, with its own clock. */
export function senderOf(services: Services, now: () => Date, perDay?: number) {
  return new AlertsSender({
    connection: services.connection,
    sms: services.sms,
    email: services.email,
    i18n: services.i18n,
    keys: services.secrets.otpKeys,
    site: { origin: 'https://volt.az', title: 'Volt' },
    now,
    ...(perDay ? { perDay } : {}),
  });
}

export async function setProduct(database: Database, id: number, set: { stock?: number; price?: number }) {
  await database.db.updateTable('products').set(set).where('id', '=', id).execute();
}

export const alertRow = (database: Database, id: number) =>
  database.db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The outbox rows written for an alert (the alert is the row's unique key). */
export async function messagesOf(database: Database, alertId: number) {
  const sms = await database.db
    .selectFrom('sms_outbox')
    .select(['mobile as to', 'body', 'purpose'])
    .where('order_id', '=', alertId)
    .where('purpose', 'like', 'alert-%')
    .execute();
  const email = await database.db
    .selectFrom('email_outbox')
    .select(['to_address as to', 'subject', 'body_text as body', 'purpose'])
    .where('order_id', '=', alertId)
    .where('purpose', 'like', 'alert-%')
    .execute();
  return [...sms, ...email];
}

let n = 0;
/** A fresh guest mobile ("99470…"). */
export const guestMobile = () => `99470${String(1_000_000 + ++n + Math.floor(Math.random() * 800_000)).slice(-7)}`;
