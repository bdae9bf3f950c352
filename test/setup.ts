// Global test setup: the shared sandbox server is started by the suites that need it (see test/sandbox.ts).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
