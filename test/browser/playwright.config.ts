import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../../scripts/chromium.mjs';

// HUB_TEST_PORT lets several checkouts run their browser tests side by side.
const PORT = Number(process.env.HUB_TEST_PORT ?? 4173);

/** Real-browser tests: Debian's Chromium (never a downloaded browser), the built dist/ on the demo server. */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two shards share two cores (scripts/test-browser.mjs): a long journey gets room on a loaded machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    cwd: '../..',
    env: { PORT: String(PORT) },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
