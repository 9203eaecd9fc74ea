import type { Config } from './config.ts';
import { withBootLock } from './db/boot-lock.ts';
import type { Database } from './db/kysely.ts';
import { migrate } from './db/migrate.ts';
import { TransactionalConnection } from './db/unit-of-work.ts';
import { demoAtFirstBoot } from '../demo/first-boot-demo.ts';
import { ensureOwner } from './admin/people/owner-bootstrap.ts';
import { PasswordHasher } from './modules/auth/password-hasher.ts';
import { loadFileSecrets, type FileSecrets } from './platform/secrets.ts';
import { SharedSecrets } from './platform/shared-secrets.ts';

export interface FirstBoot {
  /** migrations applied now */
  applied: string[];
  /** the demo store was seeded now */
  seeded: boolean;
  /** the demo customer was made now (its password is printed this once) */
  demoCustomerMade: boolean;
  /** the demo customer's mobile (SEED_DEMO), null without the demo */
  demoCustomerMobile: string | null;
  /** the back office's owner was made now (its password is printed this once) */
  ownerMade: boolean;
  /** signing keys written to the database now (the first instance on an empty one) */
  keysWritten: string[];
  /** this instance's DATA_DIR/secrets.json: the demo passwords */
  file: FileSecrets;
  /** the signing keys every instance shares */
  shared: SharedSecrets;
}

/**
 * Everything a boot does to the database before serving, in one process at a time among all those on it (OPS-8,
 * decision 0066): migrations, the demo seed when the database is empty, the demo customer, the back office's owner
 * and the shared signing keys. The first instance does the work; one started beside it waits on the boot lock and
 * then finds it done, so there is one owner, one demo customer and one set of keys however many start at once.
 */
export async function firstBoot(
  database: Database,
  config: Config,
  opts: { log?: (msg: string) => void; sqliteFile?: string; hasher?: PasswordHasher } = {},
): Promise<FirstBoot> {
  const log = opts.log ?? (() => {});
  return withBootLock(
    database,
    async () => {
      // read inside the lock: instances sharing DATA_DIR (SQLite) keep the passwords the first one wrote
      const file = loadFileSecrets(config.dataDir);
      const { applied } = await migrate(database);
      const hasher = opts.hasher ?? PasswordHasher.owasp(config.accounts.scryptLog2N);
      // the demo (SEED_DEMO): the store when the database is empty, and the demo customer
      const demo = config.seedDemo
        ? await demoAtFirstBoot(database, hasher, {
            products: config.seedProducts,
            dataDir: config.dataDir,
            customerPassword: file.demoCustomerPassword,
            log,
          })
        : null;
      const seeded = demo?.seeded ?? false;
      const demoCustomerMade = demo?.demoCustomerMade ?? false;
      const demoCustomerMobile = demo?.demoCustomerMobile ?? null;
      // the back office's owner (decision 0041): made once when no account has a role
      const ownerMade = await ensureOwner(new TransactionalConnection(database).shared, hasher, file.ownerPassword);
      const shared = new SharedSecrets(database, config.secrets);
      const keysWritten = await shared.ensure(file.legacy);
      return { applied, seeded, demoCustomerMade, demoCustomerMobile, ownerMade, keysWritten, file, shared };
    },
    {
      sqliteFile: opts.sqliteFile,
      onWait: () => log('another instance is running the first boot (migrations, seed, owner, keys): waiting for it'),
    },
  );
}

/**
 * What in this configuration is kept by one instance only and breaks when several serve one PostgreSQL database
 * (decision 0066), said at boot. SQLite is one machine: its processes share DATA_DIR. Uploads on the local disk
 * (STORAGE=disk) with PostgreSQL are one such thing (decision 0068: STORAGE=s3 shares them).
 */
export function clusterWarnings(
  config: Pick<Config, 'dataDir' | 'secrets' | 'storage'>,
  dialect: Database['dialect'],
): string[] {
  if (dialect !== 'postgres') return [];
  const warnings: string[] = [];
  if (config.storage.driver === 'disk')
    warnings.push(
      `uploaded files are kept on this instance's disk (STORAGE=disk: ${config.dataDir}/media: product and article pictures; ${config.dataDir}/uploads: job applications): ` +
        'with more than one instance, set STORAGE=s3 and the S3_* settings (docs/operations.md, Storage), give every instance the same DATA_DIR volume, or run one instance',
    );
  const fromEnv = (['session', 'otp'] as const).filter((k) => config.secrets[k] !== undefined);
  if (fromEnv.length)
    warnings.push(
      `signing keys from the environment (${fromEnv.map((k) => (k === 'session' ? 'SESSION_SECRET' : 'OTP_SECRET')).join(', ')}): every instance must be given the same value, ` +
        'or a code texted by one is refused by another and sessions renew at every hop',
    );
  return warnings;
}
