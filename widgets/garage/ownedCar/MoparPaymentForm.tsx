import { useId, useRef, useState } from 'react';
import { type MoparPayment, type MoparService, simulateMoparPayment } from '../../../api/ownedCar.ts';
import { failureKind } from '../../../core/errors.ts';
import { FormActions } from '../../../core/form/FormActions.tsx';
import { FormFrame } from '../../../core/form/FormFrame.tsx';
import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { formatMoney, formatPercent } from '../../../core/format.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { OwnedCarT } from './i18n.ts';

interface Props {
  t: OwnedCarT;
  /** The priced services that fit the car. */
  services: MoparService[];
}

/** The instalment counts the payment simulation accepts (1 to 12). */
const INSTALLMENTS = Array.from({ length: 12 }, (_, i) => String(i + 1));

/** The page asking, as the `referrer` header names it: its address without query or fragment. */
const referrer = () => `${window.location.origin}${window.location.pathname}`;

/**
 * Simulates paying one Mopar service in instalments (`simulation/payment` with the referrer header):
 * service and instalments checked beside the fields, sent once per press, the answer in words; a
 * failure says the seed's message and the button tries again with what was chosen.
 */
export function MoparPaymentForm({ t, services }: Props) {
  const { context, emit } = useWidget();
  const titleId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [payment, setPayment] = useState<MoparPayment | null>(null);
  const form = useFormState({
    initial: { service: services.length === 1 ? (services[0]?.id ?? '') : '', installments: '' },
    repeatable: true,
    validate: (values) => ({
      ...(values.service ? {} : { service: t('serviceRequired') }),
      ...(values.installments ? {} : { installments: t('installmentsRequired') }),
    }),
    focusRoot: () => ref.current,
  });
  if (services.length === 0) return null;
  const simulate = () =>
    form.submit(async (values) => {
      const service = services.find((s) => s.id === values.service);
      if (!service?.price) return 'refused';
      setPayment(null);
      try {
        setPayment(
          await simulateMoparPayment(context, service.price, Number(values.installments), referrer()),
        );
        emit('hub-submit-success', { form: 'garage-mopar-payment', shelf: 'owned', id: service.id });
        return 'sent';
      } catch (error) {
        emit('hub-submit-error', { form: 'garage-mopar-payment', shelf: 'owned', code: failureKind(error) });
        return failedWith(error);
      }
    });
  const money = (value: number) => formatMoney(value, context.market);
  return (
    <FormFrame
      formRef={ref}
      titleId={titleId}
      busy={form.status === 'sending'}
      onSubmit={() => void simulate()}
    >
      <h6 className="hub-subtitle" id={titleId}>
        {t('simulateTitle')}
      </h6>
      <div className="hub-grid">
        <SelectField
          name="service"
          label={t('service')}
          placeholder={t('servicePick')}
          value={form.values.service}
          options={services.map((s) => ({ value: s.id, label: `${s.title} (${money(s.price ?? 0)})` }))}
          onChange={(value) => form.update('service', value)}
          error={form.errors.service}
          required
        />
        <SelectField
          name="installments"
          label={t('installments')}
          placeholder={t('installmentsPick')}
          value={form.values.installments}
          options={INSTALLMENTS.map((n) => ({ value: n, label: t('installmentOption', { n }) }))}
          onChange={(value) => form.update('installments', value)}
          error={form.errors.installments}
          required
        />
      </div>
      {payment && form.status !== 'sending' && (
        <p className="hub-alert" data-tone="success" role="status">
          {t(payment.interest > 0 ? 'paymentInterest' : 'payment', {
            n: payment.installments,
            value: money(payment.installmentValue),
            total: money(
              payment.interest > 0 ? payment.installmentValue * payment.installments : payment.amount,
            ),
            interest: formatPercent(payment.interest, context.market),
          })}
        </p>
      )}
      <FormActions
        problem={form.status === 'failed' ? t('failure') : null}
        busy={form.status === 'sending'}
        failure={form.failure}
        waitLeft={form.waitLeft}
        failed={form.status === 'failed'}
        label={t('simulate')}
        busyLabel={t('simulating')}
        retryLabel={t('simulate')}
        variant="secondary"
      />
    </FormFrame>
  );
}
