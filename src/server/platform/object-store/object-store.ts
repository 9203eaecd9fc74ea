/**
 * Where uploaded files live (OPS-7, decision 0068): one port, two drivers.
 * - `disk` (the default, for the embedded SQLite shop): files under DATA_DIR, a key `media/p/u-….png` being the file
 *   `DATA_DIR/media/p/u-….png`, the layout the shop always had;
 * - `s3`: an S3-compatible bucket (AWS, MinIO, any cloud's), shared by every instance of a cluster.
 *
 * Keys are relative paths of lower-case letters, digits, `.`, `_`, `-` and `/` (never `..`, never absolute). A store
 * that is down, slow past its timeout or refusing our credentials throws `ObjectStoreUnavailable`; a missing object
 * is `null` from `get`/`head`, never an error.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** for the boot log: the folder or the bucket and endpoint (never a secret) */
  readonly describe: string;
  /** Writes the object whole (readers never see half of it). `private`: the disk driver's file is for this user only. */
  put(key: string, bytes: Buffer, contentType: string, opts?: { private?: boolean }): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<{ size: number } | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The keys under a prefix (`media/p/`), sorted (housekeeping, tests, moving files). */
  list(prefix: string): Promise<string[]>;
  /**
   * Whether the store can be used (the boot's check): ok, or why not — `unreachable` (down, slow: worth waiting
   * for) or `refused` (the bucket is missing, or the credentials are wrong: a configuration error).
   */
  check(): Promise<{ ok: true } | { ok: false; reason: 'unreachable' | 'refused'; message: string }>;
}

export type UnavailableReason = 'timeout' | 'unreachable' | 'refused' | 'error';

/** The store could not be used now: down, too slow, refusing us. Callers answer 503 (never 500), and log it. */
export class ObjectStoreUnavailable extends Error {
  /** failed at once because the store failed moments ago (not asked again): worth logging once, not every time */
  readonly repeated: boolean;

  constructor(
    readonly reason: UnavailableReason,
    message: string,
    options?: { cause?: unknown; repeated?: boolean },
  ) {
    super(message, options);
    this.name = 'ObjectStoreUnavailable';
    this.repeated = options?.repeated ?? false;
  }
}

export const isObjectStoreUnavailable = (err: unknown): err is ObjectStoreUnavailable =>
  err instanceof ObjectStoreUnavailable;

const KEY = /^[a-z0-9_-][a-z0-9._-]*(?:\/[a-z0-9_-][a-z0-9._-]*)*$/;

/** Throws on a key that is not a plain relative path (a programming error, never a visitor's input). */
export function checkKey(key: string): string {
  if (key.length > 512 || !KEY.test(key) || key.split('/').some((p) => p === '.' || p === '..' || p.includes('..')))
    throw new Error(`not an object key: ${JSON.stringify(key)}`);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (prefix !== '' && !(prefix.endsWith('/') && KEY.test(prefix.slice(0, -1))))
    throw new Error(`not an object key prefix: ${JSON.stringify(prefix)}`);
  return prefix;
}

/** The keys of the shop's objects (decision 0068): originals of uploaded pictures and the files sent with forms. */
export const mediaKey = (folder: string, key: string) => checkKey(`media/${folder}/${key}`);
export const uploadKey = (purpose: string, name: string) => checkKey(`uploads/${purpose}/${name}`);
