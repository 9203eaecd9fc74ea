import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, checkPrefix, ObjectStoreUnavailable, type ObjectStore } from './object-store.ts';

const missing = (err: unknown) =>
  (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ||
  (err as NodeJS.ErrnoException | undefined)?.code === 'ENOTDIR';

/**
 * The local-disk driver (decision 0068): a key is a file under `root` (DATA_DIR), so shops that kept their uploads
 * on disk keep them where they were. Written to a temporary name and renamed: readers never see half a file, and
 * processes sharing the folder (SQLite's several processes on one machine) never clash.
 */
export class DiskObjectStore implements ObjectStore {
  readonly kind = 'disk' as const;
  readonly describe: string;

  constructor(private readonly root: string) {
    this.describe = `local disk under ${root}`;
  }

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType: string, opts: { private?: boolean } = {}): Promise<void> {
    const file = this.file(key);
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true, ...(opts.private ? { mode: 0o700 } : {}) });
      await fs.writeFile(tmp, bytes, { flag: 'wx', ...(opts.private ? { mode: 0o600 } : {}) });
      await fs.rename(tmp, file);
    } catch (err) {
      await fs.rm(tmp, { force: true }).catch(() => undefined);
      // a full or read-only disk is the disk store being unavailable, like a bucket that is down
      throw new ObjectStoreUnavailable('error', `writing ${key} failed: ${(err as Error).message}`, { cause: err });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if (missing(err)) return null;
      throw new ObjectStoreUnavailable('error', `reading ${key} failed: ${(err as Error).message}`, { cause: err });
    }
  }

  async head(key: string): Promise<{ size: number } | null> {
    try {
      const st = await fs.stat(this.file(key));
      return st.isFile() ? { size: st.size } : null;
    } catch (err) {
      if (missing(err)) return null;
      throw new ObjectStoreUnavailable('error', `reading ${key} failed: ${(err as Error).message}`, { cause: err });
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const dir = path.join(this.root, ...checkPrefix(prefix).split('/').filter(Boolean));
    let entries;
    try {
      entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    } catch (err) {
      if (missing(err)) return [];
      throw err;
    }
    return entries
      .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
      .map((e) => path.relative(this.root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }

  async check(): Promise<{ ok: true } | { ok: false; reason: 'unreachable' | 'refused'; message: string }> {
    return { ok: true };
  }
}
