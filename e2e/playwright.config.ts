import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { existsSync } from 'node:fs';
import { E2E_ADMIN, E2E_CAPTCHA, E2E_CLOUD_URL, E2E_HOST_PORT, E2E_PORT, E2E_SMTP_PORT } from './fixtures.ts';
import { HOST_APP_DIR, HOST_APP_DIST } from './hostApp.ts';

// A fresh embedded database per run, so the journey starts from the first-start seed.
const dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-'));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  // One retry in CI against timing on a loaded machine; Playwright reports a retried test as flaky.
  retries: process.env.CI ? 1 : 0,
  globalSetup: './globalSetup.ts',
  workers: 1,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node --max-semi-space-size=4 packages/server/dist/parley.mjs start',
      cwd: '..',
      url: `http://127.0.0.1:${E2E_PORT}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PARLEY_DATA_DIR: dataDir,
        NODE_ENV: 'test',
        PARLEY_LOG_LEVEL: 'warn',
        // Every import in a worker thread: the journey's small file then runs the thread the server's build ships.
        PARLEY_IMPORT_THREAD_MIN_BYTES: '1',
        // The journeys run on a loaded CI machine, where a slow turn of the loop is the machine's, not the server's:
        // no load shedding here (its behaviour is held by packages/server/test/loadShedding.test.ts).
        PARLEY_MAX_EVENT_LOOP_DELAY_MS: '0',
        PARLEY_TEST_CAPTCHA: E2E_CAPTCHA,
        PARLEY_ADMIN_EMAIL: E2E_ADMIN.emailId,
        PARLEY_ADMIN_PASSWORD: E2E_ADMIN.password,
        PARLEY_SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        // Meta's Graph API is the fake the global setup starts (e2e/globalSetup.ts).
        PARLEY_WHATSAPP_GRAPH_URL: `${E2E_CLOUD_URL}/v27.0`,
        PARLEY_PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        // The example host app calls the API from its own origin.
        PARLEY_CORS_ORIGINS: `http://127.0.0.1:${E2E_HOST_PORT}`,
      },
    },
    // The example host app, when scripts/build-host-app.mjs has built it (the test command always does).
    ...(existsSync(HOST_APP_DIST)
      ? [
          {
            command: `npx vite preview --port ${E2E_HOST_PORT}`,
            cwd: HOST_APP_DIR,
            url: `http://127.0.0.1:${E2E_HOST_PORT}/`,
            timeout: 60_000,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
          },
        ]
      : []),
  ],
});
