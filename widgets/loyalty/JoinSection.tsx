import { recordOf, textOf } from '../../api/answers.ts';
import { type FreeRegisterPayload, freeRegister } from '../../api/loyalty.ts';
import { failureKind } from '../../core/errors.ts';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { contactRules } from '../../core/form/contactRules.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { onlyDigits } from '../../validators/index.ts';
import type { LoyaltyT } from './i18n.ts';
import { Section } from './Section.tsx';

const FIELDS = ['name', 'email', 'cpf'] as const;

/** The free register's body from what was typed: the name and e-mail trimmed, the document's digits. */
export function freeRegisterPayload(values: {
  name: string;
  email: string;
  cpf: string;
}): FreeRegisterPayload {
  return { name: values.name.trim(), email: values.email.trim(), cpf: onlyDigits(values.cpf) };
}

/**
 * A signed-in user in no programme yet: the free register (name, e-mail and CPF — CUIL in Argentina —,
 * checked before sending, sent once; `free/register`). `onJoined` reads the member again.
 */
export function JoinSection({
  t,
  guard,
  onJoined,
}: {
  t: LoyaltyT;
  guard: <T>(call: Promise<T>) => Promise<T>;
  onJoined: () => void;
}) {
  const { context, emit } = useWidget();
  const form = useFormState({
    initial: { name: '', email: '', cpf: '' },
    validate: (values) =>
      validateForm(
        values,
        contactRules(FIELDS, values, { country: context.country, documentRequired: true }),
        context.market,
      ),
  });
  const failureText = useSendFailureText(form, t('failure'));
  const send = () =>
    form.submit(async (values) => {
      try {
        const answer = await guard(freeRegister(context, freeRegisterPayload(values)));
        emit('hub-submit-success', { form: 'loyalty-register', program: textOf(recordOf(answer)?.program) });
        onJoined();
        return 'sent';
      } catch (failure) {
        emit('hub-submit-error', { form: 'loyalty-register', code: failureKind(failure) });
        return failedWith(failure);
      }
    });
  const busy = form.status === 'sending';
  return (
    <Section title={t('join')} name="join">
      <p>{t('joinText')}</p>
      <FormFrame
        className="hub-stack"
        label={t('freeRegister')}
        busy={busy}
        onSubmit={() => {
          void send();
        }}
      >
        <h4 className="hub-label">{t('freeRegister')}</h4>
        <div className="hub-grid">
          <ContactFields
            fields={FIELDS}
            values={form.values}
            errors={form.errors}
            onChange={form.update}
            onTouch={form.touch}
            documentRequired
          />
        </div>
        <div className="hub-row">
          <SubmitButton
            waitLeft={form.waitLeft}
            busy={busy}
            label={t('register')}
            busyLabel={t('registering')}
          />
        </div>
        {form.status === 'failed' && (
          <p className="hub-alert" data-tone="error" role="alert" part="alert">
            {failureText}
          </p>
        )}
      </FormFrame>
    </Section>
  );
}
