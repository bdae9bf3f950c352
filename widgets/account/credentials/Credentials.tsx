import { useEffect, useId, useRef, useState } from 'react';
import { changePassword, type UserProfile } from '../../../api/users.ts';
import { failureKind, ServiceError } from '../../../core/errors.ts';
import { FormFrame } from '../../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { SubmitButton } from '../../../core/form/SubmitButton.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { NewPasswordFields } from '../../../domain/credentials/NewPasswordFields.tsx';
import { credentialsMessages } from './i18n.ts';
import {
  EMPTY_PASSWORD_CHANGE,
  type PasswordChangeValues,
  passwordChangeOf,
  passwordChangeRules,
} from './passwordChange.ts';

interface Props {
  profile: UserProfile;
}

/**
 * The password change: current password, new password with the live checklist, confirmation; sent
 * once to `PUT signup/password`. A wrong current password or a failure is said and keeps what was
 * typed; after the change the fields are emptied (passwords are never kept).
 */
export function Credentials({ profile }: Props) {
  const { context, emit } = useWidget();
  const t = useT(credentialsMessages);
  const titleId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [problem, setProblem] = useState<'wrongCurrent' | 'failure' | null>(null);
  const [changed, setChanged] = useState(false);
  const email = profile.emails.find((e) => e.preferred)?.email ?? profile.emails[0]?.email ?? '';
  const form = useFormState<PasswordChangeValues>({
    initial: EMPTY_PASSWORD_CHANGE,
    validate: (values) => validateForm(values, passwordChangeRules, context.market),
    focusRoot: () => ref.current,
  });
  const failureText = useSendFailureText(form, problem ? t(problem) : '');
  useEffect(() => {
    if (changed) noticeRef.current?.focus();
  }, [changed]);
  // Once changed, the passwords leave the form; another change is a new form.
  const { status, reset } = form;
  useEffect(() => {
    if (status === 'sent') reset();
  }, [status, reset]);

  const send = () =>
    form.submit(async (values) => {
      setProblem(null);
      setChanged(false);
      try {
        await changePassword(context, passwordChangeOf(email, values));
        emit('hub-submit-success', { form: 'account-password' });
        setChanged(true);
        return 'sent';
      } catch (error) {
        const wrong = error instanceof ServiceError && error.status === 401;
        setProblem(wrong ? 'wrongCurrent' : 'failure');
        emit('hub-submit-error', {
          form: 'account-password',
          code: failureKind(error),
        });
        return failedWith(error);
      }
    });
  const sending = form.status === 'sending';
  return (
    <section className="hub-stack hub-card" aria-labelledby={titleId}>
      <h3 className="hub-subtitle" id={titleId}>
        {t('title')}
      </h3>
      {changed && (
        <p
          ref={noticeRef}
          className="hub-alert account-notice"
          data-tone="success"
          role="status"
          tabIndex={-1}
        >
          {t('changed')}
        </p>
      )}
      <FormFrame
        formRef={ref}
        className="hub-stack"
        titleId={titleId}
        busy={sending}
        onSubmit={() => void send()}
      >
        <p className="hub-hint">
          {t('intro')} {t('requiredNote')}
        </p>
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          name="currentPassword"
          type="password"
          label={t('currentPassword')}
          required
          autoComplete="current-password"
          value={form.values.currentPassword}
          onChange={(value) => form.update('currentPassword', value)}
          onBlur={() => form.touch('currentPassword')}
          error={form.errors.currentPassword}
        />
        <NewPasswordFields form={form} purpose="change" />
        {problem && (
          <p className="hub-alert" data-tone="error" role="alert" part="alert">
            {failureText}
          </p>
        )}
        <div className="hub-row">
          <SubmitButton
            waitLeft={form.waitLeft}
            busy={sending}
            failed={problem === 'failure'}
            label={t('save')}
            busyLabel={t('saving')}
            retryLabel={t('retry')}
          />
        </div>
      </FormFrame>
    </section>
  );
}
