import { useEffect, useRef, useState } from 'react';
import { generateFidelityVoucher } from '../../api/vouchers.ts';
import { failureKind, reportingUnauthorized } from '../../core/errors.ts';
import { formatDate, formatMoney } from '../../core/format.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { VoucherT } from './i18n.ts';
import { toGeneratedVoucher, type Voucher } from './voucher.ts';

const DATE_ONLY = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;

/**
 * One voucher: title, status in words, discount (with the document-or-dependants rule), validity,
 * terms, code or Generate (for the signed-in user's own `document`).
 */
export function VoucherCard({
  voucher: initial,
  document,
  t,
  onUnauthorized,
}: {
  voucher: Voucher;
  document: string;
  t: VoucherT;
  onUnauthorized: () => void;
}) {
  const { context, emit } = useWidget();
  const [voucher, setVoucher] = useState(initial);
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const statusRef = useRef<HTMLDivElement>(null);
  // The Generate button goes once the code is there: focus moves to the code's announcement.
  useEffect(() => {
    if (state === 'done') statusRef.current?.focus();
  }, [state]);
  const statusKey = `status.${voucher.status}` as Parameters<VoucherT>[0];
  const status = t(statusKey) === statusKey ? t('statusOther', { status: voucher.status }) : t(statusKey);
  const generate = async () => {
    if (state === 'busy') return;
    setState('busy');
    try {
      const answer = toGeneratedVoucher(
        await reportingUnauthorized(generateFidelityVoucher(context, document, voucher.id), onUnauthorized),
      );
      setVoucher((v) => ({
        ...v,
        code: answer.code,
        status: 'ACTIVE',
        validUntil: answer.validUntil ?? v.validUntil,
      }));
      setState('done');
      emit('hub-submit-success', { form: 'voucher-generate' });
    } catch (failure) {
      setState('failed');
      emit('hub-submit-error', {
        form: 'voucher-generate',
        code: failureKind(failure),
      });
    }
  };
  return (
    <li className="hub-card voucher">
      <h4 className="hub-subtitle">{voucher.title}</h4>
      <p>
        <strong>{status}</strong>
        {voucher.validUntil && (
          <span className="hub-text-muted">
            {' · '}
            {t('validUntil', {
              date: formatDate(
                voucher.validUntil,
                context.market,
                voucher.validUntil.length === 10 ? DATE_ONLY : undefined,
              ),
            })}
          </span>
        )}
      </p>
      {voucher.program && <p className="hub-hint">{t('fromProgram', { program: voucher.program })}</p>}
      {voucher.description && <p>{voucher.description}</p>}
      {voucher.discount !== null && (
        <p>
          {t('discount', { value: formatMoney(voucher.discount, context.market) })}.{' '}
          <span className="hub-hint">{t('discountRule')}</span>
        </p>
      )}
      {voucher.terms && (
        <details className="voucher-terms">
          <summary>{t('terms')}</summary>
          <p>{voucher.terms}</p>
        </details>
      )}
      {voucher.code && <p className="voucher-code">{t('code', { code: voucher.code })}</p>}
      {!voucher.code && voucher.status === 'AVAILABLE' && (
        <div className="hub-row">
          <button
            type="button"
            className="hub-button"
            part="button"
            aria-label={t('generateOf', { title: voucher.title })}
            aria-disabled={state === 'busy' || undefined}
            data-loading={state === 'busy' ? '' : undefined}
            onClick={() => void generate()}
          >
            {state === 'busy' ? t('generating') : t('generate')}
          </button>
        </div>
      )}
      <div role="status" tabIndex={-1} ref={statusRef}>
        {state === 'done' && voucher.code && (
          <p className="hub-hint">{t('generated', { code: voucher.code })}</p>
        )}
      </div>
      {state === 'failed' && (
        <p className="hub-alert" data-tone="error" role="alert" part="alert">
          {t('generateFailed')}
        </p>
      )}
    </li>
  );
}
