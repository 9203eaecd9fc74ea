import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/kysely.ts';
import type { DB } from '../../db/schema.ts';

export interface NewAlert {
  productId: number;
  kind: string;
  channel: string;
  recipient: string;
  lang: string;
  customerId: number | null;
  priceAt: number;
  clientIp: string | null;
  at: string;
}

/** A due alert with what its message needs. */
export interface DueAlert {
  id: number;
  product_id: number;
  kind: string;
  channel: string;
  recipient: string;
  lang: string;
  price_at: number;
  stock: number;
  price: number;
  active: number;
  title_az: string;
  title_ru: string;
  title_en: string;
}

/** Advisory-lock namespaces: alerts made per client address; messages per recipient. */
const LOCK_IP = 92_001;
const LOCK_RECIPIENT = 92_002;

/** The `alerts` table (migration 0036, decision 0092). */
export class AlertsRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  product(id: number) {
    return this.db
      .selectFrom('products')
      .select(['id', 'price', 'stock', 'active', 'title_az', 'title_ru', 'title_en'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The active alert of a product, kind and recipient. */
  active(productId: number, kind: string, recipient: string) {
    return this.db
      .selectFrom('alerts')
      .select(['id'])
      .where('product_id', '=', productId)
      .where('kind', '=', kind)
      .where('recipient', '=', recipient)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  /** Alerts made from `ip` since `since`, inside the caller's transaction (serialised per address on PostgreSQL). */
  async countFromIpSince(ip: string, since: string): Promise<number> {
    if (this.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${LOCK_IP}, hashtext(${ip}))`.execute(this.db);
    const row = await this.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Inserts an active alert; null when the same one came in meanwhile (the partial unique index settles it). */
  async insert(a: NewAlert): Promise<number | null> {
    const row = await this.db
      .insertInto('alerts')
      .values({
        product_id: a.productId,
        kind: a.kind,
        channel: a.channel,
        recipient: a.recipient,
        lang: a.lang,
        customer_id: a.customerId,
        price_at: a.priceAt,
        status: 'active',
        client_ip: a.clientIp,
        created_at: a.at,
      })
      .onConflict((oc) =>
        oc.columns(['product_id', 'kind', 'recipient']).where(sql.ref('status'), '=', sql.lit('active')).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /** Marks an alert due (its condition held when it was made: the stock came back meanwhile). */
  async markDue(id: number): Promise<void> {
    await this.db.updateTable('alerts').set({ due: 1 }).where('id', '=', id).execute();
  }

  /**
   * Due alerts whose wait (a recipient's daily limit) is over, oldest first, with their product: read through the
   * partial index `alerts_due` only.
   */
  due(now: string, limit: number): Promise<DueAlert[]> {
    return this.db
      .selectFrom('alerts as a')
      .innerJoin('products as p', 'p.id', 'a.product_id')
      .select([
        'a.id',
        'a.product_id',
        'a.kind',
        'a.channel',
        'a.recipient',
        'a.lang',
        'a.price_at',
        'p.stock',
        'p.price',
        'p.active',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
      ])
      .where('a.due', '=', 1)
      .where((eb) => eb.or([eb('a.not_before', 'is', null), eb('a.not_before', '<=', now)]))
      .where('a.status', '=', 'active')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  async notDue(id: number): Promise<void> {
    await this.db.updateTable('alerts').set({ due: 0 }).where('id', '=', id).execute();
  }

  async wait(id: number, until: string): Promise<void> {
    await this.db.updateTable('alerts').set({ not_before: until }).where('id', '=', id).execute();
  }

  /** Messages sent to a recipient since `since`, under a lock per recipient (PostgreSQL). */
  async sentSince(recipient: string, since: string): Promise<number> {
    if (this.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(${LOCK_RECIPIENT}, hashtext(${recipient}))`.execute(this.db);
    const row = await this.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('recipient', '=', recipient)
      .where('ended_at', '>=', since)
      .where('status', '=', 'sent')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Ends an active alert as `status`, once: true when this call ended it (of `customerId` when given). */
  async end(id: number, status: 'sent' | 'cancelled', at: string, customerId?: number): Promise<boolean> {
    let q = this.db
      .updateTable('alerts')
      .set({ status, due: 0, ended_at: at })
      .where('id', '=', id)
      .where('status', '=', 'active');
    if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  byId(id: number) {
    return this.db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A customer's alerts, newest first, with their product (the cabinet). */
  ofCustomer(customerId: number, limit: number) {
    return this.db
      .selectFrom('alerts as a')
      .innerJoin('products as p', 'p.id', 'a.product_id')
      .select([
        'a.id',
        'a.product_id',
        'a.kind',
        'a.channel',
        'a.recipient',
        'a.price_at',
        'a.status',
        'a.created_at',
        'a.ended_at',
        'p.price',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
      ])
      .where('a.customer_id', '=', customerId)
      .orderBy('a.id', 'desc')
      .limit(limit)
      .execute();
  }

  /** Sold-out products by their number of active stock alerts, most first (the back office's "Most wanted"). */
  mostWanted(limit: number) {
    return this.db
      .selectFrom('alerts as a')
      .innerJoin('products as p', 'p.id', 'a.product_id')
      .select((eb) => [
        'p.id',
        'p.sku',
        'p.stock',
        'p.price',
        'p.title_az',
        'p.title_ru',
        'p.title_en',
        eb.fn.countAll<number>().as('alerts'),
      ])
      .where('a.kind', '=', 'stock')
      .where('a.status', '=', 'active')
      .where('p.stock', '<=', 0)
      .groupBy(['p.id', 'p.sku', 'p.stock', 'p.price', 'p.title_az', 'p.title_ru', 'p.title_en'])
      .orderBy('alerts', 'desc')
      .orderBy('p.id')
      .limit(limit)
      .execute();
  }

  /** The route paths of products in `lang`, else in az (no row: the product has none). */
  async productPaths(ids: readonly number[], lang: string): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    if (!ids.length) return out;
    const rows = await this.db
      .selectFrom('routes')
      .select(['entity_id', 'lang', 'path'])
      .where('view', '=', 'Product')
      .where('entity_id', 'in', [...ids])
      .where('lang', 'in', [lang, 'az'])
      .execute();
    for (const r of rows)
      if (r.entity_id !== null && (r.lang === lang || !out.has(r.entity_id))) out.set(r.entity_id, r.path);
    return out;
  }
}
