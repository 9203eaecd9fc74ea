import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/kysely.ts';

/**
 * The other process of bench/rebuild-stalls.ts: forked with `--writer <job>`, it opens its own connection to the
 * bench database and changes the catalogue one scenario at a time (each a message from the parent; it answers
 * with the number of writes it made).
 */

export interface Job {
  pg: string | null;
  sqliteFile: string;
}

export async function open(job: Job): Promise<Database> {
  return job.pg ? openDatabase({ databaseUrl: job.pg, poolSize: 4 }) : openDatabase({ sqliteFile: job.sqliteFile });
}

export type Scenario = 'sellout' | 'restock' | 'edits' | 'new' | 'deactivate' | 'reactivate' | 'brand' | 'bulk';

async function writer(job: Job): Promise<void> {
  const send = (m: unknown) => process.send!(m);
  const database = await open(job);
  const db = database.db;
  const ids = (await db.selectFrom('products').select('id').where('active', '=', 1).orderBy('id').execute()).map(
    (r) => r.id,
  );
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const some = (k: number) => Array.from({ length: k }, () => ids[Math.floor(rnd() * ids.length)]!);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const soldOut = some(200);
  const parked = some(50);
  process.on('message', async (s: Scenario) => {
    let writes = 0;
    if (s === 'sellout' || s === 'restock') {
      for (const id of soldOut) {
        await db
          .updateTable('products')
          .set({ stock: s === 'sellout' ? 0 : 25 })
          .where('id', '=', id)
          .execute();
        writes++;
        await pause(20);
      }
    } else if (s === 'edits') {
      for (const [k, id] of some(200).entries()) {
        if (k % 2)
          await db
            .updateTable('products')
            .set({ price: 10_000 + Math.floor(rnd() * 500_000) })
            .where('id', '=', id)
            .execute();
        else {
          // a new title; the stored search text keeps the category path and parameter values, as the writer builds it
          const t = `Redaktə ${k} Model Z${k}`;
          const row = await db
            .selectFrom('products')
            .select('search_text')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          await db
            .updateTable('products')
            .set({ title_az: t, title_ru: t, title_en: t, search_text: `redakte ${k} model z${k} ${row.search_text}` })
            .where('id', '=', id)
            .execute();
        }
        writes++;
        await pause(20);
      }
    } else if (s === 'new') {
      for (const [k, from] of some(100).entries()) {
        const row = await db.selectFrom('products').selectAll().where('id', '=', from).executeTakeFirstOrThrow();
        const { id: _id, ...rest } = row;
        const t = `Yeni məhsul ${k} Nova${k}`;
        const ins = await db
          .insertInto('products')
          .values({
            ...rest,
            sku: `BENCH-${Date.now()}-${k}`,
            title_az: t,
            title_ru: t,
            title_en: t,
            search_text: t.toLowerCase(),
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const values = await db
          .selectFrom('product_parameters')
          .select(['parameter_id', 'value_id'])
          .where('product_id', '=', from)
          .execute();
        if (values.length)
          await db
            .insertInto('product_parameters')
            .values(values.map((v) => ({ ...v, product_id: ins.id })))
            .execute();
        writes++;
        await pause(40);
      }
    } else if (s === 'deactivate' || s === 'reactivate') {
      for (const id of parked) {
        await db
          .updateTable('products')
          .set({ active: s === 'deactivate' ? 0 : 1 })
          .where('id', '=', id)
          .execute();
        writes++;
        await pause(80);
      }
    } else if (s === 'brand') {
      const top = await db
        .selectFrom('products')
        .select((eb) => ['brand_id', eb.fn.countAll<number>().as('n')])
        .where('brand_id', 'is not', null)
        .groupBy('brand_id')
        .orderBy('n', 'desc')
        .executeTakeFirstOrThrow();
      const b = await db.selectFrom('brands').select('title').where('id', '=', top.brand_id!).executeTakeFirstOrThrow();
      await db
        .updateTable('brands')
        .set({ title: `${b.title} ` })
        .where('id', '=', top.brand_id!)
        .execute();
      await pause(100);
      await db.updateTable('brands').set({ title: b.title }).where('id', '=', top.brand_id!).execute();
      writes = 2;
    } else if (s === 'bulk') {
      const lo = ids[Math.floor(ids.length / 3)]!;
      await db
        .updateTable('products')
        .set({ price: sql<number>`price + 100` })
        .where('id', '>=', lo)
        .where('id', '<', lo + 5000)
        .execute();
      writes = 1;
    }
    send(writes);
  });
  send('ready');
}

const at = process.argv.indexOf('--writer');
if (at >= 0) void writer(JSON.parse(process.argv[at + 1]!) as Job);
