import { useRef, useState } from 'react';
import { redeemReward } from '../../api/vouchers.ts';
import { ServiceError } from '../../core/errors.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { VoucherT } from './i18n.ts';
import { redeemedValue } from './voucher.ts';

/** Rewards gift-voucher redemption (POST rewards): code, sent once, the seed's error kept until retried. */
export function RewardRedemption({ cpf, t }: { cpf: string | null; t: VoucherT }) {
  const { context, emit } = useWidget();
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [value, setValue] = useState<number | null>(null);
  const sending = useRef(false);
  // The code last redeemed: pressing again (a double click) does not send it a second time.
  const redeemedCode = useRef<string | null>(null);
  const error = attempted && !code.trim() ? t('rewardRequired') : null;
  const submit = async () => {
    if (sending.current || redeemedCode.current === code.trim().toUpperCase()) return;
    setAttempted(true);
    if (!code.trim()) return;
    sending.current = true;
    setStatus('sending');
    try {
      const answer = await redeemReward(context, code, cpf);
      redeemedCode.current = code.trim().toUpperCase();
      setValue(redeemedValue(answer));
      setStatus('sent');
      emit('hub-submit-success', { form: 'reward-redemption' });
    } catch (failure) {
      setStatus('failed');
      emit('hub-submit-error', {
        form: 'reward-redemption',
        code: failure instanceof ServiceError ? failure.kind : 'unknown',
      });
    } finally {
      sending.current = false;
    }
  };
  return (
    <form
      className="hub-stack reward-redemption"
      part="form"
      noValidate
      aria-label={t('rewardTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h3 className="hub-subtitle">{t('rewardTitle')}</h3>
      <TextField
        name="rewardCode"
        label={t('rewardCode')}
        required
        value={code}
        onChange={setCode}
        autoComplete="off"
        error={error}
      />
      {status === 'sent' && (
        <p className="hub-alert" data-tone="success" role="status" part="alert">
          {t('rewardSuccess')}
          {value !== null && ` ${t('rewardValue', { value: formatMoney(value, context.market) })}`}
        </p>
      )}
      {status === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t('rewardError')}
        </p>
      )}
      <div className="hub-row">
        <button
          type="submit"
          className="hub-button"
          part="button"
          aria-disabled={status === 'sending' || undefined}
          data-loading={status === 'sending' ? '' : undefined}
        >
          {status === 'sending' ? t('rewardSending') : t('rewardSubmit')}
        </button>
      </div>
    </form>
  );
}
