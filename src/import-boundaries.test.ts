import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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

  // one API client per area: fetch only in web/lib/api.ts and web/admin/lib/admin-api.ts
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
  it.each([['src/web/lib/api.ts'], ['src/web/admin/lib/admin-api.ts']])(
    'allows fetch in the client %s',
    async (file) => {
      expect(await fetchErrors(file, "export const y = () => fetch('/api/x');")).toEqual([]);
    },
  );
});
