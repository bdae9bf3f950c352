import { useEffect, useId, useRef, useState } from 'react';
import {
  type GiftAddress,
  getWelcomeKit,
  sendWelcomeKitAddress,
  type WelcomeKitInfo,
} from '../../../api/reservations.ts';
import { AddressFields } from '../../../core/form/AddressFields.tsx';
import { useSendFailureText } from '../../../core/form/failureText.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { failedWith } from '../../../core/form/sendFailure.ts';
import { useFormState } from '../../../core/form/useFormState.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { fillEmpty } from '../../profile/fillEmpty.ts';
import { orderAddressLabels } from '../addressTexts.ts';
import { isRepeatClick } from '../cancel/cancel.ts';
import { giftAddressRules, trimmedGiftAddress } from './giftAddress.ts';
import { welcomeKitMessages } from './i18n.ts';

interface Props {
  reservationId: string;
  /** The billing address and buyer's name: the form starts with them. */
  prefill: GiftAddress;
  /** Names the form's events (`hub-submit-success`, `hub-submit-error`): the widget's own form name. */
  formName?: string;
}

const PLACE = ['city', 'state'] as const;

const oneLine = (a: GiftAddress) =>
  [`${a.street}, ${a.number}`, a.complement, a.neighborhood, `${a.city} - ${a.state}`, a.postalCode]
    .filter(Boolean)
    .join(', ');

/**
 * The welcome-kit gift (GET v2/reservations/{id}/welcome-kit) and the form of its delivery address,
 * prefilled with the billing address, with the postal-code lookup; sent once
 * (PUT v2/reservations/{id}/welcome-kit), the values kept when it fails.
 */
export function WelcomeKit({ reservationId, prefill, formName = 'reservation-welcome-kit' }: Props) {
  const { context, emit } = useWidget();
  const t = useT(welcomeKitMessages);
  const id = useId();
  const loaded = useResource(`welcome-kit:${reservationId}`, () => getWelcomeKit(context, reservationId));
  /** The kit as the last address sent answered it. */
  const [answered, setAnswered] = useState<WelcomeKitInfo | null>(null);
  /** The address the service already has is shown in one line until the shopper changes it. */
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState<GiftAddress>({
    initial: prefill,
    validate: (values) => validateForm(values, giftAddressRules(context.market), context.market),
    resetTo: (values) => values,
    focusRoot: () => formRef.current,
  });
  const failureText = useSendFailureText(form, t('kitFailed'));
  // The buyer's data may arrive after the screen (the profile): fill what is still empty.
  const { setValues } = form;
  useEffect(() => {
    setValues((values) => fillEmpty(values, prefill));
  }, [prefill, setValues]);
  useEffect(() => {
    const address = loaded.data?.address;
    if (!address) return;
    setValues(address);
    setSaved(true);
  }, [loaded.data, setValues]);

  const title = (
    <h3 className="hub-subtitle" id={`${id}-kit`}>
      {t('kitTitle')}
    </h3>
  );
  if (loaded.status === 'error')
    return (
      <section className="hub-stack hub-card" aria-labelledby={`${id}-kit`}>
        {title}
        <LoadFailed
          failure={loaded.failure}
          message={t('kitLoadFailed')}
          onRetry={loaded.retry}
          retryLabel={t('retry')}
        />
      </section>
    );
  const kit = answered ?? loaded.data;
  if (!kit?.available) return null;

  const send = () =>
    form.submit(async (values) => {
      try {
        setAnswered(await sendWelcomeKitAddress(context, reservationId, trimmedGiftAddress(values)));
        emit('hub-submit-success', { form: formName, reservationId });
        return 'sent';
      } catch (error) {
        emit('hub-submit-error', { form: formName, code: 'service' });
        return failedWith(error);
      }
    });
  const { values, errors, status } = form;

  return (
    <section className="hub-stack hub-card" aria-labelledby={`${id}-kit`}>
      {title}
      <p>{t('kitText', { gift: kit.gift })}</p>
      {saved || status === 'sent' ? (
        <>
          <p className="hub-alert" data-tone="success" role="status">
            {t('kitSent', { address: `${values.recipientName}, ${oneLine(values)}` })}
          </p>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={(event) => {
              if (isRepeatClick(event)) return;
              form.reset();
              setSaved(false);
            }}
          >
            {t('kitChange')}
          </button>
        </>
      ) : (
        <form
          ref={formRef}
          className="hub-stack"
          noValidate
          aria-labelledby={`${id}-kit-form`}
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <h4 className="hub-subtitle" id={`${id}-kit-form`}>
            {t('kitFormTitle')}
          </h4>
          <p className="hub-hint">{t('requiredNote')}</p>
          <div className="hub-grid">
            <TextField
              name="kit-recipientName"
              label={t('recipientName')}
              required
              autoComplete="shipping name"
              value={values.recipientName}
              onChange={(value) => form.update('recipientName', value)}
              error={errors.recipientName}
            />
            <AddressFields
              value={values}
              onChange={setValues}
              errors={errors}
              place={PLACE}
              labels={orderAddressLabels(t)}
              namePrefix="kit-"
              autoCompleteSection="shipping"
              required
            />
          </div>
          {status === 'failed' && (
            <p className="hub-alert" data-tone="error" role="alert">
              {failureText}
            </p>
          )}
          <button type="submit" className="hub-button" aria-disabled={status === 'sending' || undefined}>
            {status === 'sending' ? t('kitSending') : status === 'failed' ? t('retry') : t('kitSend')}
          </button>
        </form>
      )}
    </section>
  );
}
