import { useEffect, useRef, useState } from 'react';
import { recordOf, textOf } from '../../api/answers.ts';
import { getPlans, getSubscription, type SubscribePayload, subscribe } from '../../api/loyalty.ts';
import { failureKind, ServiceError } from '../../core/errors.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Segmented } from '../../core/form/Segmented.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { formatMoney } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { toPlans } from './answers.ts';
import type { LoyaltyT } from './i18n.ts';
import { Section } from './Section.tsx';

const METHODS: readonly SubscribePayload['paymentMethod'][] = ['CARD', 'PIX'];

/**
 * The paid programme's subscription (`v1/subscription`, `v1/subscription/plan`): the active one in
 * words, else the plan and its monthly price shown before subscribing; the subscription is sent once
 * however often the button is pressed; a failure keeps the choices and offers a retry.
 */
export function SubscriptionSection({
  t,
  guard,
  onSubscribed,
}: {
  t: LoyaltyT;
  guard: <T>(call: Promise<T>) => Promise<T>;
  onSubscribed: () => void;
}) {
  const { context, emit } = useWidget();
  const plans = useResource('loyalty-plans', (signal) => guard(getPlans(context, signal)).then(toPlans));
  const current = useResource('loyalty-subscription', (signal) =>
    guard(getSubscription(context, signal)).then(
      (answer) => textOf(recordOf(answer)?.planId),
      (failure: unknown) => {
        if (failure instanceof ServiceError && failure.status === 404) return null;
        throw failure;
      },
    ),
  );
  const [failed, setFailed] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const available = plans.status === 'success' ? plans.data : [];
  const form = useFormState({
    initial: { planId: '', paymentMethod: '' },
    validate: (values) => ({
      ...(values.paymentMethod ? {} : { paymentMethod: t('paymentRequired') }),
      ...(values.planId || available.length === 1 ? {} : { planId: t('plan') }),
    }),
  });
  const failureText = useSendFailureText(form, t('failure'));
  const chosen =
    available.find((plan) => plan.id === form.values.planId) ??
    (available.length === 1 ? available[0] : undefined);
  useEffect(() => {
    if (form.status === 'sent') doneRef.current?.focus();
  }, [form.status]);

  const send = () =>
    form.submit(async (values) => {
      if (!chosen) return 'refused';
      setFailed(false);
      try {
        const json: SubscribePayload = {
          planId: chosen.id,
          paymentMethod: values.paymentMethod as SubscribePayload['paymentMethod'],
        };
        await guard(subscribe(context, json));
        emit('hub-submit-success', { form: 'loyalty-subscribe', planId: chosen.id });
        onSubscribed();
        return 'sent';
      } catch (failure) {
        setFailed(true);
        emit('hub-submit-error', { form: 'loyalty-subscribe', code: failureKind(failure) });
        return failedWith(failure);
      }
    });
  const planName = (id: string) => available.find((plan) => plan.id === id)?.name ?? id;
  const price = (value: number | null) => (value === null ? '' : formatMoney(value, context.market));

  if (plans.status === 'loading' || current.status === 'loading')
    return (
      <Section title={t('subscription')} name="subscription">
        <Skeleton lines={2} />
      </Section>
    );
  return (
    <Section title={t('subscription')} name="subscription">
      {plans.status === 'error' && (
        <LoadFailed failure={plans.failure} message={t('failure')} onRetry={plans.retry} />
      )}
      {current.status === 'error' && (
        <LoadFailed failure={current.failure} message={t('failure')} onRetry={current.retry} />
      )}
      {form.status === 'sent' && chosen && (
        <p ref={doneRef} className="hub-alert" data-tone="success" role="status" tabIndex={-1}>
          {t('subscribedNow', { plan: chosen.name })}
        </p>
      )}
      {form.status !== 'sent' && current.status === 'success' && current.data && (
        <p>{t('subscribed', { plan: planName(current.data) })}</p>
      )}
      {form.status !== 'sent' && current.status === 'success' && !current.data && available.length > 0 && (
        <FormFrame
          className="hub-stack"
          label={t('subscription')}
          busy={form.status === 'sending'}
          onSubmit={() => {
            void send();
          }}
        >
          <p>{t('planIntro')}</p>
          {available.length === 1 && chosen ? (
            <p className="hub-subtitle">
              {t('planPrice', { plan: chosen.name, price: price(chosen.monthlyPrice) })}
            </p>
          ) : (
            <Segmented
              name="planId"
              layout="list"
              legend={t('plan')}
              required
              options={available.map((plan) => ({
                value: plan.id,
                label: t('planPrice', { plan: plan.name, price: price(plan.monthlyPrice) }),
              }))}
              value={form.values.planId}
              onChange={(value) => form.update('planId', value)}
              error={form.errors.planId}
            />
          )}
          <Segmented
            name="paymentMethod"
            legend={t('paymentMethod')}
            required
            options={METHODS.map((method) => ({ value: method, label: t(`payment.${method}`) }))}
            value={form.values.paymentMethod as SubscribePayload['paymentMethod'] | ''}
            onChange={(value) => {
              form.update('paymentMethod', value);
              form.touch('paymentMethod');
            }}
            error={form.errors.paymentMethod}
          />
          <div className="hub-row">
            <SubmitButton
              waitLeft={form.waitLeft}
              busy={form.status === 'sending'}
              label={t('subscribe', { plan: chosen?.name ?? t('plan') })}
              busyLabel={t('subscribing')}
            />
          </div>
          {failed && (
            <p className="hub-alert" data-tone="error" role="alert" part="alert">
              {failureText}
            </p>
          )}
        </FormFrame>
      )}
    </Section>
  );
}
