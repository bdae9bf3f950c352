import { useRef, useState } from 'react';
import { countCouponUse } from '../../api/coupons.ts';
import { failureKind } from '../../core/errors.ts';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { couponsMessages } from './i18n.ts';

interface Props {
  offerId: string;
  name: string;
  /** The CPF (CUIL) the coupon was checked for, digits only. */
  cpf: string;
}

/**
 * Using an applied coupon (`POST coupons/count`: offer, CPF, coupon): counted once, however often the
 * button is pressed; the uses so far said in words; a failure says the seed's message with a retry.
 */
export function CouponUse({ offerId, name, cpf }: Props) {
  const t = useT(couponsMessages);
  const { context, emit } = useWidget();
  const [state, setState] = useState<'idle' | 'sending' | 'failed' | { uses: number }>('idle');
  const sending = useRef(false);
  const count = async () => {
    if (sending.current) return;
    sending.current = true;
    setState('sending');
    try {
      const { uses } = await countCouponUse(context, { id: offerId, cpf, name });
      setState({ uses });
      emit('hub-submit-success', { form: 'coupon-use', coupon: name, uses, offerId });
    } catch (failure) {
      sending.current = false;
      setState('failed');
      emit('hub-submit-error', { form: 'coupon-use', code: failureKind(failure) });
    }
  };
  if (typeof state === 'object')
    return (
      <p className="hub-alert" data-tone="success" role="status" part="alert">
        {t('counted', { uses: state.uses })}
      </p>
    );
  return (
    <form
      className="hub-stack"
      part="form"
      noValidate
      aria-label={t('countUse')}
      onSubmit={(event) => {
        event.preventDefault();
        void count();
      }}
    >
      {state === 'failed' && (
        <p className="hub-alert" data-tone="danger" role="alert" part="alert">
          {t('countFailed')}
        </p>
      )}
      <div className="hub-row">
        <SubmitButton
          busy={state === 'sending'}
          failed={state === 'failed'}
          label={t('countUse')}
          busyLabel={t('counting')}
          retryLabel={t('retry')}
        />
      </div>
    </form>
  );
}
