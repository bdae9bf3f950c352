import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM } from '../scripts/chromium.mjs';

/**
 * The stories as tests (`vitest run --project storybook`): every story of stories/ rendered in one
 * headless Chromium with the preview's msw sandbox, its play function run and the a11y addon's axe
 * check failing the test on a violation. One browser, story files in one page one after another.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const storybookProject = defineProject({
  // node_modules may be a link to another checkout's: the browser is let read it there too.
  server: { fs: { allow: [ROOT, realpathSync(`${ROOT}node_modules`)] } },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // One story file at a time: stories share the page's cookies (the sandbox token) and storage.
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      // axe reads the colours a state settles on: with reduced motion every transition is off (the
      // widgets' own rule), so a check never catches a button halfway through its colour change.
      provider: playwright({ launchOptions: CHROMIUM, contextOptions: { reducedMotion: 'reduce' } }),
      instances: [{ browser: 'chromium' }],
      screenshotFailures: false,
    },
  },
});
