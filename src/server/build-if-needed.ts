import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { precompressDir } from './build/precompress.ts';
import { alive } from './build/serving-registry.ts';

/** Files whose content decides the browser/SSR build (and its precompressed assets). */
const INPUTS = [
  'src/web',
  'src/domain',
  'src/shared',
  'src/server/build',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
];

function walk(p: string, out: string[]): void {
  if (!fs.existsSync(p)) return;
  const st = fs.statSync(p);
  if (st.isFile()) {
    out.push(p);
    return;
  }
  for (const e of fs.readdirSync(p).sort()) walk(path.join(p, e), out);
}

export function sourceStamp(root: string): string {
  const files: string[] = [];
  for (const i of INPUTS) walk(path.join(root, i), files);
  const h = createHash('sha256');
  for (const f of files) {
    h.update(path.relative(root, f));
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex').slice(0, 16);
}

/** True when `build/` holds a build of the current sources. */
export function buildIsCurrent(root: string): boolean {
  const stampFile = path.join(root, 'build', '.stamp');
  return (
    fs.existsSync(path.join(root, 'build', 'server', 'index.js')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8') === sourceStamp(root)
  );
}

/**
 * `react-router build`, then `.br` and `.gz` files next to the browser assets, then the stamp of the sources.
 * The build tools are devDependencies (decision 0015): without them this stops with a message saying what to do.
 */
export function build(root: string, log: (msg: string) => void): void {
  const bin = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
  if (!fs.existsSync(bin)) {
    throw new Error(
      'build/ is missing or older than the sources, and the build tools are not installed (a production install, ' +
        '`npm ci --omit=dev`). Build where the devDependencies are (`npm ci && npm run build`) and ship build/ with the ' +
        'sources, or install them here with `npm ci`.',
    );
  }
  log('building the web app (react-router build)…');
  const started = Date.now();
  const r = spawnSync(process.execPath, [bin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`react-router build failed (exit ${r.status ?? r.signal})`);
  const c = precompressDir(path.join(root, 'build', 'client'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  log(`precompressed ${c.files} assets: ${kb(c.bytes)} → brotli ${kb(c.brBytes)}, gzip ${kb(c.gzBytes)}`);
  fs.writeFileSync(path.join(root, 'build', '.stamp'), sourceStamp(root));
  log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Builds when there is no build or the build is older than the sources. For the test runner and the benchmarks,
 * which start their own servers after it; `npm start` uses `buildForStart`, which never rebuilds a build that
 * another process may be serving.
 */
export function buildIfNeeded(root: string, log: (msg: string) => void): void {
  if (!buildIsCurrent(root)) build(root, log);
}

/** Thrown when `npm start` finds a build made from other sources: building is a release step (decision 0071). */
export class StaleBuildError extends Error {
  constructor() {
    super(
      'build/ was made from other sources than these (the sources changed since `npm run build`, or a build was cut ' +
        'short). Building is a release step: run `npm run build` once, with no instance serving from this build/, ' +
        'then start the instances. `npm start` does not rebuild it because another instance may be serving from it, ' +
        "and a rebuild under a running instance makes its pages' scripts answer 404. (`npm run dev` needs no build.)",
    );
    this.name = 'StaleBuildError';
  }
}

const SERVER_ENTRY = path.join('build', 'server', 'index.js');

/**
 * What `npm start` does with build/ (decision 0071): a current build is used; a stale one stops the start with
 * StaleBuildError; no build at all (the first start of a fresh checkout, where nothing can be serving from it) is
 * built, by one process at a time: instances started together wait for the first one's build under `build.lock`.
 */
export async function buildForStart(
  root: string,
  log: (msg: string) => void,
  opts: { waitMs?: number; build?: typeof build } = {},
): Promise<'current' | 'built' | 'waited'> {
  if (buildIsCurrent(root)) return 'current';
  if (fs.existsSync(path.join(root, SERVER_ENTRY))) throw new StaleBuildError();
  const lock = path.join(root, 'build.lock');
  const deadline = Date.now() + (opts.waitMs ?? 10 * 60_000);
  let waited = false;
  for (;;) {
    if (takeLock(lock)) break;
    if (!waited) log(`another process is building the web app (${lock}); waiting for it`);
    waited = true;
    if (Date.now() > deadline)
      throw new Error(
        `waited too long for the build another process is making (${lock}); remove that folder if no build is running`,
      );
    await new Promise((r) => setTimeout(r, 250));
  }
  try {
    if (buildIsCurrent(root)) return 'waited';
    if (fs.existsSync(path.join(root, SERVER_ENTRY))) throw new StaleBuildError();
    log('no build/ yet (a fresh checkout): building it once; for releases run `npm run build` before starting');
    (opts.build ?? build)(root, log);
    return 'built';
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** A folder as a lock (mkdir is atomic); a lock left by a process that died is taken over. */
function takeLock(lock: string): boolean {
  try {
    fs.mkdirSync(lock);
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  let owner = NaN;
  try {
    owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // being written
  }
  if (Number.isInteger(owner) && owner > 0 && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true });
  return false;
}
