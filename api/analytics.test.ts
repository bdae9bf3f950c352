import { afterEach, describe, expect, it } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { sendUserAnalytics } from './analytics.ts';

startSandbox();
afterEach(() => signOut());

describe('sendUserAnalytics', () => {
  it('never carries the bearer token: jwtToken is null signed in or out, and the token is nowhere in the call', async () => {
    const scope = sandboxScope();
    signIn('sandbox-token-ana');
    await sendUserAnalytics(scope, { type: 'TEST_DRIVE', payload: { form: 'TestDrive' } });
    signIn('Bearer sandbox-token-ana');
    await sendUserAnalytics(scope, { payload: 'text' });
    const calls = journalOf('analytics');
    expect(calls.map((entry) => entry.body)).toEqual([
      { jwtToken: null, type: 'TEST_DRIVE', payload: '{"form":"TestDrive"}' },
      { jwtToken: null, type: 'GENERIC_LEAD', payload: 'text' },
    ]);
    expect(JSON.stringify(calls)).not.toContain('sandbox-token-ana');
    expect(calls.every((entry) => entry.bearer === false)).toBe(true);
  });
});
