import { useEffect, useRef, useState } from 'react';
import { lookupPostalCode } from '../../../api/location.ts';
import {
  type GiftAddress,
  getWelcomeKit,
  sendWelcomeKitAddress,
  type WelcomeKitInfo,
} from '../../../api/reservations.ts';
import { TextField } from '../../../core/form/fields/TextField.tsx';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { isValidPostalCode, postalCodeMask } from '../../../validators/index.ts';
import { type Errors, giftAddressRules, trimmedGiftAddress, validate } from '../forms.ts';
import type { ReservationT } from '../i18n.ts';

interface Props {
  t: ReservationT;
  reservationId: string;
  /** The billing address and buyer's name: the form starts with them. */
  prefill: GiftAddress;
}

const oneLine = (a: GiftAddress) =>
  [`${a.street}, ${a.number}`, a.complement, a.neighborhood, `${a.city} - ${a.state}`, a.postalCode]
    .filter(Boolean)
    .join(', ');

/**
 * The welcome-kit gift (GET v2/reservations/{id}/welcome-kit) and the form of its delivery address,
 * prefilled with the billing address, with the postal-code lookup; sent once
 * (PUT v2/reservations/{id}/welcome-kit), the values kept when it fails.
 */
export function WelcomeKit({ t, reservationId, prefill }: Props) {
  const { context, emit } = useWidget();
  const scope = context;
  const ar = context.market === 'es-AR';
  const [kit, setKit] = useState<WelcomeKitInfo | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<GiftAddress>(prefill);
  const [errors, setErrors] = useState<Errors<keyof GiftAddress>>({});
  const [state, setState] = useState<'editing' | 'sending' | 'sent' | 'failed'>('editing');
  const [notFound, setNotFound] = useState(false);
  const looked = useRef('');
  /** A request in flight, or the address just accepted: a second click sends nothing. */
  const inFlight = useRef(false);
  const accepted = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  // The buyer's data may arrive after the screen (the profile): fill what is still empty.
  useEffect(() => {
    setValues((v) => {
      const filled = { ...v };
      for (const key of Object.keys(prefill) as (keyof GiftAddress)[])
        if (!filled[key] && prefill[key]) filled[key] = prefill[key];
      return filled;
    });
  }, [prefill]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloaded on retry
  useEffect(() => {
    let live = true;
    setLoadFailed(false);
    getWelcomeKit(scope, reservationId).then(
      (found) => {
        if (!live) return;
        setKit(found);
        if (found.address) {
          setValues(found.address);
          setState('sent');
        }
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [reservationId, attempt]);

  if (loadFailed)
    return (
      <section className="hub-stack hub-card" aria-labelledby="rsv-kit-title">
        <h3 className="hub-subtitle" id="rsv-kit-title">
          {t('kitTitle')}
        </h3>
        <p className="hub-alert" data-tone="error" role="alert">
          {t('kitLoadFailed')}
        </p>
        <button type="button" className="hub-button" onClick={() => setAttempt((a) => a + 1)}>
          {t('retry')}
        </button>
      </section>
    );
  if (!kit?.available) return null;

  const lookup = async (postalCode: string) => {
    if (ar || !isValidPostalCode(postalCode) || postalCode === looked.current) return;
    looked.current = postalCode;
    const found = await lookupPostalCode(scope, postalCode);
    setNotFound(!found);
    if (found)
      setValues((v) => ({
        ...v,
        street: found.street ?? v.street,
        neighborhood: found.neighborhood ?? v.neighborhood,
        city: found.cityName ?? v.city,
        state: found.stateCode ?? v.state,
      }));
  };

  const send = async () => {
    if (inFlight.current || accepted.current) return;
    const found: Errors<keyof GiftAddress> = validate(
      values,
      giftAddressRules(context.market),
      context.market,
    );
    setErrors(found);
    if (Object.keys(found).length) {
      queueMicrotask(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    inFlight.current = true;
    setState('sending');
    try {
      const answer = await sendWelcomeKitAddress(scope, reservationId, trimmedGiftAddress(values));
      accepted.current = true;
      setKit(answer);
      setState('sent');
      emit('hub-submit-success', { form: 'reservation-welcome-kit', reservationId });
    } catch {
      setState('failed');
      emit('hub-submit-error', { form: 'reservation-welcome-kit', code: 'service' });
    } finally {
      inFlight.current = false;
    }
  };

  type Extra = Partial<Parameters<typeof TextField>[0]>;
  const field = (name: keyof GiftAddress, label: string, extra: Extra = {}, required = true) => (
    <TextField
      key={name}
      name={`kit-${name}`}
      label={label}
      required={required}
      value={values[name]}
      onChange={(v) => {
        setValues((old) => ({ ...old, [name]: v }));
        if (name === 'postalCode') void lookup(v);
      }}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <section className="hub-stack hub-card" aria-labelledby="rsv-kit-title">
      <h3 className="hub-subtitle" id="rsv-kit-title">
        {t('kitTitle')}
      </h3>
      <p>{t('kitText', { gift: kit.gift })}</p>
      {state === 'sent' ? (
        <>
          <p className="hub-alert" data-tone="success" role="status">
            {t('kitSent', { address: `${values.recipientName}, ${oneLine(values)}` })}
          </p>
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            onClick={() => {
              accepted.current = false;
              setState('editing');
            }}
          >
            {t('kitChange')}
          </button>
        </>
      ) : (
        <form
          ref={form}
          className="hub-stack"
          noValidate
          aria-labelledby="rsv-kit-form-title"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <h4 className="hub-subtitle" id="rsv-kit-form-title">
            {t('kitFormTitle')}
          </h4>
          <p className="hub-hint">{t('requiredNote')}</p>
          <div className="hub-grid">
            {field('recipientName', t('recipientName'), { autoComplete: 'shipping name' })}
            {field('postalCode', t('postalCode'), {
              ...(ar ? {} : { mask: postalCodeMask(context.market) }),
              inputMode: ar ? 'text' : 'numeric',
              autoComplete: 'shipping postal-code',
            })}
            {notFound && (
              <p className="hub-alert hub-span-all" data-tone="warning" role="status">
                {t('postalCodeNotFound')}
              </p>
            )}
            {field('street', t('street'), { autoComplete: 'shipping address-line1' })}
            {field('number', t('number'), { inputMode: 'numeric' })}
            {field('complement', t('complement'), { autoComplete: 'shipping address-line2' }, false)}
            {field('neighborhood', t('neighborhood'))}
            {field('city', t('city'), { autoComplete: 'shipping address-level2' })}
            {field('state', t('state'), { autoComplete: 'shipping address-level1' })}
          </div>
          {state === 'failed' && (
            <p className="hub-alert" data-tone="error" role="alert">
              {t('kitFailed')}
            </p>
          )}
          <button type="submit" className="hub-button" aria-disabled={state === 'sending' || undefined}>
            {state === 'sending' ? t('kitSending') : state === 'failed' ? t('retry') : t('kitSend')}
          </button>
        </form>
      )}
    </section>
  );
}
