import { fixedKeyring, keyringAt, rotationPlan, type KeyVersion, type Keyring } from '../../domain/key-rotation.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/kysely.ts';
import { generateKey, type FileSecrets, type Secrets } from './secrets.ts';
import { SharedSecretsRepo } from './shared-secrets.repo.ts';

/** The shop's signing keys and their names in `shop_secrets`. */
export const SECRET_NAMES = { session: 'session', otp: 'otp', testGateway: 'test-gateway' } as const;
export type SecretKey = keyof typeof SECRET_NAMES;
/** The keys `npm run secrets -- rotate` may rotate (the test bank's key is only ever the built-in bank's). */
export const ROTATABLE: readonly SecretKey[] = ['session', 'otp'];

/** How often every instance reads the keys again (a rotation is seen within this). */
const RELOAD_MS = 30_000;
/** A rotated key signs this long after the rotation: by then every instance has read it (three reloads). */
export const PROPAGATION_MS = 3 * RELOAD_MS;
/** The keys before a rotation stay accepted this long after the new one signs, unless told otherwise. */
export const DEFAULT_GRACE_MS = 24 * 3_600_000;

/**
 * The signing keys every instance on one database shares (SEC-11, decision 0066). Each key comes from the
 * environment when given there (`SESSION_SECRET`, `OTP_SECRET`, `TEST_GATEWAY_KEY`: every instance must be given
 * the same), else from the database's `shop_secrets`, written once by the first boot under the boot lock
 * (`ensure`; the values an older version kept in DATA_DIR/secrets.json first, else random) and read again every
 * `RELOAD_MS`, so a rotation (`rotate`) reaches every instance without a restart: the new key is accepted at once,
 * signs after `PROPAGATION_MS`, and the old one is accepted for the grace after that.
 */
export class SharedSecrets {
  private versions = new Map<string, KeyVersion[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Pick<Database, 'db' | 'dialect'>,
    private readonly overrides: Config['secrets'],
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get repo() {
    return new SharedSecretsRepo(this.database.db, this.database.dialect);
  }

  /**
   * Writes version 1 of every key the environment does not give and the database does not have yet (run under the
   * first-boot lock: the first instance writes, the others read), then reads them all. Returns the names written now.
   */
  async ensure(legacy: FileSecrets['legacy'] = {}): Promise<string[]> {
    const at = this.now().toISOString();
    const have = new Set((await this.repo.all()).map((r) => r.name));
    const written: string[] = [];
    for (const key of Object.keys(SECRET_NAMES) as SecretKey[]) {
      const name = SECRET_NAMES[key];
      if (this.overridden(key) || have.has(name)) continue;
      if (await this.repo.createFirst(name, legacy[key] ?? generateKey[key](), at)) written.push(name);
    }
    await this.reload();
    return written;
  }

  /** Reads every key's versions again. */
  async reload(): Promise<void> {
    const next = new Map<string, KeyVersion[]>();
    for (const r of await this.repo.all()) next.set(r.name, [...(next.get(r.name) ?? []), r]);
    this.versions = next;
  }

  /** Reads the keys again every `RELOAD_MS` (a failed read keeps the keys read before). */
  startReloading(onError: (err: unknown) => void, everyMs = RELOAD_MS): void {
    this.stop();
    this.timer = setInterval(() => void this.reload().catch(onError), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /** The live keyring of a key: the environment's, or the database's versions as last read, at the present time. */
  keyring(key: SecretKey): Keyring {
    const fixed = this.overrides[key];
    if (fixed !== undefined) return fixedKeyring(typeof fixed === 'string' ? [fixed] : fixed);
    const name = SECRET_NAMES[key];
    const current = (): Keyring => {
      const ring = keyringAt(this.versions.get(name) ?? [], this.now());
      if (!ring)
        throw new Error(
          `no live version of the signing key "${name}" in shop_secrets: run the boot (or npm run secrets -- rotate ${key})`,
        );
      return ring;
    };
    current(); // fail at boot, not at the first request
    return {
      get signing() {
        return current().signing;
      },
      get accepted() {
        return current().accepted;
      },
    };
  }

  /** The services' secrets: these keys and this instance's demo passwords. */
  secrets(file: Pick<FileSecrets, 'demoCustomerPassword' | 'ownerPassword'>): Secrets {
    return {
      sessionKeys: this.keyring('session'),
      otpKeys: this.keyring('otp'),
      testGatewayKey: this.keyring('testGateway').signing,
      demoCustomerPassword: file.demoCustomerPassword,
      ownerPassword: file.ownerPassword,
    };
  }

  /**
   * A new version of `key` (`npm run secrets -- rotate`): accepted at once everywhere within a reload, signing after
   * `propagationMs`, the versions before it accepted for `graceMs` after that. Versions retired over a day ago are
   * deleted. Refused for a key the environment gives (rotate it there).
   */
  async rotate(
    key: SecretKey,
    times: { propagationMs: number; graceMs: number } = { propagationMs: PROPAGATION_MS, graceMs: DEFAULT_GRACE_MS },
  ) {
    if (this.overridden(key))
      throw new Error(`${key} is given by the environment: rotate it there (new key first, the old one after a comma)`);
    const now = this.now();
    const plan = rotationPlan(now, times);
    const version = await this.repo.rotate(
      SECRET_NAMES[key],
      generateKey[key](),
      now.toISOString(),
      plan.activeFrom,
      plan.retirePreviousAt,
    );
    await this.repo.prune(new Date(now.getTime() - 86_400_000).toISOString());
    await this.reload();
    return { version, ...plan };
  }

  /** Every version (no values), for `npm run secrets -- list`. */
  async list() {
    return (await this.repo.all()).map(({ value: _value, ...r }) => r);
  }

  private overridden(key: SecretKey): boolean {
    return this.overrides[key] !== undefined;
  }
}
