import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../domain/i18n.ts';
import { loadCatalogs } from '../server/platform/i18n.server.ts';

const catalogs = loadCatalogs(path.resolve(import.meta.dirname));
const keysOf = (lang: (typeof LANGS)[number]) => new Set(Object.keys(catalogs[lang]));
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(tsx?|mts)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p);
  }
  return out;
}

describe('message catalogs', () => {
  it('have the same namespaces in every language', () => {
    const dirs = LANGS.map((l) => fs.readdirSync(path.resolve(import.meta.dirname, l)).sort());
    for (const d of dirs) expect(d).toEqual(dirs[0]);
  });

  it('have every key in az, ru and en (plural forms compared by their base key)', () => {
    const bases = LANGS.map((l) => new Set([...keysOf(l)].map(base)));
    const all = new Set(bases.flatMap((s) => [...s]));
    const missing: string[] = [];
    for (const k of all) LANGS.forEach((l, i) => !bases[i]!.has(k) && missing.push(`${l}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('have no empty messages', () => {
    const empty = LANGS.flatMap((l) =>
      Object.entries(catalogs[l])
        .filter(([, v]) => v.trim() === '')
        .map(([k]) => `${l}: ${k}`),
    );
    expect(empty).toEqual([]);
  });

  it('are really translated: az and ru differ from en for most messages', () => {
    for (const l of ['az', 'ru'] as const) {
      const keys = Object.keys(catalogs.en);
      const same = keys.filter((k) => catalogs[l][k] === catalogs.en[k] && /[a-z]{4,}/i.test(catalogs.en[k] ?? ''));
      expect(
        same.length / Math.max(1, keys.length),
        `${l} messages identical to en: ${same.slice(0, 20).join(', ')}`,
      ).toBeLessThan(0.15);
    }
  });

  it("contain every key the code asks for with t('…')", () => {
    const src = path.resolve(import.meta.dirname, '..');
    const used = new Set<string>();
    for (const f of sourceFiles(src)) {
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z][\w-]*\.[\w.-]+)'/g)) used.add(m[1]!);
    }
    const known = new Set([...keysOf('en')].map(base));
    const missing = [...used].filter((k) => !known.has(k) && !known.has(base(k))).sort();
    expect(missing).toEqual([]);
  });
});
