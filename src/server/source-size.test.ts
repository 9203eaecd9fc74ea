import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One job per file (DEV-4, docs/requirements.md): no source file over 400 lines as Prettier formats it.
 * Data, schema and migrations are exempt (they are long lists, not code); a file listed in NOT_YET_SPLIT is over the
 * limit today and waits for its split — the list may only shrink: a listed file that is gone or back under the limit
 * fails the test until it is taken off. Code only: stylesheets are not counted.
 */
const LIMIT = 400;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIRS = ['src', 'tests', 'bench', 'eslint'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;

const EXEMPT: { pattern: RegExp; why: string }[] = [
  { pattern: /^src\/demo\/seed\/data\//, why: 'demo data: lists of categories, pages and articles' },
  { pattern: /^src\/server\/db\/schema\.ts$/, why: "the database schema: one interface a table, the tables' shape" },
  { pattern: /^src\/server\/db\/migrations\//, why: 'migrations: written once, never edited' },
];

/** Over the limit today, each to be split by behaviour like the others (then taken off this list). */
const NOT_YET_SPLIT: string[] = [];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) {
      if (e.name !== 'node_modules' && !e.name.startsWith('.')) out.push(...sourceFiles(rel));
    } else if (SOURCE.test(e.name)) out.push(rel);
  }
  return out;
}

const lines = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8').replace(/\n$/, '').split('\n').length;

describe('source file size', () => {
  const files = DIRS.flatMap(sourceFiles);

  it(`keeps every source file outside data, schema and migrations at ${LIMIT} lines or fewer`, () => {
    expect(files.length).toBeGreaterThan(500);
    const over = files
      .filter((f) => !EXEMPT.some((x) => x.pattern.test(f)) && !NOT_YET_SPLIT.includes(f) && lines(f) > LIMIT)
      .map((f) => `${f} (${lines(f)} lines)`);
    expect(over, 'split these by behaviour (one job per file)').toEqual([]);
  });

  it('lists only files that are still over the limit as not yet split', () => {
    const stale = NOT_YET_SPLIT.filter((f) => !fs.existsSync(path.join(ROOT, f)) || lines(f) <= LIMIT);
    expect(stale, 'split or gone: take these off NOT_YET_SPLIT').toEqual([]);
  });

  it('exempts only what exists', () => {
    for (const x of EXEMPT)
      expect(
        files.some((f) => x.pattern.test(f)),
        x.why,
      ).toBe(true);
  });
});
