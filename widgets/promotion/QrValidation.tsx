import { useId, useRef, useState } from 'react';
import { type LuckyNumber, validatePromotionQrCode } from '../../api/promotions.ts';
import { failureKind } from '../../core/errors.ts';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { PromotionT } from './i18n.ts';
import { QrScanPanel } from './QrScanPanel.tsx';
import { isQrCode, normalizeQrCode } from './qrCode.ts';
import { type QrOutcome, qrOutcomeOf } from './qrOutcome.ts';

interface Props {
  t: PromotionT;
  promotionId: string;
  onNumber: (lucky: LuckyNumber) => void;
  onFailure: (failure: unknown) => void;
}

/**
 * QR code validation: the code typed (checked before sending: `QR-` and eight letters or digits) or read
 * by the camera, sent once per press; the result in words — valid with the number it gave, already
 * used, invalid — or the failure with a retry, the code kept.
 */
export function QrValidation({ t, promotionId, onNumber, onFailure }: Props) {
  const { context, emit } = useWidget();
  const ref = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const [scanning, setScanning] = useState(false);
  const [result, setResult] = useState<{ outcome: QrOutcome; number?: string } | null>(null);
  const form = useFormState({
    initial: { qrCode: '' },
    repeatable: true,
    validate: (values) =>
      validateForm(
        values,
        {
          qrCode: (v) => {
            const code = normalizeQrCode(v.qrCode);
            if (!code) return t('qrMissing');
            return isQrCode(code) ? null : t('qrMalformed');
          },
        },
        context.market,
      ),
    focusRoot: () => ref.current,
  });
  const failureText = useSendFailureText(form, t('failure'));
  const send = () =>
    form.submit(async (values) => {
      setResult(null);
      const qrCode = normalizeQrCode(values.qrCode);
      try {
        const valid = await validatePromotionQrCode(context, promotionId, qrCode);
        setResult({ outcome: 'valid', number: valid.luckyNumber.number });
        emit('hub-submit-success', { form: 'promotion-qr', number: valid.luckyNumber.number });
        onNumber(valid.luckyNumber);
        form.update('qrCode', '');
        return 'sent';
      } catch (failure) {
        onFailure(failure);
        const outcome = qrOutcomeOf(failure);
        setResult({ outcome });
        emit('hub-submit-error', {
          form: 'promotion-qr',
          code: outcome === 'failed' ? failureKind(failure) : outcome,
        });
        return failedWith(failure);
      }
    });
  const sending = form.status === 'sending';
  const failed = result?.outcome === 'failed';
  return (
    <section className="hub-stack" aria-labelledby={titleId}>
      <h3 className="hub-subtitle" id={titleId}>
        {t('qrTitle')}
      </h3>
      <p>{t('qrText')}</p>
      {scanning ? (
        <QrScanPanel
          t={t}
          onRead={(code) => {
            setScanning(false);
            form.update('qrCode', code);
            void send();
          }}
          onClose={() => setScanning(false)}
        />
      ) : (
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            onClick={() => {
              setResult(null);
              setScanning(true);
            }}
          >
            {t('scan')}
          </button>
        </div>
      )}
      <FormFrame
        formRef={ref}
        className="hub-stack"
        titleId={titleId}
        busy={sending}
        onSubmit={() => void send()}
      >
        <TextField
          name="qrCode"
          label={t('qrCode')}
          hint={t('qrHint')}
          required
          autoComplete="off"
          value={form.values.qrCode}
          onChange={(value) => form.update('qrCode', value)}
          onBlur={() => form.touch('qrCode')}
          error={form.errors.qrCode}
        />
        <div className="hub-row">
          <SubmitButton
            waitLeft={form.waitLeft}
            busy={sending}
            failed={failed}
            label={t('validate')}
            busyLabel={t('validating')}
            retryLabel={t('retry')}
          />
        </div>
      </FormFrame>
      {result && (
        <p
          className="hub-alert"
          data-tone={result.outcome === 'valid' ? 'success' : 'error'}
          role={result.outcome === 'valid' ? 'status' : 'alert'}
          part="alert"
        >
          {result.outcome === 'failed'
            ? failureText
            : t(`qr.${result.outcome}`, { number: result.number ?? '' })}
        </p>
      )}
    </section>
  );
}
