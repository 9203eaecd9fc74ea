import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Files sent with forms, on disk under `DATA_DIR/uploads/<purpose>/` — outside every folder the server serves, so
 * a file is never reachable by URL; the staff's back office reads them through its own permission-checked route.
 * Names are random (the visitor's file name is kept only in the database).
 */
export class UploadStore {
  constructor(private readonly dir: string) {}

  private file(name: string): string {
    if (!/^[a-f0-9]{32}\.(pdf|doc|docx)$/.test(name)) throw new Error(`not an upload name: ${name}`);
    return path.join(this.dir, name);
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    await fs.writeFile(this.file(name), bytes, { flag: 'wx', mode: 0o600 });
  }

  async read(name: string): Promise<Buffer> {
    return fs.readFile(this.file(name));
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.file(name), { force: true });
  }

  /** The names on disk (for tests and housekeeping). */
  async list(): Promise<string[]> {
    try {
      return (await fs.readdir(this.dir)).sort();
    } catch {
      return [];
    }
  }
}
