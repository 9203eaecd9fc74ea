import path from 'node:path';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import {
  DEFAULT_GRACE_MS,
  PROPAGATION_MS,
  ROTATABLE,
  SharedSecrets,
  type SecretKey,
} from './platform/shared-secrets.ts';

/**
 * npm run secrets -- list | rotate <session|otp|all> [--grace-hours N] [--now]
 * The signing keys every instance shares (decision 0066), in the database of DATA_DIR / DATABASE_URL.
 */
const USAGE = [
  'usage: npm run secrets -- list',
  '       npm run secrets -- rotate <session|otp|all> [--grace-hours N] [--now]',
  '  list            the versions of each key: when made, when they sign, until when they are accepted (never the values)',
  '  rotate          a new version: every running instance reads it within 30 s, it signs 90 s from now, and the one',
  '                  before stays accepted for the grace after that (sessions and codes in flight keep working)',
  '  --grace-hours N how long the previous version stays accepted (0–720; default 24)',
  '  --now           a leaked key: the new one signs at once and the old one is refused at once (everyone signs in again)',
].join('\n');

export type SecretsCommand =
  | { command: 'list' }
  | { command: 'rotate'; keys: SecretKey[]; graceMs: number; propagationMs: number }
  | { command: 'help' };

export function parseArgs(argv: readonly string[]): SecretsCommand | { error: string } {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help')
    return { command: 'help' };
  if (command === 'list')
    return rest.length
      ? { error: `list takes no arguments, got ${JSON.stringify(rest.join(' '))}` }
      : { command: 'list' };
  if (command !== 'rotate') return { error: `unknown command ${JSON.stringify(command)}` };
  let keys: SecretKey[] | undefined;
  let graceMs = DEFAULT_GRACE_MS;
  let now = false;
  let graceGiven = false;
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i]!;
    if (a === '--now') now = true;
    else if (a === '--grace-hours' || a.startsWith('--grace-hours=')) {
      const v = a.includes('=') ? a.slice(a.indexOf('=') + 1) : rest[++i];
      if (v === undefined || !/^\d+(\.\d+)?$/.test(v) || Number(v) > 720)
        return {
          error: `--grace-hours needs a number of hours from 0 to 720, got ${v === undefined ? 'nothing' : JSON.stringify(v)}`,
        };
      graceMs = Math.round(Number(v) * 3_600_000);
      graceGiven = true;
    } else if (keys === undefined && (a === 'all' || (ROTATABLE as readonly string[]).includes(a)))
      keys = a === 'all' ? [...ROTATABLE] : [a as SecretKey];
    else return { error: `unknown argument ${JSON.stringify(a)} (keys: ${ROTATABLE.join(', ')}, all)` };
  }
  if (!keys) return { error: `name the key to rotate: ${ROTATABLE.join(', ')} or all` };
  if (now && graceGiven)
    return { error: '--now and --grace-hours do not go together (--now retires the old key at once)' };
  return { command: 'rotate', keys, graceMs: now ? 0 : graceMs, propagationMs: now ? 0 : PROPAGATION_MS };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if ('error' in args) {
    console.error(`secrets: ${args.error}\n${USAGE}`);
    return 2;
  }
  if (args.command === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfigOrExit();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'store.db'),
  });
  try {
    const shared = new SharedSecrets(database, config.secrets);
    const versions = await shared.list().catch(() => null);
    if (!versions?.length) {
      console.error(`secrets: no keys in ${database.describe} yet: start the shop once (its first boot makes them)`);
      return 1;
    }
    if (args.command === 'list') {
      for (const v of versions)
        console.log(
          `${v.name}\tv${v.version}\tmade ${v.createdAt}\tsigns from ${v.activeFrom}\t${v.retireAt ? `accepted until ${v.retireAt}` : Date.parse(v.activeFrom) > Date.now() ? 'next (accepted, not signing yet)' : 'current'}`,
        );
      for (const k of ['session', 'otp', 'testGateway'] as const)
        if (config.secrets[k] !== undefined)
          console.log(`(${k}: given by the environment, the database's versions are not used)`);
      return 0;
    }
    for (const key of args.keys) {
      const r = await shared.rotate(key, { propagationMs: args.propagationMs, graceMs: args.graceMs });
      console.log(
        `secrets: ${key} v${r.version} made; it signs from ${r.activeFrom}, the versions before it are accepted until ${r.retirePreviousAt}`,
      );
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'secrets-cli.ts')) {
  main().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error('secrets: failed:', err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
