import { type ReactNode, useState } from 'react';
import { checkAccount, createIdentityUser } from '../../api/identity.ts';
import { ServiceError } from '../../core/errors.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { NewPasswordFields } from '../../domain/credentials/NewPasswordFields.tsx';
import { EmailField } from './EmailField.tsx';
import { signUpMessages } from './i18n.ts';
import type { ScreenProps } from './navigation.ts';
import { ScreenForm, ScreenLink } from './ScreenForm.tsx';
import { type SignUpValues, signUpRules } from './signUpRules.ts';
import { answerOf, useSend } from './useSend.ts';

/**
 * Sign-up: name, e-mail, a new password with the live checklist. `v3/check` tells an existing account
 * before anything is created (then sign-in or a new password are offered); `v3/users` creates it with
 * the basic credential, and the identity validation follows.
 */
export function SignUpForm({ email, notice, focusTitle, go }: ScreenProps) {
  const t = useT(signUpMessages);
  const { context } = useWidget();
  const { send } = useSend();
  const [problem, setProblem] = useState<ReactNode>(null);
  const form = useFormState<SignUpValues>({
    initial: { name: '', email, password: '', confirmation: '' },
    validate: (values) => validateForm(values, signUpRules, context.market),
  });
  const existing = (address: string) => (
    <>
      <p>{t('exists')}</p>
      <p className="sign-up-links">
        <ScreenLink label={t('toSignIn')} onClick={() => go({ screen: 'sign-in', email: address })} />
        <ScreenLink label={t('toForgot')} onClick={() => go({ screen: 'forgot', email: address })} />
      </p>
    </>
  );
  const submit = () =>
    form.submit(async (values) => {
      setProblem(null);
      let exists = false;
      const sent = await send(
        'sign-up',
        async () => {
          exists = (await checkAccount(context, values.email)).exists;
          if (exists) throw new ServiceError('identity', 'bad-request', 'account exists', 409);
          const credentials = { email: values.email, password: values.password };
          const account = await createIdentityUser(context, credentials, { name: values.name.trim() });
          return { userId: account.id };
        },
        (error) => {
          const taken = exists || (error instanceof ServiceError && error.status === 409);
          setProblem(taken ? existing(values.email) : <p>{t('failure')}</p>);
          return taken ? 'refused' : 'failed';
        },
      );
      if (sent.outcome === 'sent')
        go({ screen: 'progress', email: values.email, userId: sent.result.userId });
      return answerOf(sent);
    });
  return (
    <ScreenForm
      t={t}
      title={t('signUpTitle')}
      notice={notice}
      form={form}
      focusTitle={focusTitle}
      submitLabel={t('signUp')}
      onSubmit={() => void submit()}
      problem={problem}
      links={
        <ScreenLink
          label={t('toSignIn')}
          onClick={() => go({ screen: 'sign-in', email: form.values.email })}
        />
      }
    >
      <TextField
        name="name"
        label={t('name')}
        required
        autoComplete="name"
        value={form.values.name}
        onChange={(value) => form.update('name', value)}
        onBlur={() => form.touch('name')}
        error={form.errors.name}
      />
      <EmailField t={t} form={form} />
      <NewPasswordFields form={form} />
    </ScreenForm>
  );
}
