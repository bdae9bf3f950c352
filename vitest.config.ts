import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    css: true,
    include: ['{core,api,domain,validators,themes,types,widgets}/**/*.test.{ts,tsx}', 'test/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
