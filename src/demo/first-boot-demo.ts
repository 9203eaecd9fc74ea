import type { Database } from '../server/db/kysely.ts';
import type { PasswordHasher } from '../server/modules/auth/password-hasher.ts';
import { DEMO_CUSTOMER_MOBILE, ensureDemoCustomer } from './seed/demo-customer.ts';
import { seedIfEmpty } from './seed/seed.ts';

interface DemoAtFirstBoot {
  /** the demo store was seeded now */
  seeded: boolean;
  /** the demo customer was made now (its password is printed this once) */
  demoCustomerMade: boolean;
  /** the demo customer's mobile, for the boot's message */
  demoCustomerMobile: string;
}

/**
 * The seed's one entry for the shop's runtime (SEED_DEMO, OPS-5, OPS-8; docs/architecture.md "Demo"): the first
 * boot, under its lock, seeds the demo store when the database is empty and makes the demo customer once. Nothing
 * else of `src/demo/seed/` is imported outside the demo (`npm run seed` is the demo's own command).
 */
export async function demoAtFirstBoot(
  database: Database,
  hasher: PasswordHasher,
  opts: { products: number; dataDir: string; customerPassword: string; log?: (msg: string) => void },
): Promise<DemoAtFirstBoot> {
  const seeded = await seedIfEmpty(database, { products: opts.products, dataDir: opts.dataDir, log: opts.log });
  const demoCustomerMade = await ensureDemoCustomer(database, hasher, opts.customerPassword);
  return { seeded, demoCustomerMade, demoCustomerMobile: DEMO_CUSTOMER_MOBILE };
}
