import { afterEach, describe, expect, it, vi } from 'vitest';
import { anaEmail, password } from '../../../test/examples/fixtures.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import { authenticate, resetPassword } from '../../identity.ts';
import {
  confirmPassword,
  createPassword,
  forgotPassword,
  resendPasswordEmail,
} from '../../identityPasswords.ts';

startSandbox();
const scope = sandboxScope();
afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const signsIn = (pass: string) => authenticate(scope, { email: anaEmail, password: pass });
const renewed = 'Nova@Senha1';

describe('the sandbox keeps one password per account', () => {
  it('a password created with POST signup/password is the one the sign-in takes', async () => {
    quiet();
    await createPassword(scope, { email: anaEmail, password: renewed, confirmation: renewed });
    await expect(signsIn(renewed)).resolves.toMatchObject({ tokenType: 'Bearer' });
    await expect(signsIn(password)).rejects.toMatchObject({ status: 401 });
  });

  it('forgot e-mails code reset-token-1, resend sends it again, confirm sets the password once', async () => {
    quiet();
    await forgotPassword(scope, { email: anaEmail });
    await resendPasswordEmail(scope, { email: anaEmail });
    await expect(
      confirmPassword(scope, { token: 'reset-token-2', password: renewed, confirmation: renewed }),
    ).rejects.toMatchObject({ status: 422 });
    await confirmPassword(scope, { token: 'reset-token-1', password: renewed, confirmation: renewed });
    await expect(signsIn(renewed)).resolves.toMatchObject({ tokenType: 'Bearer' });
    await expect(signsIn(password)).rejects.toMatchObject({ status: 401 });
    const again = 'Outra@Senha2';
    await expect(
      confirmPassword(scope, { token: 'reset-token-1', password: again, confirmation: again }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('the identity v2 reset e-mails a code the confirm takes too; an unknown e-mail gets none', async () => {
    quiet();
    await resetPassword(scope, { email: 'nobody@example.com' });
    await resetPassword(scope, { email: anaEmail });
    await confirmPassword(scope, { token: 'reset-token-1', password: renewed, confirmation: renewed });
    await expect(signsIn(renewed)).resolves.toMatchObject({ tokenType: 'Bearer' });
  });
});
