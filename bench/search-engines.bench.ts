/**
 * Measures the search-engine candidates of docs/decisions/0004-search-engine.md on the benchmark
 * database (run `npm run bench:catalog` first): SQLite FTS5 (trigram; unicode61 over folded text),
 * SQL facet counting, and with --pg PostgreSQL pg_trgm and full-text search.
 *   node --import tsx bench/search-engines.bench.ts [--pg]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RUNS = 200;
const WORDS = [
  'samsung',
  'iphone 15',
  'utu',
  'noutbuk lenovo',
  'qara',
  'xiaomi redmi',
  'televizor',
  'bosch',
  'kamera',
  'smartfon 128',
];
const PREFIXES = ['sams', 'iph', 'noutb', 'tele', 'xiao', 'bos', 'kam', 'qulaq'];
const TYPOS = ['samsnug', 'xiaomo', 'televizr', 'noutbkk'];

function stats(name: string, times: number[]) {
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  console.log(`${name.padEnd(58)} p50 ${p(0.5).toFixed(2).padStart(7)} ms  p95 ${p(0.95).toFixed(2).padStart(7)} ms`);
}
async function run(name: string, inputs: string[], f: (w: string) => unknown | Promise<unknown>) {
  for (const w of inputs) await f(w);
  const t: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const w = inputs[i % inputs.length]!;
    const t0 = performance.now();
    await f(w);
    t.push(performance.now() - t0);
  }
  stats(name, t);
}

async function sqlite() {
  const db = new SQLite(path.join(HERE, 'out/catalog-100000.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  console.log('SQLite', db.prepare('SELECT count(*) n FROM products').get());
  for (const [name, tok] of [
    ['bench_fts_tri', "tokenize='trigram'"],
    ['bench_fts_uni', "tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'"],
  ] as const) {
    const exists = db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(name);
    if (!exists) {
      const t0 = performance.now();
      db.exec(`CREATE VIRTUAL TABLE ${name} USING fts5(search_text, content='products', content_rowid='id', ${tok})`);
      db.exec(`INSERT INTO ${name}(rowid, search_text) SELECT id, search_text FROM products`);
      console.log(`${name}: built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
  }
  const big = db
    .prepare('SELECT category_id, count(*) n FROM products GROUP BY category_id ORDER BY n DESC LIMIT 1')
    .get() as { category_id: number };
  const phrase = (w: string) =>
    w
      .split(' ')
      .map((x) => `"${x}"`)
      .join(' ');
  const tri = db.prepare(`SELECT rowid FROM bench_fts_tri WHERE bench_fts_tri MATCH ? ORDER BY rank LIMIT 24`);
  const triCount = db.prepare(`SELECT count(*) FROM bench_fts_tri WHERE bench_fts_tri MATCH ?`);
  await run('FTS5 trigram: top 24 by rank + total', WORDS, (w) => {
    tri.all(phrase(w));
    triCount.get(phrase(w));
  });
  await run('FTS5 trigram: prefix (substring) top 8', PREFIXES, (w) => tri.all(phrase(w)));
  const uni = db.prepare(`SELECT rowid FROM bench_fts_uni WHERE bench_fts_uni MATCH ? ORDER BY rank LIMIT 24`);
  const uniCount = db.prepare(`SELECT count(*) FROM bench_fts_uni WHERE bench_fts_uni MATCH ?`);
  await run('FTS5 unicode61: top 24 by rank + total', WORDS, (w) => {
    uni.all(phrase(w));
    uniCount.get(phrase(w));
  });
  await run('FTS5 unicode61: prefix top 8', PREFIXES, (w) => uni.all(`"${w}" *`));
  // A typo needs a candidate scan of the vocabulary (fts5vocab) — the FTS5 way to "one edit".
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS bench_fts_vocab USING fts5vocab(bench_fts_uni, 'row')`);
  const vocab = db.prepare(`SELECT term FROM bench_fts_vocab WHERE length(term) BETWEEN ? AND ?`);
  await run('FTS5 unicode61: typo via vocabulary scan', TYPOS, (w) => vocab.all(w.length - 1, w.length + 1));
  // Facets in SQL: brand counts of search ∩ category subtree, one of several GROUP BYs a listing needs.
  const facet = db.prepare(
    `SELECT p.brand_id, count(*) FROM products p JOIN bench_fts_uni f ON f.rowid = p.id WHERE bench_fts_uni MATCH ? AND p.active = 1 GROUP BY p.brand_id`,
  );
  await run('FTS5 + SQL brand facet counts (search)', WORDS, (w) => facet.all(phrase(w)));
  const catFacet = db.prepare(
    `SELECT pp.value_id, count(*) FROM products p JOIN product_parameters pp ON pp.product_id = p.id WHERE p.category_id = ? AND p.active = 1 GROUP BY pp.value_id`,
  );
  await run('SQL parameter facet counts, largest leaf category', ['x'], () => catFacet.all(big.category_id));
  db.close();
}

async function postgres() {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('--pg needs TEST_DATABASE_URL');
  const u = new URL(url);
  u.pathname = '/bench_catalog_100000';
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  console.log(
    'PostgreSQL',
    (await c.query('SELECT version()')).rows[0].version.split(',')[0],
    (await c.query('SELECT count(*) FROM products')).rows[0],
  );
  await c.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  let t0 = performance.now();
  await c.query('CREATE INDEX IF NOT EXISTS bench_trgm ON products USING gin (search_text gin_trgm_ops)');
  console.log(`pg_trgm GIN index: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  t0 = performance.now();
  await c.query("CREATE INDEX IF NOT EXISTS bench_tsv ON products USING gin (to_tsvector('simple', search_text))");
  console.log(`tsvector GIN index: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await c.query('ANALYZE products');
  const like = (w: string) =>
    w
      .split(' ')
      .map((x) => `search_text LIKE '%${x.replace(/'/g, '')}%'`)
      .join(' AND ');
  await run('pg_trgm LIKE %w%: top 24 + total', WORDS, async (w) => {
    await c.query(`SELECT id FROM products WHERE ${like(w)} ORDER BY popularity DESC LIMIT 24`);
    await c.query(`SELECT count(*) FROM products WHERE ${like(w)}`);
  });
  await run('pg_trgm LIKE prefix: top 8', PREFIXES, (w) =>
    c.query(`SELECT id FROM products WHERE ${like(w)} ORDER BY popularity DESC LIMIT 8`),
  );
  await run('pg_trgm word_similarity typo (<%): top 8', TYPOS, (w) =>
    c.query(`SELECT id FROM products WHERE $1 <% search_text ORDER BY popularity DESC LIMIT 8`, [w]),
  );
  const tsq = (w: string) =>
    w
      .split(' ')
      .map((x) => `${x}:*`)
      .join(' & ');
  await run('tsvector @@ prefix query: top 24 + total', WORDS, async (w) => {
    await c.query(
      `SELECT id FROM products WHERE to_tsvector('simple', search_text) @@ to_tsquery('simple', $1) ORDER BY popularity DESC LIMIT 24`,
      [tsq(w)],
    );
    await c.query(
      `SELECT count(*) FROM products WHERE to_tsvector('simple', search_text) @@ to_tsquery('simple', $1)`,
      [tsq(w)],
    );
  });
  await run('tsvector + SQL brand facet counts', WORDS, (w) =>
    c.query(
      `SELECT brand_id, count(*) FROM products WHERE to_tsvector('simple', search_text) @@ to_tsquery('simple', $1) GROUP BY brand_id`,
      [tsq(w)],
    ),
  );
  const big = (await c.query('SELECT category_id FROM products GROUP BY category_id ORDER BY count(*) DESC LIMIT 1'))
    .rows[0].category_id;
  await run('SQL parameter facet counts, largest leaf category', ['x'], () =>
    c.query(
      `SELECT pp.value_id, count(*) FROM products p JOIN product_parameters pp ON pp.product_id = p.id WHERE p.category_id = $1 AND p.active = 1 GROUP BY pp.value_id`,
      [big],
    ),
  );
  await c.end();
}

if (process.argv.includes('--pg')) await postgres();
else await sqlite();
