import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildForStart, buildIsCurrent, sourceStamp, StaleBuildError } from './build-if-needed.ts';
import { markServing, servingProcesses } from './build/serving-registry.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) fs.rmSync(r, { recursive: true, force: true });
});

/** A checkout with one source file, and optionally a build of it (current or made from older sources). */
function checkout(build: 'none' | 'current' | 'stale'): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-start-'));
  roots.push(root);
  fs.mkdirSync(path.join(root, 'src/web'), { recursive: true });
  fs.writeFileSync(path.join(root, 'src/web/page.tsx'), 'export default 1;\n');
  if (build !== 'none') fakeBuild(root);
  if (build === 'stale') fs.writeFileSync(path.join(root, 'src/web/page.tsx'), 'export default 2;\n');
  return root;
}

function fakeBuild(root: string): void {
  fs.mkdirSync(path.join(root, 'build/server'), { recursive: true });
  fs.writeFileSync(path.join(root, 'build/server/index.js'), '// the server bundle\n');
  fs.writeFileSync(path.join(root, 'build/.stamp'), sourceStamp(root));
}

const quiet = () => {};
/** tsx by its path: the child processes run in a temporary folder without node_modules */
const TSX = fileURLToPath(import.meta.resolve('tsx'));

describe('npm start and the web build (decision 0071)', () => {
  it('uses a current build as it is', async () => {
    const root = checkout('current');
    let builds = 0;
    await expect(buildForStart(root, quiet, { build: () => builds++ })).resolves.toBe('current');
    expect(builds).toBe(0);
  });

  it('refuses a build made from other sources, leaving it untouched, and says to run npm run build', async () => {
    const root = checkout('stale');
    const before = fs.readFileSync(path.join(root, 'build/.stamp'), 'utf8');
    let builds = 0;
    const started = buildForStart(root, quiet, { build: () => builds++ });
    await expect(started).rejects.toBeInstanceOf(StaleBuildError);
    await expect(started).rejects.toThrow(/npm run build/);
    expect(builds).toBe(0);
    expect(fs.readFileSync(path.join(root, 'build/.stamp'), 'utf8')).toBe(before);
  });

  it('builds a fresh checkout once when several processes start at the same time', async () => {
    const root = checkout('none');
    // three processes start on the same fresh checkout; each build takes 400 ms and counts itself in a file
    const script = `
      import fs from 'node:fs';
      import { buildForStart, sourceStamp } from ${JSON.stringify(path.resolve(import.meta.dirname, 'build-if-needed.ts'))};
      const root = ${JSON.stringify(root)};
      const result = await buildForStart(root, () => {}, { build: (r) => {
        fs.appendFileSync(r + '/builds', 'x');
        const until = Date.now() + 400; while (Date.now() < until) {}
        fs.mkdirSync(r + '/build/server', { recursive: true });
        fs.writeFileSync(r + '/build/server/index.js', '');
        fs.writeFileSync(r + '/build/.stamp', sourceStamp(r));
      } });
      process.stdout.write(result);`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', TSX, '--input-type=module', '-e', script], { cwd: root });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
      });
    const results = await Promise.all([run(), run(), run()]);
    expect(fs.readFileSync(path.join(root, 'builds'), 'utf8')).toBe('x');
    expect(results.filter((r) => r === 'built')).toHaveLength(1);
    expect(results.filter((r) => r !== 'built').every((r) => r === 'waited' || r === 'current')).toBe(true);
    expect(buildIsCurrent(root)).toBe(true);
    expect(fs.existsSync(path.join(root, 'build.lock'))).toBe(false);
  });

  it('takes over the lock of a build whose process died', async () => {
    const root = checkout('none');
    fs.mkdirSync(path.join(root, 'build.lock'));
    // a pid that is not running: a child that has exited
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(root, 'build.lock/pid'), dead);
    await expect(buildForStart(root, quiet, { build: fakeBuild, waitMs: 5_000 })).resolves.toBe('built');
  });
});

describe('npm run build refuses while a server runs from build/', () => {
  it('lists the live servers and clears the marks of dead ones', () => {
    const root = checkout('current');
    const unmark = markServing(root, { port: 3000 });
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(root, 'build/.serving', `${os.hostname()}-${dead}`), '{}');
    expect(servingProcesses(root).map((s) => s.pid)).toEqual([process.pid]);
    expect(fs.readdirSync(path.join(root, 'build/.serving'))).toHaveLength(1);
    unmark();
    expect(servingProcesses(root)).toEqual([]);
  });

  it('stops with what to do, building nothing', () => {
    const root = checkout('current');
    const unmark = markServing(root, { port: 3000 });
    try {
      const cli = path.resolve(import.meta.dirname, 'build/build.ts');
      const r = spawnSync(process.execPath, ['--import', TSX, cli], { cwd: root, encoding: 'utf8' });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(`pid ${process.pid}`);
      expect(r.stderr).toMatch(/Stop them first/);
      expect(buildIsCurrent(root)).toBe(true);
    } finally {
      unmark();
    }
  });
});
