import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every feature's stylesheet names its classes with its own prefix (`ct-` for the cart, `cn-` for content…).
 * The production build joins all stylesheets, so two features that pick the same prefix restyle each other's
 * pages: the cart once rendered at half width because content.css also defined `.ct` and `.ct-grid`.
 * Prefixes of the shared components (`sx-`, `ui-`, `pq`…) and state classes (`is-`, `has-`, `no-`) may be used anywhere.
 */
const webDir = join(process.cwd(), 'src/web');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

function prefixes(file: string): Set<string> {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...css.matchAll(/\.([a-zA-Z][a-zA-Z0-9]*)(?=[-_\s.,:{[>+~)]|$)/g)].map((m) => m[1]!.toLowerCase()));
}

describe('stylesheet class prefixes', () => {
  it('no two features define classes with the same prefix', () => {
    const shared = new Set(['is', 'has', 'no']);
    for (const f of [...cssFiles(join(webDir, 'components')), join(webDir, 'styles/app.css')])
      for (const p of prefixes(f)) shared.add(p);
    const owners = new Map<string, Set<string>>();
    const featuresDir = join(webDir, 'features');
    for (const feature of readdirSync(featuresDir)) {
      for (const f of cssFiles(join(featuresDir, feature))) {
        for (const p of prefixes(f)) if (!shared.has(p)) owners.set(p, (owners.get(p) ?? new Set()).add(feature));
      }
    }
    const clashes = [...owners]
      .filter(([, set]) => set.size > 1)
      .map(([p, set]) => `${p}: ${[...set].sort().join(', ')}`);
    expect(clashes).toEqual([]);
  });
});
