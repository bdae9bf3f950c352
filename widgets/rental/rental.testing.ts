import { afterEach, beforeEach, vi } from 'vitest';
import { hubStore } from '../../core/store.ts';
import { signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { rentalProposalsAtom, selectedProposalCodeAtom } from './proposals/rentalStore.ts';

/**
 * The component tests' page: the sandbox, the sandbox's Ana signed in, the rental store empty and
 * the page emptied after each test. Returns the sandbox's state. Test support only.
 */
export function rentalTestPage() {
  const sandbox = startSandbox();
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    hubStore.set(selectedProposalCodeAtom, null);
    hubStore.set(rentalProposalsAtom, null);
    signIn('sandbox-token-ana');
  });
  afterEach(() => {
    signOut();
    document.body.replaceChildren();
  });
  return sandbox;
}
