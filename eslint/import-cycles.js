// No import cycles in src/ (docs/architecture.md, "Layers"), checked by `npm run lint` after ESLint. dpdm (maintained,
// about 7 s over src/ on this machine) reads every import with TypeScript's parser and resolves `~/…` through
// tsconfig.json. Type-only imports count, as in `layers/import-boundaries`: two files that name each other's types
// cannot be read, moved or tested one without the other, and a type import becomes a value import with one edit.
// `import()` counts too: a lazily loaded file that imports its loader back is still a cycle.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The cycles of a dependency tree (`{ file: [{ id }] }`, paths from the project root), each as its files in order. */
export function cyclesOf(tree) {
  return parseCircular(tree);
}

async function main() {
  const started = Date.now();
  const tree = await parseDependencyTree('src/**/*.{ts,tsx}', {
    cwd: ROOT,
    context: ROOT,
    tsconfig: path.join(ROOT, 'tsconfig.json'),
  });
  const cycles = cyclesOf(tree);
  for (const c of cycles) console.error(`import-cycles: ${[...c, c[0]].join(' → ')}`);
  const files = Object.keys(tree).length;
  console.log(`import-cycles: ${cycles.length} cycles in ${files} files (${Date.now() - started} ms)`);
  if (cycles.length > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
