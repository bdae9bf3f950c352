import { authenticate } from '../../api/identity.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { EmailField } from './EmailField.tsx';
import { signUpMessages } from './i18n.ts';
import type { ScreenProps } from './navigation.ts';
import { ScreenForm, ScreenLink } from './ScreenForm.tsx';
import { type SignInValues, signInRules } from './signUpRules.ts';
import { answerOf, useSend } from './useSend.ts';

/**
 * Sign-in through identity v3 (basic credential from the e-mail and password). The answer's token is
 * dropped here: the host's auth cookie carries the session (CONTRACT §4); `hub-sign-in` says who
 * signed in. A failure says 'Ocorreu um erro, tente novamente' and keeps what was typed.
 */
export function SignInForm({ email, notice, focusTitle, go }: ScreenProps) {
  const t = useT(signUpMessages);
  const { context, emit } = useWidget();
  const { send, failed } = useSend();
  const form = useFormState<SignInValues>({
    initial: { email, password: '' },
    validate: (values) => validateForm(values, signInRules, context.market),
  });
  const submit = () =>
    form.submit(async (values) => {
      const sent = await send('sign-in', async () => {
        const { userId, expiresIn } = await authenticate(context, values);
        emit('hub-sign-in', { userId, expiresIn });
        return { userId };
      });
      if (sent.outcome === 'sent') go({ screen: 'signed-in', email: values.email });
      return answerOf(sent);
    });
  return (
    <ScreenForm
      t={t}
      title={t('signInTitle')}
      notice={notice}
      form={form}
      focusTitle={focusTitle}
      submitLabel={t('signIn')}
      onSubmit={() => void submit()}
      problem={failed && t('loginFailure')}
      links={
        <>
          <ScreenLink
            label={t('toForgot')}
            onClick={() => go({ screen: 'forgot', email: form.values.email })}
          />
          <ScreenLink
            label={t('toSignUp')}
            onClick={() => go({ screen: 'sign-up', email: form.values.email })}
          />
        </>
      }
    >
      <EmailField t={t} form={form} />
      <TextField
        name="password"
        type="password"
        label={t('password')}
        required
        autoComplete="current-password"
        value={form.values.password}
        onChange={(value) => form.update('password', value)}
        onBlur={() => form.touch('password')}
        error={form.errors.password}
      />
    </ScreenForm>
  );
}
