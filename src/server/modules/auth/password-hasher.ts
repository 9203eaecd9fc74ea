import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

interface ScryptParams {
  log2N: number;
  r: number;
  p: number;
}

const KEY_BYTES = 32;
const SALT_BYTES = 16;
const FORMAT = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{32,128})$/;

/**
 * Password hashes with scrypt from node:crypto (decision 0028): N = 2^16, r = 8, p = 2 by default — one of OWASP's
 * equivalent scrypt settings (64 MiB per hash instead of 128 MiB for N = 2^17, p = 1, the same work), 16 random bytes
 * of salt, a 32-byte key. Stored as `$scrypt$ln=16,r=8,p=2$<salt>$<key>` (base64url), so the parameters travel with
 * the hash and a stronger setting later applies at the next login (`needsRehash`). Hashing runs on libuv's thread
 * pool (the async `crypto.scrypt`), never on the event loop. Compared with `timingSafeEqual`.
 */
export class PasswordHasher {
  private dummy: Promise<string> | undefined;

  constructor(readonly params: ScryptParams) {}

  static owasp(log2N = 16): PasswordHasher {
    return new PasswordHasher({ log2N, r: 8, p: 2 });
  }

  async hash(password: string): Promise<string> {
    const { log2N, r, p } = this.params;
    const salt = randomBytes(SALT_BYTES);
    const key = await scrypt(password.normalize('NFC'), salt, KEY_BYTES, options(this.params));
    return `$scrypt$ln=${log2N},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  }

  /** Whether `password` matches `stored`; a malformed hash never matches. */
  async verify(password: string, stored: string): Promise<boolean> {
    const m = FORMAT.exec(stored);
    if (!m) return false;
    const params = { log2N: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
    if (params.log2N < 1 || params.log2N > 22 || params.r < 1 || params.p < 1) return false;
    const expected = Buffer.from(m[5]!, 'base64url');
    const key = await scrypt(
      password.normalize('NFC'),
      Buffer.from(m[4]!, 'base64url'),
      expected.length,
      options(params),
    );
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /**
   * Spends the time of one verification on a password that matches no account, so an unknown login name answers
   * no faster than a known one.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummy ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.dummy);
    return false;
  }

  /** True when `stored` was made with weaker parameters than the current ones. */
  needsRehash(stored: string): boolean {
    const m = FORMAT.exec(stored);
    if (!m) return true;
    return Number(m[1]) < this.params.log2N || Number(m[2]) < this.params.r || Number(m[3]) < this.params.p;
  }
}

function options(p: ScryptParams): ScryptOptions {
  const N = 2 ** p.log2N;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below OWASP's settings
  return { N, r: p.r, p: p.p, maxmem: 128 * N * p.r * 2 + 1024 * 1024 };
}
