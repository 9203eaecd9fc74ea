import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fixedKeyring, type Keyring } from '../../domain/key-rotation.ts';

/** What the services are given: the shared signing keys (decision 0066) and this instance's demo passwords. */
export interface Secrets {
  /** signs the session access tokens (HMAC-SHA256; decision 0028); earlier keys still accepted after a rotation */
  sessionKeys: Keyring;
  /** keys the hashes of one-time codes (a leaked table does not give the codes away); earlier keys still accepted */
  otpKeys: Keyring;
  /** the MAC key shared by the shop and its built-in test bank (PAYMENT_GATEWAY=test), hex */
  testGatewayKey: string;
  /** the demo customer's password (SEED_DEMO; printed once at boot when the customer is made) */
  demoCustomerPassword: string;
  /** the back office owner's first password (printed once at boot when the owner is made; decision 0041) */
  ownerPassword: string;
}

/** DATA_DIR/secrets.json: the demo passwords, and the keys an older version kept there (moved to the database once). */
export interface FileSecrets {
  demoCustomerPassword: string;
  ownerPassword: string;
  /** keys written by versions before decision 0066; the first boot on an empty shop_secrets table takes them */
  legacy: { session?: string; otp?: string; testGateway?: string };
}

export const generateKey = {
  session: () => randomBytes(32).toString('base64url'),
  otp: () => randomBytes(32).toString('base64url'),
  testGateway: () => randomBytes(32).toString('hex').toUpperCase(),
};

const password = () => randomBytes(12).toString('base64url');

/** Secrets for one process only (tests, benches): random, kept nowhere. */
export function ephemeralSecrets(): Secrets {
  return {
    sessionKeys: fixedKeyring([generateKey.session()]),
    otpKeys: fixedKeyring([generateKey.otp()]),
    testGatewayKey: generateKey.testGateway(),
    demoCustomerPassword: password(),
    ownerPassword: password(),
  };
}

/**
 * The demo passwords are never in the repository: generated at first start into DATA_DIR/secrets.json (mode 0600)
 * and read from there afterwards (each is printed once, by the instance that makes its account). The signing keys
 * live in the database (`shared-secrets.ts`); keys this file held before are read as `legacy`, and left in it.
 */
export function loadFileSecrets(dataDir: string): FileSecrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  let stored: Record<string, unknown> = {};
  if (fs.existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
    } catch {
      stored = {};
    }
  }
  const kept = (k: string, min: number) =>
    typeof stored[k] === 'string' && (stored[k] as string).length >= min ? (stored[k] as string) : undefined;
  const demoCustomerPassword = kept('demoCustomerPassword', 16);
  const ownerPassword = kept('ownerPassword', 16);
  const secrets: FileSecrets = {
    demoCustomerPassword: demoCustomerPassword ?? password(),
    ownerPassword: ownerPassword ?? password(),
    legacy: { session: kept('sessionSecret', 32), otp: kept('otpSecret', 32), testGateway: kept('testGatewayKey', 32) },
  };
  // keep what is there, add what is missing
  if (!demoCustomerPassword || !ownerPassword) {
    fs.writeFileSync(
      file,
      JSON.stringify(
        { ...stored, demoCustomerPassword: secrets.demoCustomerPassword, ownerPassword: secrets.ownerPassword },
        null,
        2,
      ),
      { mode: 0o600 },
    );
  }
  return secrets;
}
