import type { DiskObjectStore } from './disk-store.ts';
import { checkKey, type ObjectStore } from './object-store.ts';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

interface PushReport {
  /** copied now */
  copied: string[];
  /** already in the store with the same size */
  present: string[];
  /** local files that are not uploads the shop names this way (left alone) */
  skipped: string[];
}

/**
 * Copies the uploads kept on the local disk (DATA_DIR/media/<area>/… originals and DATA_DIR/uploads/…) to another
 * store (decision 0068: moving a shop to STORAGE=s3). The resized copies under media/cache are not copied (each
 * instance makes its own). An object already there with the same size is left as it is, so the command can be run
 * again after an interruption, or once more after the last instance on the disk stopped taking uploads. Local files
 * are never removed.
 */
export async function pushLocalFiles(
  from: DiskObjectStore,
  to: ObjectStore,
  opts: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<PushReport> {
  const report: PushReport = { copied: [], present: [], skipped: [] };
  const keys = [
    ...(await from.list('media/')).filter((k) => !k.startsWith('media/cache/')),
    ...(await from.list('uploads/')),
  ];
  for (const key of keys) {
    const ext = key.slice(key.lastIndexOf('.') + 1);
    let valid = true;
    try {
      checkKey(key);
    } catch {
      valid = false;
    }
    if (!valid || !TYPES[ext] || key.split('/').length !== 3) {
      report.skipped.push(key);
      continue;
    }
    const bytes = await from.get(key);
    if (!bytes) continue; // removed meanwhile
    const there = await to.head(key);
    if (there && there.size === bytes.length) {
      report.present.push(key);
      continue;
    }
    if (!opts.dryRun) await to.put(key, bytes, TYPES[ext], { private: key.startsWith('uploads/') });
    report.copied.push(key);
    opts.log?.(`${opts.dryRun ? 'would copy' : 'copied'} ${key} (${bytes.length} bytes)`);
  }
  return report;
}
