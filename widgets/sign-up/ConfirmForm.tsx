import { useState } from 'react';
import { confirmPassword, resendPasswordEmail } from '../../api/identityPasswords.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { NewPasswordFields } from '../../domain/credentials/NewPasswordFields.tsx';
import { EmailSchema, validateField } from '../../validators/index.ts';
import { EmailField } from './EmailField.tsx';
import { signUpMessages } from './i18n.ts';
import type { ScreenProps } from './navigation.ts';
import { ScreenForm, ScreenLink } from './ScreenForm.tsx';
import { type ConfirmValues, confirmRules } from './signUpRules.ts';
import { answerOf, useSend } from './useSend.ts';

/**
 * The e-mailed code and a new password (`PUT signup/password/confirm`), with the live checklist; the
 * e-mail can be sent again (`POST signup/password/resend-email`). Saved: on to sign-in.
 */
export function ConfirmForm({ email, notice, focusTitle, go, code }: ScreenProps & { code: string }) {
  const t = useT(signUpMessages);
  const { context } = useWidget();
  const { send, failed } = useSend();
  const [resent, setResent] = useState<string | null>(null);
  const form = useFormState<ConfirmValues & { email: string }>({
    initial: { email, code, password: '', confirmation: '' },
    validate: (values) => validateForm(values, confirmRules(t('codeRequired')), context.market),
  });
  const submit = () =>
    form.submit(async (values) => {
      const { code: token, password, confirmation } = values;
      const sent = await send(
        'password-confirm',
        async () => void (await confirmPassword(context, { token: token.trim(), password, confirmation })),
      );
      if (sent.outcome === 'sent') go({ screen: 'sign-in', email: values.email, notice: t('passwordSaved') });
      return answerOf(sent);
    });
  // The e-mail matters only to send the code again: its message shows once a resend was asked.
  const [resendAsked, setResendAsked] = useState(false);
  const emailError = resendAsked ? validateField(EmailSchema, form.values.email, context.market) : null;
  const resend = async () => {
    const address = form.values.email;
    setResendAsked(true);
    if (validateField(EmailSchema, address, context.market)) return;
    setResent(null);
    const sent = await send(
      'password-resend',
      async () => void (await resendPasswordEmail(context, { email: address })),
    );
    if (sent.outcome === 'sent') setResent(t('resent', { email: address }));
  };
  return (
    <ScreenForm
      t={t}
      title={t('confirmTitle')}
      intro={t('confirmIntro')}
      notice={resent ?? notice}
      form={form}
      focusTitle={focusTitle}
      submitLabel={t('savePassword')}
      onSubmit={() => void submit()}
      problem={failed && t('failure')}
      links={
        <>
          <ScreenLink label={t('resend')} onClick={() => void resend()} />
          <ScreenLink
            label={t('toSignIn')}
            onClick={() => go({ screen: 'sign-in', email: form.values.email })}
          />
        </>
      }
    >
      <EmailField t={t} form={{ ...form, errors: emailError ? { email: emailError } : {} }} />
      <TextField
        name="code"
        label={t('code')}
        required
        autoComplete="one-time-code"
        value={form.values.code}
        onChange={(value) => form.update('code', value)}
        onBlur={() => form.touch('code')}
        error={form.errors.code}
      />
      <NewPasswordFields form={form} />
    </ScreenForm>
  );
}
