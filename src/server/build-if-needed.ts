import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { precompressDir } from './build/precompress.ts';

/** Files whose content decides the browser/SSR build (and its precompressed assets). */
const INPUTS = ['src/web', 'src/domain', 'src/shared', 'src/server/build', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

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
  const r = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error(`react-router build failed (exit ${r.status ?? r.signal})`);
  const c = precompressDir(path.join(root, 'build', 'client'));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  log(`precompressed ${c.files} assets: ${kb(c.bytes)} → brotli ${kb(c.brBytes)}, gzip ${kb(c.gzBytes)}`);
  fs.writeFileSync(path.join(root, 'build', '.stamp'), sourceStamp(root));
  log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds when there is no build or the build is older than the sources. */
export function buildIfNeeded(root: string, log: (msg: string) => void): void {
  if (!buildIsCurrent(root)) build(root, log);
}
