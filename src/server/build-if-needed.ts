import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Files whose content decides the browser/SSR build. */
const INPUTS = ['src/web', 'src/domain', 'src/shared', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

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

/** Runs `react-router build` when there is no build or the build is older than the sources. */
export function buildIfNeeded(root: string, log: (msg: string) => void): void {
  const stampFile = path.join(root, 'build', '.stamp');
  const stamp = sourceStamp(root);
  const serverEntry = path.join(root, 'build', 'server', 'index.js');
  if (fs.existsSync(serverEntry) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  log('building the web app (react-router build)…');
  const started = Date.now();
  const bin = path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js');
  const r = spawnSync(process.execPath, [bin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error(`react-router build failed (exit ${r.status ?? r.signal})`);
  fs.writeFileSync(stampFile, stamp);
  log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
