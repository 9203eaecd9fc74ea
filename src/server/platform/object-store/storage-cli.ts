import { loadConfigOrExit } from '../../config.ts';
import { createObjectStore } from './create-object-store.ts';
import { DiskObjectStore } from './disk-store.ts';
import { pushLocalFiles } from './push.ts';

/**
 * npm run storage -- check | push [--dry-run]   (decision 0068)
 * Run with the same environment as the shop (STORAGE=s3 and the S3_* settings, DATA_DIR).
 */
const USAGE = [
  'usage: npm run storage -- check',
  '       npm run storage -- push [--dry-run]',
  '  check      whether the configured store (STORAGE) answers: the bucket exists and takes the credentials',
  '  push       copy the uploads kept under DATA_DIR (media/<area>/ originals, uploads/) to the bucket of STORAGE=s3;',
  '             objects already there with the same size are left alone; local files are never removed',
  '  --dry-run  list what would be copied, copy nothing',
].join('\n');

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  const dryRun = rest.includes('--dry-run');
  const unknown = rest.filter((a) => a !== '--dry-run' || command !== 'push');
  if ((command !== 'check' && command !== 'push') || unknown.length) {
    console.error(
      `storage: unknown ${command !== 'check' && command !== 'push' ? `command ${JSON.stringify(command)}` : `argument ${JSON.stringify(unknown[0])}`}\n${USAGE}`,
    );
    return 64;
  }
  const config = loadConfigOrExit();
  const store = createObjectStore(config.storage);
  const checked = await store.check();
  if (!checked.ok) {
    console.error(`storage: ${checked.message}`);
    return 69;
  }
  if (command === 'check') {
    console.log(`storage: ${store.describe} answers`);
    return 0;
  }
  if (config.storage.driver !== 's3') {
    console.error('storage: push copies DATA_DIR to the bucket: set STORAGE=s3 and the S3_* settings first');
    return 64;
  }
  const report = await pushLocalFiles(new DiskObjectStore(config.dataDir), store, {
    dryRun,
    log: (l) => console.log(l),
  });
  console.log(
    `storage: ${report.copied.length} file(s) ${dryRun ? 'to copy' : 'copied'}, ${report.present.length} already in ${store.describe}` +
      (report.skipped.length
        ? `, ${report.skipped.length} left alone (not uploads): ${report.skipped.slice(0, 5).join(', ')}${report.skipped.length > 5 ? ', …' : ''}`
        : ''),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`storage: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
