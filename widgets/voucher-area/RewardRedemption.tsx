import { useRef, useState } from 'react';
import { redeemReward } from '../../api/vouchers.ts';
import { failureKind, reportingUnauthorized } from '../../core/errors.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { VoucherT } from './i18n.ts';
import { type RewardFailure, redeemedValue, rewardFailureOf } from './voucher.ts';

/** The gift-voucher code as the rewards service keys it: trimmed, upper-case. */
const codeKey = (code: string) => code.trim().toUpperCase();

const FAILURE_TEXT = { used: 'rewardUsed', unknown: 'rewardUnknown', other: 'rewardError' } as const;

/**
 * Rewards gift-voucher redemption (POST rewards, with the signed-in user's own document) on the form
 * kit: the code required, sent once; a used code (409) and an unknown one (422) told as such, any
 * other failure with the seed's message, kept until retried. Another code can be redeemed after a
 * success; the code redeemed last is never sent a second time (a double click, Enter again).
 */
export function RewardRedemption({
  document,
  t,
  onUnauthorized,
}: {
  document: string;
  t: VoucherT;
  onUnauthorized: () => void;
}) {
  const { context, emit } = useWidget();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFormState({
    initial: { code: '' },
    validate: (values) =>
      validateForm(values, { code: (v) => (v.code.trim() ? null : t('rewardRequired')) }, context.market),
    repeatable: true,
    focusRoot: () => formRef.current,
  });
  const [value, setValue] = useState<number | null>(null);
  const [failure, setFailure] = useState<RewardFailure>('other');
  const redeemedCode = useRef<string | null>(null);

  const submit = () => {
    if (redeemedCode.current === codeKey(form.values.code)) return;
    void form.submit(async ({ code }) => {
      try {
        const answer = await reportingUnauthorized(redeemReward(context, code, document), onUnauthorized);
        redeemedCode.current = codeKey(code);
        setValue(redeemedValue(answer));
        emit('hub-submit-success', { form: 'reward-redemption' });
        return 'sent';
      } catch (failure) {
        setFailure(rewardFailureOf(failure));
        emit('hub-submit-error', {
          form: 'reward-redemption',
          code: failureKind(failure),
        });
        return failedWith(failure);
      }
    });
  };
  const { status } = form;
  return (
    <form
      ref={formRef}
      className="hub-stack reward-redemption"
      part="form"
      noValidate
      aria-label={t('rewardTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="hub-subtitle">{t('rewardTitle')}</h3>
      <TextField
        name="rewardCode"
        label={t('rewardCode')}
        required
        value={form.values.code}
        onChange={(code) => form.update('code', code)}
        autoComplete="off"
        error={form.errors.code}
      />
      {status === 'sent' && (
        <p className="hub-alert" data-tone="success" role="status" part="alert">
          {t('rewardSuccess')}
          {value !== null && ` ${t('rewardValue', { value: formatMoney(value, context.market) })}`}
        </p>
      )}
      {status === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t(FAILURE_TEXT[failure])}
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
