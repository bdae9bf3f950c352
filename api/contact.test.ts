import { afterEach, describe, expect, it, vi } from 'vitest';
import { anaEmail } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { checkDataDictionary } from './analytics.ts';
import { sendContactUs } from './contact.ts';

startSandbox();
const scope = sandboxScope();
afterEach(() => signOut());

describe('contact us and the data dictionary (sandbox)', () => {
  it('the dictionary (bearer) takes a contact reason it lists, refuses one it does not (false), any value of a field it does not list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn('sandbox-token-ana');
    await expect(checkDataDictionary(scope, 'contactReason', 'COMPLAINT')).resolves.toBe(true);
    await expect(checkDataDictionary(scope, 'contactReason', 'Dúvida')).resolves.toBe(false);
    await expect(checkDataDictionary(scope, 'utm_source', 'google')).resolves.toBe(true);
    expect(journalOf('analytics')[0]).toMatchObject({
      bearer: true,
      body: { field: 'contactReason', value: 'COMPLAINT' },
    });
  });

  it("an empty value is refused before sending: 'Parameter value is required'", async () => {
    await expect(checkDataDictionary(scope, 'contactReason', '')).rejects.toThrow(
      'Parameter value is required',
    );
    expect(journalOf('analytics')).toEqual([]);
  });

  it('contactUs takes the phone as the services do (trunk 0) and refuses it otherwise (422)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = { name: 'Ana Souza', email: anaEmail, reason: 'QUESTION', message: 'Olá!' };
    await expect(sendContactUs(scope, { ...body, phone: '011987654321' })).resolves.toMatchObject({
      id: expect.stringMatching(/^MSG-/),
    });
    await expect(sendContactUs(scope, { ...body, phone: '(11) 98765' })).rejects.toMatchObject({
      status: 422,
    });
  });
});
