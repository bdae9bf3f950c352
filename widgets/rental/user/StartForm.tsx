import { useRef, useState } from 'react';
import { type RentalUserStatus, startRentalUser } from '../../../api/rental.ts';
import { useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { coreMessages } from '../../../core/messages.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { EmailSchema } from '../../../validators/index.ts';
import { companyIdMask, companyIdRule, companyKeyOf } from '../companyId.ts';
import { rentalMessages } from '../i18n.ts';
import { userMessages } from './i18n.ts';

/**
 * The company's id and e-mail, sent to `rental-user/start`: a CNPJ in Brazil, a CUIT in Argentina
 * (typed in the `cnpj` value); what is known comes prefilled.
 */
export function StartForm(props: {
  cnpj: string;
  email: string;
  onStarted: (user: RentalUserStatus) => void;
}) {
  const { context } = useWidget();
  const t = useT(userMessages);
  const core = useT(coreMessages);
  const shared = useT(rentalMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  const form = useFormState({
    initial: { cnpj: props.cnpj, email: props.email },
    validate: (values) =>
      validateForm(
        values,
        {
          cnpj: companyIdRule(context.country, {
            cuitRequired: shared('cuitRequired'),
            cuitInvalid: shared('cuitInvalid'),
          }),
          email: EmailSchema,
        },
        context.market,
      ),
    focusRoot: () => formRef.current,
  });
  const failureText = useSendFailureText(form, core('genericError'));
  const { values, errors, update, touch } = form;
  const sending = form.status === 'sending';
  return (
    <form
      ref={formRef}
      className="hub-stack"
      part="form"
      noValidate
      aria-busy={sending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit(async ({ cnpj, email }) => {
          setFailed(false);
          try {
            props.onStarted(
              await startRentalUser(context, companyKeyOf(cnpj, context.country), email.trim()),
            );
            return 'sent';
          } catch (error) {
            setFailed(true);
            return failedWith(error);
          }
        });
      }}
    >
      <h3 className="hub-subtitle">{t('startTitle')}</h3>
      <p className="hub-text-muted">{t('startIntro')}</p>
      <div className="hub-grid">
        <TextField
          name="cnpj"
          label={t('cnpj')}
          required
          value={values.cnpj}
          mask={companyIdMask(context.country)}
          onChange={(v) => update('cnpj', v)}
          onBlur={() => touch('cnpj')}
          error={errors.cnpj}
        />
        <TextField
          name="email"
          label={t('email')}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(v) => update('email', v)}
          onBlur={() => touch('email')}
          error={errors.email}
        />
      </div>
      {failed && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {failureText}
        </p>
      )}
      <div className="hub-row">
        <button type="submit" className="hub-button" part="button" aria-disabled={sending || undefined}>
          {sending ? t('starting') : t('start')}
        </button>
      </div>
    </form>
  );
}
