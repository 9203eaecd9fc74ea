import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../../src/server/testing/free-port.ts';
import path from 'node:path';

let ticksPerSecond: number | undefined;
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** user + system CPU time in a /proc stat file, ms */
export function cpuOf(statFile: string): number {
  const { user, system } = cpuPartsOf(statFile);
  return user + system;
}

/** user and system CPU time in a /proc stat file, ms (system: the kernel's work for the process, e.g. socket writes) */
export function cpuPartsOf(statFile: string): { user: number; system: number } {
  const stat = fs.readFileSync(statFile, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: (Number(f[11]) * 1000) / clockTicks(), system: (Number(f[12]) * 1000) / clockTicks() };
}

/**
 * Context switches of a process so far, all its threads (Linux /proc/<pid>/task/<tid>/status): voluntary (it waited:
 * a socket read, epoll) and involuntary (preempted by another runnable task on the same core).
 */
export function switchesOf(pid: number): { voluntary: number; involuntary: number } {
  let voluntary = 0;
  let involuntary = 0;
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
      voluntary += Number(/^voluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      involuntary += Number(/^nonvoluntary_ctxt_switches:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // a thread that ended meanwhile
    }
  }
  return { voluntary, involuntary };
}

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** milliseconds from spawn to the first healthy answer */
  bootMs: number;
  /**
   * Resident set size now and at its peak, MB (Linux /proc), and its two parts: anonymous memory (heap, native
   * allocations) and file-backed pages (the program's code, and SQLite's memory-mapped database file: page cache
   * the kernel can drop).
   */
  memory(): { rssMb: number; anonMb: number; fileMb: number; peakMb: number };
  /** CPU time (user + system) the server has used so far, ms, all threads (Linux /proc; 10 ms resolution) */
  cpuMs(): number;
  /** the same for the main thread alone (JavaScript; the rest is the thread pool, e.g. zlib, and the GC's helpers) */
  mainThreadCpuMs(): number;
  stop(): Promise<void>;
}

/**
 * The shop as `npm start` runs it (`node --import tsx src/server/start.ts`), in its own process so its memory
 * and CPU time are its own, on a free loopback port, with the environment given (DATA_DIR, DATABASE_URL, …).
 * The build must be current (buildIfNeeded) or the server builds it during boot. `nodeArgs` go to node before the
 * script (e.g. `--cpu-prof`).
 */
export async function startServerProcess(
  root: string,
  env: Record<string, string>,
  logFile: string,
  timeoutMs = 600_000,
  nodeArgs: string[] = [],
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const started = Date.now();
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SEED_DEMO: '0',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const pid = proc.pid!;
  const status = (key: string) =>
    Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) /
    1024;
  const server: ServerProcess = {
    url,
    proc,
    bootMs: 0,
    memory: () => ({
      rssMb: status('VmRSS'),
      anonMb: status('RssAnon'),
      fileMb: status('RssFile') + status('RssShmem'),
      peakMb: status('VmHWM'),
    }),
    cpuMs: () => cpuOf(`/proc/${pid}/stat`),
    mainThreadCpuMs: () => cpuOf(`/proc/${pid}/task/${pid}/stat`),
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  while (Date.now() - started < timeoutMs) {
    if (proc.exitCode !== null) break;
    try {
      const r = await fetch(`${url}/healthz`);
      if (r.ok) {
        server.bootMs = Date.now() - started;
        return server;
      }
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(fs.readFileSync(logFile, 'utf8'));
  proc.kill('SIGKILL');
  throw new Error(`the server did not start (log above, ${logFile})`);
}
