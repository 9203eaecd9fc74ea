import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** signs cookies and one-time tokens */
  cookieSecret: string;
  /** keys the hashes of one-time codes (a leaked table does not give the codes away) */
  otpSecret: string;
  /** the MAC key shared by the shop and its built-in test bank (PAYMENT_GATEWAY=test), hex */
  testGatewayKey: string;
  /** signs the session access tokens (HMAC-SHA256; decision 0028) */
  sessionSecret: string;
  /** the demo customer's password (SEED_DEMO; printed once at boot when the customer is made) */
  demoCustomerPassword: string;
  /** the back office owner's first password (printed once at boot when the owner is made; decision 0041) */
  ownerPassword: string;
}

const generators: { [K in keyof Secrets]: () => string } = {
  cookieSecret: () => randomBytes(32).toString('base64url'),
  otpSecret: () => randomBytes(32).toString('base64url'),
  testGatewayKey: () => randomBytes(32).toString('hex').toUpperCase(),
  sessionSecret: () => randomBytes(32).toString('base64url'),
  demoCustomerPassword: () => randomBytes(12).toString('base64url'),
  ownerPassword: () => randomBytes(12).toString('base64url'),
};

/** Shortest value kept from secrets.json (a shorter one is replaced); keys are 32 bytes, the demo password 16 characters. */
const minLength: Partial<Record<keyof Secrets, number>> = { demoCustomerPassword: 16, ownerPassword: 16 };

/** Secrets for one process only (tests, benches): random, kept nowhere. */
export function ephemeralSecrets(): Secrets {
  return Object.fromEntries(Object.entries(generators).map(([k, g]) => [k, g()])) as unknown as Secrets;
}

/**
 * Secrets are never in the repository: they are generated at first start into DATA_DIR/secrets.json
 * (mode 0600) and read from there afterwards. Several app instances must share the same file
 * (or the same DATA_DIR volume).
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  let stored: Partial<Record<keyof Secrets, unknown>> = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    } catch {
      stored = {};
    }
  }
  // keep what is there (another instance may be using it), add what a newer version needs
  let changed = false;
  const secrets = {} as Secrets;
  for (const [k, make] of Object.entries(generators) as [keyof Secrets, () => string][]) {
    const v = stored[k];
    if (typeof v === 'string' && v.length >= (minLength[k] ?? 32)) secrets[k] = v;
    else {
      secrets[k] = make();
      changed = true;
    }
  }
  if (changed) fs.writeFileSync(file, JSON.stringify({ ...stored, ...secrets }, null, 2), { mode: 0o600 });
  return secrets;
}
