import { afterAll, afterEach, beforeAll } from 'vitest';
import { forgetSharedAnswers } from '../api/inflight.ts';
import { sandboxServer } from '../api/sandbox/node.ts';
import { resetSandbox, sandboxState } from '../api/sandbox/state.ts';

/** Starts the sandbox for the current test file; unknown requests fail the test. */
export function startSandbox(): typeof sandboxState {
  beforeAll(() => sandboxServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandboxServer.resetHandlers();
    resetSandbox();
    // A test's kept catalogue answers are not the next test's page.
    forgetSharedAnswers();
  });
  afterAll(() => sandboxServer.close());
  return sandboxState;
}

/** Requests the sandbox accepted for a service. */
export function journalOf(service: string) {
  return sandboxState.journal.filter((entry) => entry.service === service);
}
