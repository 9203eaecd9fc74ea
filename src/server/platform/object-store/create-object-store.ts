import type { Config } from '../../config.ts';
import { DiskObjectStore } from './disk-store.ts';
import type { ObjectStore, ObjectStoreUnavailable } from './object-store.ts';
import { S3ObjectStore } from './s3-store.ts';

/** The configured store (STORAGE, decision 0068): DATA_DIR on disk, or the S3 bucket. */
export function createObjectStore(
  storage: Config['storage'],
  opts: { onUnavailable?: (err: ObjectStoreUnavailable) => void } = {},
): ObjectStore {
  if (storage.driver === 'disk') return new DiskObjectStore(storage.root);
  return new S3ObjectStore(storage.s3, { onUnavailable: opts.onUnavailable });
}

/**
 * The boot's look at the store (decision 0068): a bucket that is missing or refuses the credentials stops the boot
 * (a configuration error, named); a store that cannot be reached now is a warning and the shop starts — pages do not
 * need it, and uploads and pictures of uploads answer 503 until it is back.
 */
export async function checkObjectStore(store: ObjectStore, log: (msg: string) => void): Promise<void> {
  const checked = await store.check();
  if (checked.ok) {
    log(`uploads stored in ${store.describe}`);
    return;
  }
  if (checked.reason === 'refused') throw new Error(`storage: ${checked.message}`);
  log(
    `WARNING storage: ${checked.message}; starting anyway: uploads and pictures of uploads answer 503 until it answers`,
  );
}

const shared = new WeakMap<Config['storage'], ObjectStore>();

/**
 * The one store of a configuration: the services, the back office's uploads and the image routes built from the same
 * config share one client (one connection pool, one view of whether the store is down).
 */
export function objectStoreOf(config: Pick<Config, 'storage'>): ObjectStore {
  let store = shared.get(config.storage);
  if (!store) shared.set(config.storage, (store = createObjectStore(config.storage)));
  return store;
}
