import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../../src/server/testing/free-port.ts';
import os from 'node:os';
import path from 'node:path';

/**
 * Instances of the real production build for the cluster test (OPS-7…OPS-13): each started as `npm start` starts it
 * (`node --import tsx src/server/start.ts`, NODE_ENV=production, build/ made by tests/e2e/run.ts) with a DATA_DIR of
 * its own, its output kept for the test to read.
 */
const root = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  readonly name: string;
  readonly url: string;
  readonly dataDir: string;
  /** everything the process printed (the boot's lines included), across restarts */
  log: string;
  proc: ChildProcess | null;
}

export async function newInstance(name: string): Promise<Instance> {
  const port = await freePort();
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `e2e-cluster-${name}-`)),
    log: '',
    proc: null,
  };
}

/**
 * Starts (or starts again) the instance's process with these settings on top of the production ones, in the project's
 * folder or in `cwd` (a checkout of other sources, `otherSources()`).
 */
export function start(inst: Instance, env: Record<string, string>, cwd = root): void {
  const port = new URL(inst.url).port;
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/start.ts'], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: inst.dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d: Buffer) => (inst.log += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (inst.log += d.toString()));
  inst.proc = proc;
}

/** Waits until the process ends: its exit code (null when killed, or still running after `timeoutMs`). */
export async function exited(inst: Instance, timeoutMs: number): Promise<number | null> {
  const proc = inst.proc;
  if (!proc) return null;
  if (proc.exitCode === null && proc.signalCode === null)
    await Promise.race([new Promise((r) => proc.once('exit', r)), new Promise((r) => setTimeout(r, timeoutMs))]);
  return proc.exitCode;
}

/**
 * A checkout of other sources than build/ was made from, as a server looks after the release's sources were copied
 * in but `npm run build` was not run: a folder of links to every file and folder of the project — build/ included,
 * so it is the same build/ — except `package-lock.json`, a copy with one more line (it is part of the build's stamp,
 * `build-if-needed.ts`). Nothing in the project is changed.
 */
export function otherSources(): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cluster-checkout-'));
  for (const name of fs.readdirSync(root)) {
    if (name === '.git' || name === 'build.lock' || name === 'test-results' || name === 'package-lock.json') continue;
    fs.symlinkSync(path.join(root, name), path.join(dir, name));
  }
  fs.writeFileSync(
    path.join(dir, 'package-lock.json'),
    `${fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')}\n`,
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Waits until the instance's /readyz answers 200 (as a balancer's check does): true, or false when it exited or the time ran out. */
export async function ready(inst: Instance, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!inst.proc || inst.proc.exitCode !== null || inst.proc.signalCode !== null) return false;
    try {
      if ((await fetch(`${inst.url}/readyz`)).ok) return true;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** SIGTERM (the way an orchestrator stops it), SIGKILL after 10 s. */
export async function stop(inst: Instance): Promise<void> {
  const proc = inst.proc;
  if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (proc.exitCode === null && proc.signalCode === null) {
    proc.kill('SIGKILL');
    await exited;
  }
}

/** One statement on a PostgreSQL database (a client of its own, closed after). */
export async function pgQuery<R extends Record<string, unknown> = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<R[]> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<R>(text, values)).rows;
  } finally {
    await c.end();
  }
}

/** A fresh, empty database next to `adminUrl`'s (as tests/e2e/run.ts makes one), and how to drop it. */
export async function createDatabase(
  adminUrl: string,
  tag: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `store_e2e_${tag}_${Date.now().toString(36)}_${process.pid}`;
  await pgQuery(adminUrl, `CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: async () => void (await pgQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/**
 * Every file of the build under `dir` with its size and modification time, the stamp included: what a rebuild would
 * change. `.serving/` is left out: it holds the marks of the processes serving from the build (decision 0071), which
 * every start and stop writes.
 */
export function snapshotBuild(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const full = path.join(p, e.name);
      if (e.isDirectory() && full === path.join(dir, '.serving')) continue;
      if (e.isDirectory()) walk(full);
      else {
        const st = fs.statSync(full);
        out[path.relative(dir, full)] = `${st.size}:${st.mtimeMs}`;
      }
    }
  };
  walk(dir);
  return out;
}

export const buildDir = path.join(root, 'build');
