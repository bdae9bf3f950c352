import { resetPassword } from '../../api/identity.ts';
import { forgotPassword } from '../../api/identityPasswords.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { EmailField } from './EmailField.tsx';
import { signUpMessages } from './i18n.ts';
import type { ScreenProps } from './navigation.ts';
import { ScreenForm, ScreenLink } from './ScreenForm.tsx';
import { emailRules } from './signUpRules.ts';
import { answerOf, useSend } from './useSend.ts';

/**
 * Forgotten password: the e-mail gets a code (`POST signup/password/forgot`), then the confirm screen.
 * `reset` asks the identity service's reset instead (`POST v2/signup/password/reset`: an account whose
 * password must be renewed, e.g. after a migration); its e-mail carries the same kind of code.
 */
export function ForgotForm({
  email,
  notice,
  focusTitle,
  go,
  reset = false,
}: ScreenProps & { reset?: boolean }) {
  const t = useT(signUpMessages);
  const { context } = useWidget();
  const { send, failed } = useSend();
  const form = useFormState({
    initial: { email },
    validate: (values) => validateForm(values, emailRules, context.market),
  });
  const submit = () =>
    form.submit(async (values) => {
      const sent = await send(
        reset ? 'password-reset' : 'password-forgot',
        async () => void (await (reset ? resetPassword : forgotPassword)(context, { email: values.email })),
      );
      if (sent.outcome === 'sent')
        go({ screen: 'confirm', email: values.email, notice: t('codeSent', { email: values.email }) });
      return answerOf(sent);
    });
  return (
    <ScreenForm
      t={t}
      title={t(reset ? 'resetTitle' : 'forgotTitle')}
      intro={t(reset ? 'resetIntro' : 'forgotIntro')}
      notice={notice}
      form={form}
      focusTitle={focusTitle}
      submitLabel={t('send')}
      onSubmit={() => void submit()}
      problem={failed && t('failure')}
      links={
        <>
          <ScreenLink
            label={t('toConfirm')}
            onClick={() => go({ screen: 'confirm', email: form.values.email })}
          />
          <ScreenLink
            label={t('toSignIn')}
            onClick={() => go({ screen: 'sign-in', email: form.values.email })}
          />
        </>
      }
    >
      <EmailField t={t} form={form} />
    </ScreenForm>
  );
}
