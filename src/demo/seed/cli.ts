import path from 'node:path';
import { loadConfigOrExit } from '../../server/config.ts';
import { openDatabase } from '../../server/db/kysely.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createProgress } from './progress.ts';
import { seedDemo } from './seed.ts';

/**
 * npm run seed -- [--products N] [--reset]
 * Seeds the demo store into the database from DATA_DIR / DATABASE_URL.
 */
const USAGE =
  'usage: npm run seed -- [--products N] [--reset]\n  --products N  number of products (0–2000000; default SEED_PRODUCTS or 1500)\n  --reset       delete the existing catalogue and content first';

export function parseArgs(argv: string[]): { products?: number; reset: boolean; help: boolean } | { error: string } {
  let products: number | undefined;
  let reset = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--reset') reset = true;
    else if (a === '--help' || a === '-h') help = true;
    else if (a === '--products' || a.startsWith('--products=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i];
      if (v === undefined || !/^\d+$/.test(v) || Number(v) > 2_000_000)
        return {
          error: `--products needs a whole number between 0 and 2000000, got ${v === undefined ? 'nothing' : JSON.stringify(v)}`,
        };
      products = Number(v);
    } else return { error: `unknown argument ${JSON.stringify(a)}` };
  }
  return { products, reset, help };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`seed: ${args.error}\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfigOrExit();
  const products = args.products ?? config.seedProducts;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  try {
    console.error(`seed: database ${database.describe}`);
    const { applied } = await migrate(database);
    if (applied.length) console.error(`seed: migrations applied: ${applied.join(', ')}`);
    if (!args.reset) {
      const row = await database.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      const n = Number(row?.n ?? 0);
      if (n > 0) {
        console.error(`seed: the database already has ${n} products; nothing to do (use --reset to replace them)`);
        return 0;
      }
      const cats = await database.db
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      if (Number(cats?.n ?? 0) > 0) {
        console.error(
          'seed: the database already has a catalogue (categories) without products; nothing to do (use --reset to replace it)',
        );
        return 0;
      }
    }
    const bar = createProgress('seed: products');
    const res = await seedDemo(database, {
      products,
      reset: args.reset,
      log: (m) => console.error(`seed: ${m}`),
      onProgress: (done, total) => bar.update(done, total),
    });
    bar.done();
    console.error(`seed: ${res.products} products seeded in ${(res.ms / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error('seed: failed:', err instanceof Error ? err.message : err);
    if (err instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(err.stack);
    process.exit(1);
  },
);
