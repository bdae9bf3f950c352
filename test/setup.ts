// Global test setup: the shared sandbox server is started by the suites that need it (see test/sandbox.ts).
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMasks } from '../validators/masks/loadMasks.ts';

// findBy…/waitFor wait up to 5 s (the library's default is 1 s): a widget's first render loads its
// chunk, and on a loaded 2-core machine that alone can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

// The mask runtime (imask) is loaded on a user's first reach of a masked input in the browser; unit
// tests start with it loaded so masks attach at once. useMaskedInput.test.tsx covers the lazy path.
beforeAll(async () => {
  await loadMasks();
});

// The page address a file starts on: a test whose widget writes to the address (a sent proposal's
// `?proposal=`, a configurator's step) must not hand it to the next test.
const startAddress = window.location.href;

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  if (window.location.href !== startAddress) window.history.replaceState(null, '', startAddress);
});
