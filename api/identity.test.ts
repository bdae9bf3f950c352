import { describe, expect, it } from 'vitest';
import { anaEmail } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { checkAccount, createIdentityUser } from './identity.ts';
import { sendQuizAnswers } from './quiz.ts';

startSandbox();
const scope = sandboxScope();
const credentials = { email: 'lucas.prado@example.com', password: 'Lucas@2026' };

describe('identity validation of a new account (sandbox)', () => {
  it('tells an existing account from a new e-mail', async () => {
    await expect(checkAccount(scope, anaEmail)).resolves.toMatchObject({
      exists: true,
      status: 'PERSISTED_ON_HUB',
    });
    await expect(checkAccount(scope, credentials.email)).resolves.toEqual({
      value: credentials.email,
      exists: false,
    });
  });

  it('walks the steps in order, waits at the quiz until it is answered, then persists the account', async () => {
    await expect(createIdentityUser(scope, credentials, { name: 'Lucas Prado' })).resolves.toMatchObject({
      status: 'VALIDATING_IDENTITY',
    });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) seen.push((await checkAccount(scope, credentials.email)).status ?? '');
    expect(seen).toEqual(['VALIDATING_TOKEN', 'AWAITING_INOVAMIND', 'AWAITING_QUIZ', 'AWAITING_QUIZ']);
    const { quiz } = await checkAccount(scope, credentials.email);
    expect(quiz?.questions.length).toBeGreaterThan(0);
    await sendQuizAnswers(scope, {
      quizId: quiz?.id ?? '',
      answers: (quiz?.questions ?? []).map((q) => ({ questionId: q.id, optionId: q.options[0]?.id ?? '' })),
    });
    expect((await checkAccount(scope, credentials.email)).status).toBe('SYNC_SALESFORCE');
    expect((await checkAccount(scope, credentials.email)).status).toBe('PERSISTED_ON_HUB');
    expect(journalOf('quiz')).toHaveLength(1);
  });

  it('refuses a second account for the same e-mail', async () => {
    await expect(
      createIdentityUser(scope, { email: anaEmail, password: 'Ana@2026x' }, { name: 'Ana' }),
    ).rejects.toMatchObject({
      status: 409,
    });
  });
});
