import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the production build. `tests/e2e/run.ts` (npm run test:e2e) builds the app,
 * starts a seeded server and a coming-soon server, finds a browser and sets these variables.
 */
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
const executablePath = process.env.E2E_BROWSER_PATH || undefined;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // the same catalogue and page tests against the shop running on PostgreSQL (set by tests/e2e/run.ts in CI)
    ...(process.env.E2E_PG_URL
      ? [
          {
            name: 'chromium-postgres',
            testMatch: ['catalog.spec.ts', 'seo.spec.ts'],
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 900 },
              baseURL: process.env.E2E_PG_URL,
            },
          },
        ]
      : []),
  ],
});
