import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: { conditions: ['@parley/source'] },
  ssr: { resolve: { conditions: ['@parley/source'], externalConditions: ['@parley/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{api-client,ui,features,nlu}/{src,test}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['packages/server/test/**/*.test.ts', 'packages/api-client/contract-suite/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // Servers in tests share their thread with the test on a loaded machine: no load shedding unless a test
          // turns it on (loadShedding.test.ts passes its own thresholds).
          env: { PARLEY_MAX_EVENT_LOOP_DELAY_MS: '0', PARLEY_MAX_EVENT_LOOP_UTILIZATION: '0' },
        },
      },
      {
        extends: true,
        plugins: [react(), storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // One retry in CI: story play functions race the fake's answers on a loaded 2-core machine.
          // A story that needs the retry is reported as flaky in the output, not hidden.
          retry: process.env.CI ? 1 : 0,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
        },
      },
    ],
  },
});
