import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cyclesOf } from '../eslint/import-cycles.js';

// The project's own ESLint configuration, run on in-memory files placed where the layers apply.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'layers/import-boundaries').map((m) => m.message);
}

describe('layer import rules (eslint.config.js)', () => {
  it.each([
    [
      'a page component imports server code',
      'src/web/features/catalog/page.tsx',
      "import { x } from '~/server/services';\nexport const y = x;",
    ],
    [
      'a component reaches server code through a relative path',
      'src/web/components/layout/box.tsx',
      "import type { Config } from '../../../server/config.ts';\nexport type C = Config;",
    ],
    [
      'a feature imports another feature',
      'src/web/features/home/page.tsx',
      "import { ProductCard } from '~/web/features/catalog/listing-page';\nexport const y = ProductCard;",
    ],
    [
      'a feature imports another feature relatively',
      'src/web/features/home/page.tsx',
      "import { Reviews } from '../product/reviews';\nexport const y = Reviews;",
    ],
    [
      'a feature re-exports another feature',
      'src/web/features/home/index.ts',
      "export { ListingPage } from '~/web/features/catalog/listing-page';",
    ],
    [
      'a feature loads another feature lazily',
      'src/web/features/home/page.tsx',
      "export const load = () => import('~/web/features/product/review-popup');",
    ],
    [
      'a feature imports a route',
      'src/web/features/home/page.tsx',
      "import { loader } from '~/web/routes/home';\nexport const y = loader;",
    ],
    [
      'a component imports a feature',
      'src/web/components/ui/thing.tsx',
      "import { ListingPage } from '~/web/features/catalog/listing-page';\nexport const y = ListingPage;",
    ],
    [
      'a component imports a route',
      'src/web/components/ui/thing.tsx',
      "import { meta } from '~/web/routes/home';\nexport const y = meta;",
    ],
    [
      'the back office imports a shop feature',
      'src/web/admin/orders/page.tsx',
      "import { ProductPage } from '~/web/features/product/product-page';\nexport const y = ProductPage;",
    ],
    [
      'a shop component imports the back office',
      'src/web/components/layout/header.tsx',
      "import { AdminBar } from '~/web/admin/components/admin-bar';\nexport const y = AdminBar;",
    ],
    [
      'domain code imports server code',
      'src/domain/thing.ts',
      "import type { Config } from '../server/config.ts';\nexport type C = Config;",
    ],
    [
      'domain code imports web code',
      'src/domain/pricing/thing.ts',
      "import { useT } from '../../web/i18n/i18n-context';\nexport const y = useT;",
    ],
    [
      'domain code does I/O',
      'src/domain/thing.ts',
      "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;",
    ],
    [
      'domain code uses a Node module without the prefix',
      'src/domain/thing.ts',
      "import { createHash } from 'crypto';\nexport const y = createHash;",
    ],
    [
      'domain code uses a UI package',
      'src/domain/thing.ts',
      "import { useState } from 'react';\nexport const y = useState;",
    ],
    [
      'server code imports web code',
      'src/server/modules/catalog/thing.ts',
      "import { ProductCard } from '../../../web/components/product/product-card.tsx';\nexport const y = ProductCard;",
    ],
  ])('rejects: %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'a loader imports server code',
      'src/web/features/catalog/listing.server.ts',
      "import type { Services } from '~/server/services';\nexport type S = Services;",
    ],
    [
      'the SSR entry imports server code',
      'src/web/entry.server.tsx',
      "import { reportRequestError } from '~/server/platform/request-errors';\nexport const y = reportRequestError;",
    ],
    [
      'a feature imports its own files and shared components',
      'src/web/features/home/page.tsx',
      "import { x } from './parts';\nimport { ProductCard } from '~/web/components/product/product-card';\nimport { formatMoney } from '~/domain/money';\nexport const y = [x, ProductCard, formatMoney];",
    ],
    [
      'the back office uses shared components and domain rules',
      'src/web/admin/orders/page.tsx',
      "import { Popup } from '~/web/components/ui/popup';\nimport { formatMoney } from '~/domain/money';\nexport const y = [Popup, formatMoney];",
    ],
    [
      'a route imports features',
      'src/web/routes/home.tsx',
      "import { HomePage } from '~/web/features/home/home-page';\nexport const y = HomePage;",
    ],
    [
      'domain code imports domain code and zod',
      'src/domain/api/thing.ts',
      "import { z } from 'zod/mini';\nimport { LANGS } from '../i18n.ts';\nimport { isEmail } from '~/domain/validation';\nexport const y = [z, LANGS, isEmail];",
    ],
    [
      'a domain test uses test packages',
      'src/domain/thing.test.ts',
      "import { it } from 'vitest';\nimport fc from 'fast-check';\nexport const y = [it, fc];",
    ],
    [
      'server code imports domain code',
      'src/server/modules/catalog/thing.ts',
      "import { formatMoney } from '../../../domain/money.ts';\nexport const y = formatMoney;",
    ],
  ])('allows: %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  // server layers: composition root → admin → modules → platform, db (docs/architecture.md, "Layers")
  it.each([
    [
      'a module imports the services container (type only)',
      'src/server/modules/catalog/thing.ts',
      "import type { Services } from '../../services.ts';\nexport type S = Services;",
    ],
    [
      'a module imports the app through ~/',
      'src/server/modules/cart/thing.ts',
      "import { createApp } from '~/server/app';\nexport const y = createApp;",
    ],
    [
      'a module imports the boot file',
      'src/server/modules/cart/thing.ts',
      "export const load = () => import('../../main.ts');",
    ],
    [
      'a module imports the route registry',
      'src/server/modules/orders/thing.ts',
      "import { registerApi } from '../../api-routes.ts';\nexport const y = registerApi;",
    ],
    [
      'a module imports the back office',
      'src/server/modules/orders/thing.ts',
      "import type { Staff } from '../../admin/staff.ts';\nexport type S = Staff;",
    ],
    [
      'a module re-exports the back office',
      'src/server/modules/orders/thing.ts',
      "export { StaffRepo } from '~/server/admin/staff.repo';",
    ],
    [
      'platform code imports a module',
      'src/server/platform/thing.ts',
      "import type { ContentService } from '../modules/content/content.service.ts';\nexport type C = ContentService;",
    ],
    [
      'platform code imports the back office',
      'src/server/platform/object-store/thing.ts',
      "import { audit } from '~/server/admin/audit';\nexport const y = audit;",
    ],
    [
      'platform code imports the composition root',
      'src/server/platform/thing.ts',
      "import { shopJobs } from '../jobs.ts';\nexport const y = shopJobs;",
    ],
    [
      'database code imports a module',
      'src/server/db/thing.ts',
      "import { UsersRepo } from './../modules/accounts/users.repo.ts';\nexport const y = UsersRepo;",
    ],
    [
      'a migration imports the back office',
      'src/server/db/migrations/0099-thing.ts',
      "import { StaffRepo } from '../../admin/staff.repo.ts';\nexport const y = StaffRepo;",
    ],
    [
      'the seed imports the back office',
      'src/server/db/seed/thing.ts',
      "import { StaffRepo } from '../../admin/staff.repo.ts';\nexport const y = StaffRepo;",
    ],
    [
      'the seed, in its demo folder, imports the back office',
      'src/demo/seed/thing.ts',
      "import { StaffRepo } from '~/server/admin/staff.repo';\nexport const y = StaffRepo;",
    ],
  ])('rejects: %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    [
      'a module imports its own files, another module, platform, db, config and domain',
      'src/server/modules/orders/thing.ts',
      "import { x } from './orders.repo.ts';\nimport { UsersRepo } from '../accounts/users.repo.ts';\nimport { ok } from '../../platform/errors.ts';\nimport type { DB } from '../../db/schema.ts';\nimport type { Config } from '../../config.ts';\nimport { formatMoney } from '~/domain/money';\nexport type D = [DB, Config];\nexport const y = [x, UsersRepo, ok, formatMoney];",
    ],
    [
      'the back office imports modules, platform and the services container',
      'src/server/admin/thing.ts',
      "import { UsersRepo } from '../modules/accounts/users.repo.ts';\nimport { ok } from '../platform/errors.ts';\nimport type { Services } from '../services.ts';\nexport type S = Services;\nexport const y = [UsersRepo, ok];",
    ],
    [
      'the composition root imports everything on the server',
      'src/server/services.ts',
      "import { AdminServices } from './admin/admin-services.ts';\nimport { CartService } from './modules/cart/cart.service.ts';\nexport const y = [AdminServices, CartService];",
    ],
    [
      'database code imports platform code',
      'src/server/db/thing.ts',
      "import { isDatabaseUnavailable } from '../platform/db-errors.ts';\nexport const y = isDatabaseUnavailable;",
    ],
    [
      'the seed writes through modules',
      'src/server/db/seed/thing.ts',
      "import { UsersRepo } from '../../modules/accounts/users.repo.ts';\nexport const y = UsersRepo;",
    ],
    [
      'a module test builds the whole app',
      'src/server/modules/cart/cart.integration.test.ts',
      "import { createApp } from '../../app.ts';\nimport { createServices } from '../../services.ts';\nimport { adminFixtures } from '../../admin/admin.fixtures.ts';\nexport const y = [createApp, createServices, adminFixtures];",
    ],
    [
      "a module's fixtures build the services",
      'src/server/modules/cart/cart.fixtures.ts',
      "import { createServices } from '../../services.ts';\nexport const y = createServices;",
    ],
    [
      'a platform test uses module fixtures',
      'src/server/platform/thing.integration.test.ts',
      "import { catalogFixtures } from '../modules/catalog/catalog.fixtures.ts';\nexport const y = catalogFixtures;",
    ],
  ])('allows: %s', async (_what, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  // one API client per area: fetch only in web/lib/api-client.ts and web/admin/lib/admin-api.ts
  async function fetchErrors(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }
  it.each([
    ['a shop component', 'src/web/components/layout/box.tsx'],
    ['an admin page', 'src/web/admin/features/list/list-view.tsx'],
  ])('rejects fetch in %s', async (_what, file) => {
    expect(await fetchErrors(file, "export const y = () => fetch('/api/x');")).toHaveLength(1);
    expect(await fetchErrors(file, "export const y = () => window.fetch('/api/x');")).toHaveLength(1);
  });
  it.each([['src/web/lib/api-client.ts'], ['src/web/admin/lib/admin-api.ts']])(
    'allows fetch in the client %s',
    async (file) => {
      expect(await fetchErrors(file, "export const y = () => fetch('/api/x');")).toEqual([]);
    },
  );
});

describe('import cycles (eslint/import-cycles.js)', () => {
  const dep = (id: string | null) => ({ id });
  const tree = {
    'src/a.ts': [dep('src/b.ts'), dep('node_modules/x/index.js')],
    'src/b.ts': [dep('src/c.ts'), dep(null)],
    'src/c.ts': [dep('src/a.ts')],
    'src/d.ts': [dep('src/a.ts')],
    'node_modules/x/index.js': null,
  };

  it('finds a cycle through three files', () => {
    expect(cyclesOf(tree)).toEqual([['src/a.ts', 'src/b.ts', 'src/c.ts']]);
  });

  it('finds no cycle in a tree without one', () => {
    expect(cyclesOf({ 'src/a.ts': [dep('src/b.ts')], 'src/b.ts': [] })).toEqual([]);
  });
});
