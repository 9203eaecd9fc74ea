import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** signs cookies and one-time tokens */
  cookieSecret: string;
}

/**
 * Secrets are never in the repository: they are generated at first start into DATA_DIR/secrets.json
 * (mode 0600) and read from there afterwards. Several app instances must share the same file
 * (or the same DATA_DIR volume).
 */
export function loadSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  fs.mkdirSync(dataDir, { recursive: true });
  if (fs.existsSync(file)) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (typeof parsed.cookieSecret === 'string' && parsed.cookieSecret.length >= 32) return parsed as Secrets;
  }
  const secrets: Secrets = { cookieSecret: randomBytes(32).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
