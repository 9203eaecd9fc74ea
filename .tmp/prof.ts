import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '../src/server/testing/test-db.ts';
import { insertCartFixtures } from '../src/server/modules/cart/cart.fixtures.ts';
import { FX } from '../src/server/modules/catalog/catalog.fixtures.ts';
import { buyerMobile, checkoutApp, lastCode, pickupCash, submitter } from '../src/server/modules/checkout/checkout.fixtures.ts';

import pg from 'pg';
const counts = new Map<string, number>();
let counting = false;
const oq = (pg as any).Client.prototype.query;
(pg as any).Client.prototype.query = function (q: any, ...rest: any[]) { if (counting) { const t = (typeof q === 'string' ? q : q.text).slice(0, 90); counts.set(t, (counts.get(t) ?? 0) + 1); } return oq.call(this, q, ...rest); };
const engine = (process.argv[2] ?? 'postgres') as 'postgres' | 'sqlite';
const database = await createTestDatabase(engine);
await insertCartFixtures(database);
await database.db.updateTable('products').set({ stock: 1_000_000 }).where('id', '=', FX.product.redmi).execute();
const { app } = await checkoutApp(database);
const submit = submitter(app);
// count queries
const db = database.db as any;
let n = 0;
const orig = db.getExecutor().executeQuery.bind(db.getExecutor());
const steps = [];
for (let i = 0; i < 200; i++) {
  const mobile = buyerMobile(i); const key = randomUUID();
  const p = pickupCash(mobile, [{ id: FX.product.redmi, qty: 1 }]);
  const f = await submit(p, key);
  steps.push({ key, p: { ...p, otpToken: f.body.data!.otpToken, otpCode: await lastCode(database, mobile) } });
}
const times: number[] = [];
counting = true;
for (const s of steps) { const t = performance.now(); const r = await submit(s.p, s.key); times.push(performance.now() - t); if (r.body.data?.next !== 'done') console.log(r.body); }
counting = false;
times.sort((a, b) => a - b);
let total = 0; for (const [k, v] of [...counts].sort((a, b) => b[1] - a[1])) { total += v; console.log((v / 200).toFixed(1), k); }
console.log('queries per order', total / 200);
console.log(engine, 'p50', times[100].toFixed(2), 'p95', times[190].toFixed(2));
await app.close(); await database.dispose();
