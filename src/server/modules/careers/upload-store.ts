import { uploadKey, type ObjectStore } from '../../platform/object-store/object-store.ts';

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Files sent with forms, in the object store as `uploads/<purpose>/<name>` (decision 0068): on disk that is
 * `DATA_DIR/uploads/<purpose>/`, outside every folder the server serves, or the shared bucket, which the shop never
 * links to — a file is never reachable by URL; the staff's back office reads them through its own
 * permission-checked route. Names are random (the visitor's file name is kept only in the database). A store that
 * is down throws `ObjectStoreUnavailable` (the callers answer 503).
 */
export class UploadStore {
  constructor(
    private readonly store: ObjectStore,
    private readonly purpose: string,
  ) {}

  private key(name: string): string {
    if (!/^[a-f0-9]{32}\.(pdf|doc|docx)$/.test(name)) throw new Error(`not an upload name: ${name}`);
    return uploadKey(this.purpose, name);
  }

  async save(name: string, bytes: Buffer): Promise<void> {
    const key = this.key(name);
    await this.store.put(key, bytes, TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream', {
      private: true,
    });
  }

  /** The file's bytes, or null when there is none. */
  async read(name: string): Promise<Buffer | null> {
    return this.store.get(this.key(name));
  }

  async remove(name: string): Promise<void> {
    await this.store.delete(this.key(name));
  }

  /** The names kept (for tests and housekeeping). */
  async list(): Promise<string[]> {
    const prefix = `uploads/${this.purpose}/`;
    return (await this.store.list(prefix)).map((k) => k.slice(prefix.length)).sort();
  }
}
