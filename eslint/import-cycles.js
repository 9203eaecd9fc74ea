// No import cycles in src/ (docs/architecture.md, "Layers"), checked by `npm run lint` after ESLint. dpdm (maintained,
// about 7 s over src/ on this machine) reads every import with TypeScript's parser and resolves `~/…` through
// tsconfig.json. Type-only imports count, as in `layers/import-boundaries`: two files that name each other's types
// cannot be read, moved or tested one without the other, and a type import becomes a value import with one edit.
// `import()` counts too: a lazily loaded file that imports its loader back is still a cycle.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { PENDING_CYCLE_EDGES } from './pending-layer-exceptions.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The cycles of a dependency tree (`{ file: [{ id }] }`, paths from the project root) once the `pending` edges
 * (`{ from, to }`) are left out, and the pending edges the tree no longer has.
 */
export function cyclesOf(tree, pending) {
  const skip = new Set(pending.map((e) => `${e.from} ${e.to}`));
  const used = new Set();
  const kept = {};
  for (const [file, deps] of Object.entries(tree)) {
    kept[file] = deps?.filter((d) => {
      const edge = `${file} ${d.id}`;
      if (!skip.has(edge)) return true;
      used.add(edge);
      return false;
    });
  }
  const stale = pending.filter((e) => !used.has(`${e.from} ${e.to}`));
  return { cycles: parseCircular(kept), stale };
}

async function main() {
  const started = Date.now();
  const tree = await parseDependencyTree('src/**/*.{ts,tsx}', {
    cwd: ROOT,
    context: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  });
  const { cycles, stale } = cyclesOf(tree, PENDING_CYCLE_EDGES);
  for (const e of stale)
    console.warn(`import-cycles: ${e.from} no longer imports ${e.to}: remove the entry from PENDING_CYCLE_EDGES.`);
  for (const c of cycles) console.error(`import-cycles: ${[...c, c[0]].join(' → ')}`);
  const files = Object.keys(tree).length;
  console.log(`import-cycles: ${cycles.length} cycles in ${files} files (${Date.now() - started} ms)`);
  if (cycles.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
