import { createPassword } from '../../api/identityPasswords.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { NewPasswordFields } from '../../domain/credentials/NewPasswordFields.tsx';
import { EmailField } from './EmailField.tsx';
import { signUpMessages } from './i18n.ts';
import type { ScreenProps } from './navigation.ts';
import { ScreenForm, ScreenLink } from './ScreenForm.tsx';
import { createPasswordRules } from './signUpRules.ts';
import { answerOf, useSend } from './useSend.ts';

/** The first password of an account that has none (`POST signup/password`); saved: on to sign-in. */
export function CreatePasswordForm({ email, notice, focusTitle, go }: ScreenProps) {
  const t = useT(signUpMessages);
  const { context } = useWidget();
  const { send, failed } = useSend();
  const form = useFormState({
    initial: { email, password: '', confirmation: '' },
    validate: (values) => validateForm(values, createPasswordRules, context.market),
  });
  const submit = () =>
    form.submit(async (values) => {
      const sent = await send('password-create', async () => void (await createPassword(context, values)));
      if (sent.outcome === 'sent') go({ screen: 'sign-in', email: values.email, notice: t('passwordSaved') });
      return answerOf(sent);
    });
  return (
    <ScreenForm
      t={t}
      title={t('createTitle')}
      intro={t('createIntro')}
      notice={notice}
      form={form}
      focusTitle={focusTitle}
      submitLabel={t('savePassword')}
      onSubmit={() => void submit()}
      problem={failed && t('failure')}
      links={
        <ScreenLink
          label={t('toSignIn')}
          onClick={() => go({ screen: 'sign-in', email: form.values.email })}
        />
      }
    >
      <EmailField t={t} form={form} />
      <NewPasswordFields form={form} />
    </ScreenForm>
  );
}
