import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ApiServerProcess {
  url: string;
  proc: ChildProcess;
  /** a clean stop (SIGTERM) */
  stop(): Promise<void>;
  /** `kill -9`: no cleanup, no flush */
  kill(): Promise<void>;
}

/**
 * Starts `api-server.ts` on `target` (a PostgreSQL URL or an SQLite file) and waits for its port. `nodeArgs` go to
 * node before the script (`--cpu-prof`, which NODE_OPTIONS does not take).
 */
export function startApiServer(
  target: string,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<ApiServerProcess> {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/testing/api-server.ts', target], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    proc.once('error', reject);
    proc.once('exit', (code) => reject(new Error(`api server exited (${code}) before listening: ${out}`)));
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /port (\d+)/.exec(out);
      if (m)
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          proc,
          stop: async () => {
            proc.kill('SIGTERM');
            await exited;
          },
          kill: async () => {
            proc.kill('SIGKILL');
            await exited;
          },
        });
    });
  });
}

/** The PostgreSQL URL of a test database (`describe` carries no credentials; the test server trusts local users). */
export function postgresUrlOf(describe: string): string {
  const base = new URL(process.env.TEST_DATABASE_URL!);
  base.pathname = new URL(describe).pathname;
  return base.toString();
}
