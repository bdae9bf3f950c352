import { useEffect, useRef } from 'react';
import { ContactFields } from '../../core/form/ContactFields.tsx';
import { contactRules } from '../../core/form/contactRules.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { offersMessages } from './i18n.ts';
import type { ReserveValues } from './reservePayload.ts';
import { useReserve } from './useReserve.ts';

const FIELDS = ['name', 'cpf', 'email', 'phone'] as const;
const EMPTY: ReserveValues = { name: '', cpf: '', email: '', phone: '' };

/**
 * Reserving the offer: a button that checks the impediments and the availability, the buyer's form
 * (name, CPF or CUIL, e-mail, phone), then the reserve number and the bank slip link. Failures say
 * 'Um erro ocorreu, tente novamente' with a retry; what was typed stays.
 */
export function ReserveOffer({ offerId }: { offerId: string }) {
  const { context } = useWidget();
  const t = useT(offersMessages);
  const reserve = useReserve(offerId);
  const form = useFormState<ReserveValues>({
    initial: EMPTY,
    validate: (values) =>
      validateForm(
        values,
        contactRules(FIELDS, values, { country: context.country, documentRequired: true }),
        context.market,
      ),
  });
  const failureText = useSendFailureText(form, t('reserveFailed'));
  const resultRef = useRef<HTMLDivElement>(null);
  const { state } = reserve;
  useEffect(() => {
    if (state.step === 'reserved' && state.bill === null) resultRef.current?.focus();
  }, [state]);

  return (
    <section className="hub-stack offers-reserve" aria-labelledby="offers-reserve-title">
      <h3 className="hub-subtitle" id="offers-reserve-title">
        {t('reserveTitle')}
      </h3>
      {state.step === 'closed' && (
        <p>
          <button type="button" className="hub-button" part="button" onClick={() => void reserve.start()}>
            {t('reserveStart')}
          </button>
        </p>
      )}
      {state.step === 'checking' && (
        <p className="hub-hint" role="status">
          {t('reserveChecking')}
        </p>
      )}
      {state.step === 'checkFailed' && (
        <LoadFailed
          message={t('reserveFailed')}
          failure={state.failure}
          retryLabel={t('retry')}
          onRetry={() => void reserve.start()}
        />
      )}
      {(state.step === 'form' || state.step === 'unavailable') && state.impediments.length > 0 && (
        <div>
          <p>{t('impediments')}</p>
          <ul>
            {state.impediments.map((item) => (
              <li key={item.code}>{item.message}</li>
            ))}
          </ul>
        </div>
      )}
      {state.step === 'unavailable' && (
        <p className="hub-alert" data-tone="warning" part="alert" role="alert">
          {t('unavailable')}
        </p>
      )}
      {state.step === 'form' && (
        <FormFrame
          label={t('reserveTitle')}
          busy={form.status === 'sending'}
          onSubmit={() => void form.submit(reserve.send)}
        >
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
          {form.status === 'failed' && (
            <p className="hub-alert" data-tone="error" part="alert" role="alert">
              {failureText}
            </p>
          )}
          <SubmitButton
            waitLeft={form.waitLeft}
            busy={form.status === 'sending'}
            failed={form.status === 'failed'}
            label={t('reserveSend')}
            busyLabel={t('reserveSending')}
            retryLabel={t('retry')}
          />
        </FormFrame>
      )}
      {state.step === 'reserved' && (
        <div ref={resultRef} tabIndex={-1} role="status" className="hub-stack">
          <div className="hub-alert" data-tone="success" part="alert">
            <p>{t('reserved')}</p>
            <p>{t('reserveNumber', { id: state.reserveId })}</p>
          </div>
          {state.bill && state.bill !== 'failed' && (
            <p>
              <a
                className="hub-button"
                part="button"
                href={state.bill.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('bill')}
              </a>
              {state.bill.dueDays ? (
                <span className="hub-hint"> {t('billDue', { days: state.bill.dueDays })}</span>
              ) : null}
            </p>
          )}
        </div>
      )}
      {state.step === 'reserved' && state.bill === 'failed' && (
        <LoadFailed
          message={t('billFailed')}
          failure={state.billFailure}
          retryLabel={t('retry')}
          onRetry={() => reserve.retryBill(state.reserveId)}
        />
      )}
    </section>
  );
}
