import { useEffect, useRef } from 'react';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { quotationDocument } from './quotationDocument.ts';
import type { QuotationDraft } from './quotationDraft.ts';
import type { QuotedCar } from './quotationPayload.ts';
import type { QuotationState } from './useQuotationSimulator.ts';

/**
 * Review and preview: the quotation's own fields (opportunity, base quotation, price — only up from the
 * initial price —, discount, bonus, validity, cash payment), the document as the customer will get it,
 * save to the CRM (once; the outcome in words) and download as PDF.
 */
export function ReviewPanel({ state, car }: { state: QuotationState; car: QuotedCar }) {
  const { t, form, money, outcome, pdf } = state;
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const doc = quotationDocument(
    car,
    form.values,
    { number: state.number, date: new Date(), seller: state.seller },
    t,
    state.market,
  );
  const field = (
    key: keyof QuotationDraft & string,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <TextField
      name={key}
      label={label}
      value={String(form.values[key])}
      onChange={(value) => form.update(key, value as never)}
      onBlur={() => form.touch(key)}
      error={form.errors[key]}
      {...extra}
    />
  );
  return (
    <div className="hub-stack">
      <FormFrame title={t('reviewTitle')} busy={form.status === 'sending'} onSubmit={() => void state.save()}>
        <div className="hub-grid">
          {field('opportunityName', t('opportunityName'))}
          {field('baseQuotationNumber', t('baseQuotation'), { hint: t('baseQuotationHint') })}
          {field('price', t('price'), {
            hint: t('priceHint', { price: money(car.version.price) }),
            inputMode: 'decimal',
          })}
          {field('discount', t('discount'), { inputMode: 'decimal' })}
          {field('bonus', t('bonus'), { inputMode: 'decimal' })}
          {field('validityDays', t('validity'), { inputMode: 'numeric' })}
        </div>
        <CheckField
          name="cashPayment"
          checked={form.values.cashPayment}
          onChange={(v) => form.update('cashPayment', v)}
        >
          {t('cashPayment')}
        </CheckField>
        {!car.color && (
          <p className="hub-alert" data-tone="warning" role="status">
            {t('colorRequired')}
          </p>
        )}
        <div className="hub-row">
          <SubmitButton
            waitLeft={form.waitLeft}
            busy={form.status === 'sending'}
            failed={form.status === 'failed'}
            label={t('save')}
            busyLabel={t('saving')}
            retryLabel={t('save')}
          />
          <button
            type="button"
            className="hub-button"
            data-variant="secondary"
            part="button"
            aria-disabled={pdf === 'busy' || undefined}
            onClick={() => void state.download()}
          >
            {pdf === 'busy' ? t('downloading') : t('download')}
          </button>
        </div>
        {pdf === 'failed' && (
          <p className="hub-alert" data-tone="error" role="alert" part="alert">
            {t('downloadFailed')}
          </p>
        )}
        {outcome && (
          <div
            ref={outcomeRef}
            tabIndex={-1}
            className="hub-alert"
            data-tone={outcome.tone}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            part="alert"
          >
            <p>
              <strong>{outcome.title}</strong>
            </p>
            {outcome.detail && <p>{outcome.detail}</p>}
          </div>
        )}
      </FormFrame>
      <section className="hub-card hub-stack qs-preview" aria-labelledby="qs-preview-title">
        <h3 className="hub-subtitle" id="qs-preview-title">
          {t('previewTitle')}: {doc.title}
        </h3>
        <p className="hub-hint">{doc.subtitle}</p>
        {doc.sections.map((section) => (
          <table key={section.title} className="qs-doc">
            <caption>{section.title}</caption>
            <tbody>
              {section.lines.map(([label, value], i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a section have no id and never move
                <tr key={i}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
    </div>
  );
}
