import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Which processes serve from a build/ (decision 0071): each production server leaves a file
 * `build/.serving/<host>-<pid>` while it runs, so that `npm run build` can refuse to rebuild under them (a running
 * instance whose scripts were replaced answers 404 for them). Files of processes on this host that are gone are
 * cleared; files of other hosts (a shared folder) cannot be checked and are only reported.
 */
interface ServingProcess {
  host: string;
  pid: number;
  file: string;
  /** on this host and running (or of another host, where that cannot be told) */
  live: boolean;
  here: boolean;
}

function dir(root: string): string {
  return path.join(root, 'build', '.serving');
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Marks this process as serving from root's build/; the returned function (also run at exit) takes it back. */
export function markServing(root: string, info: { port: number }): () => void {
  const file = path.join(dir(root), `${os.hostname()}-${process.pid}`);
  fs.mkdirSync(dir(root), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ port: info.port, since: new Date().toISOString() }));
  const unmark = () => fs.rmSync(file, { force: true });
  process.once('exit', unmark);
  return unmark;
}

/** The processes that marked themselves as serving from root's build/; marks of dead local processes are removed. */
export function servingProcesses(root: string): ServingProcess[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir(root));
  } catch {
    return [];
  }
  const out: ServingProcess[] = [];
  for (const name of names) {
    const m = /^(.+)-(\d+)$/.exec(name);
    if (!m) continue;
    const file = path.join(dir(root), name);
    const host = m[1]!;
    const pid = Number(m[2]);
    const here = host === os.hostname();
    if (here && !alive(pid)) {
      fs.rmSync(file, { force: true });
      continue;
    }
    out.push({ host, pid, file, live: true, here });
  }
  return out;
}
