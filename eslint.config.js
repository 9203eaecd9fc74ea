import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'node_modules/**',
      '.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // layers (docs/architecture.md, "Layers" and "Web structure"): domain is pure; web imports server only in
    // *.server.ts(x); features do not import each other or routes; components import neither features nor routes;
    // the back office and the shop's features stay apart; server does not import web; on the server, modules import
    // neither the composition root nor the back office, platform and db import neither, the seed not the back office
    files: ['src/**/*.{ts,tsx,js,jsx}'],
    plugins: { layers: boundaries },
    rules: {
      'layers/import-boundaries': 'error',
    },
  },
  {
    // one API client per area (docs/architecture.md "Browser API calls", decision 0042): the shop's
    // web/lib/api-client.ts and the back office's web/admin/lib/admin-api.ts are the only callers of fetch in src/web
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: [
      'src/web/lib/api-client.ts',
      'src/web/admin/lib/admin-api.ts',
      'src/web/**/*.test.{ts,tsx}',
      'src/web/**/*.server.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Call the API through web/lib/api-client.ts (shop) or web/admin/lib/admin-api.ts (back office).',
        },
        {
          selector: "CallExpression[callee.object.name=/^(window|globalThis|self)$/][callee.property.name='fetch']",
          message: 'Call the API through web/lib/api-client.ts (shop) or web/admin/lib/admin-api.ts (back office).',
        },
      ],
    },
  },
);
