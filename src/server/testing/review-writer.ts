/**
 * A second (or third…) process writing to one SQLite file, for `reviews.two-processes.integration.test.ts`:
 * `node --import tsx src/server/testing/review-writer.ts <sqlite file> <worker number> <count> <product id>`
 * prints "ready", waits for a line on stdin, then submits `count` reviews through the real service as fast as it can
 * and prints {"ok":n,"failed":[messages]}.
 */
import { openDatabase } from '../db/kysely.ts';
import { TransactionalConnection } from '../db/unit-of-work.ts';
import { ReviewsService } from '../modules/reviews/reviews.service.ts';

const [file, worker, count, productId] = process.argv.slice(2);
const database = await openDatabase({ sqliteFile: file! });
const service = new ReviewsService({ connection: new TransactionalConnection(database) });
// start together with the other writers: say "ready", wait for a line on stdin
console.log('ready');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
let ok = 0;
const failed: string[] = [];
for (let i = 0; i < Number(count); i++) {
  try {
    const r = await service.submit(
      {
        productId: Number(productId),
        review: `review ${worker}-${i}`,
        fullName: 'Two Processes',
        email: 'two@mail.az',
        rating: 4,
      },
      `10.${worker}.${i >> 8}.${i & 255}`,
    );
    if (r.ok) ok++;
    else failed.push(r.code);
  } catch (e) {
    failed.push(e instanceof Error ? e.message : String(e));
  }
}
await database.close();
process.stdin.destroy();
console.log(JSON.stringify({ ok, failed }));
