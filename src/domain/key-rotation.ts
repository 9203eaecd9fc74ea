/**
 * Signing keys shared by every instance on one database, and their rotation (SEC-11, OPS-7, decision 0066), without I/O.
 *
 * A key has versions. A version signs from `activeFrom` and is accepted until `retireAt` (null: until a later
 * rotation sets it). A rotation adds a version that is accepted at once but signs only after every instance has
 * read it (`propagationMs`, longer than the instances' reload period), and gives the versions before it a
 * `retireAt` `graceMs` after that: what they signed (access tokens, one-time code hashes) keeps working meanwhile.
 */

export interface KeyVersion {
  version: number;
  value: string;
  /** ISO time from which this version signs */
  activeFrom: string;
  /** ISO time from which it is no longer accepted; null: not set yet */
  retireAt: string | null;
}

/** The key that signs now and every key still accepted, the signing one first. */
export interface Keyring {
  readonly signing: string;
  readonly accepted: readonly string[];
}

/** A keyring of fixed keys (the environment's, or a test's): the first signs, all are accepted. */
export function fixedKeyring(keys: readonly string[]): Keyring {
  if (!keys.length) throw new Error('a keyring needs a key');
  return { signing: keys[0]!, accepted: [...keys] };
}

const alive = (v: KeyVersion, t: number) => v.retireAt === null || Date.parse(v.retireAt) > t;

/**
 * The keyring of these versions at `now`: the newest live version already active signs (none active yet: the
 * oldest live one); accepted are all live versions, pending ones included (another instance whose clock runs a
 * little ahead may sign with one already). Null when no version is live.
 */
export function keyringAt(versions: readonly KeyVersion[], now: Date): Keyring | null {
  const t = now.getTime();
  const live = versions.filter((v) => alive(v, t)).sort((a, b) => b.version - a.version);
  if (!live.length) return null;
  const signer = live.find((v) => Date.parse(v.activeFrom) <= t) ?? live[live.length - 1]!;
  return { signing: signer.value, accepted: [signer.value, ...live.filter((v) => v !== signer).map((v) => v.value)] };
}

interface RotationTimes {
  /** how long until the new version signs: longer than the instances' reload period (0: at once) */
  propagationMs: number;
  /** how long the versions before it are accepted after the new one signs (0: not at all) */
  graceMs: number;
}

/** When a rotation made at `now` signs, and until when the versions before it are accepted. */
export function rotationPlan(now: Date, times: RotationTimes): { activeFrom: string; retirePreviousAt: string } {
  const activeFrom = now.getTime() + Math.max(0, times.propagationMs);
  return {
    activeFrom: new Date(activeFrom).toISOString(),
    retirePreviousAt: new Date(activeFrom + Math.max(0, times.graceMs)).toISOString(),
  };
}
