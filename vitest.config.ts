import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    css: true,
    include: ['{core,api,domain,validators,themes,types,widgets}/**/*.test.{ts,tsx}', 'test/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
    // Vitest's default keeps one core for itself (cores − 1): on a 2-core machine that is one worker.
    // The main process is nearly idle, so every core runs test files.
    maxWorkers: '100%',
    // The unit project takes the options above; the stories run in Chromium (.storybook/vitest.project.ts).
    projects: [{ extends: true, test: { name: 'unit' } }, storybookProject],
  },
});
