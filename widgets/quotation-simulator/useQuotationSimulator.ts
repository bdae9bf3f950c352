import { useRef, useState } from 'react';
import { openSalesSession, saveQuotation } from '../../api/dealer-sales.ts';
import type { UserProfile } from '../../api/users.ts';
import { failureKind, isForbidden, ServiceRefusal } from '../../core/errors.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { formatMoney } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { roleMessages } from '../../domain/roles/index.ts';
import { quotationMessages } from './i18n.ts';
import { quotationDocument } from './quotationDocument.ts';
import { emptyDraft, type QuotationDraft } from './quotationDraft.ts';
import { quotationPayload } from './quotationPayload.ts';
import { quotationErrors } from './quotationRules.ts';
import { restoreInitial, toFactoryStock } from './stockSource.ts';
import type { QuotedCarState } from './useQuotedCar.ts';

const CODES = ['001', '002', '003', '004', '005', '006'] as const;
type Outcome = { tone: 'success' | 'error'; title: string; detail: string | null } | null;

/**
 * The quotation around the car: the seller (the profile the staff gate read) and their sales session (dealer-sales v2
 * access), the review form, the sold-out switch to a factory-stock proposal and back, the save to the
 * CRM (sent once; codes 001–006 in words) and the PDF the seller hands the customer.
 */
export function useQuotationSimulator(quoted: QuotedCarState, validityDays: number, profile: UserProfile) {
  const { context, emit } = useWidget();
  const t = useT(quotationMessages);
  const roleT = useT(roleMessages);
  const money = (value: number) => formatMoney(value, context.market);
  const dealerCode = profile.dealerCode ?? null;
  const session = useResource(dealerCode ? `session:${dealerCode}` : null, () =>
    openSalesSession(context, { dealerCode: dealerCode ?? '' }),
  );
  const seller = {
    name: profile.name,
    email: profile.emails.find((e) => e.preferred)?.email ?? profile.emails[0]?.email ?? '',
  };
  const initialPrice = quoted.car?.version.price ?? 0;
  const form = useFormState<QuotationDraft>({
    initial: () => emptyDraft(validityDays),
    validate: (values) => quotationErrors(values, initialPrice, t, money, context.market),
  });
  const initial = useRef<QuotationDraft | null>(null);
  const [number, setNumber] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pdf, setPdf] = useState<'idle' | 'busy' | 'failed'>('idle');

  const save = () =>
    form.submit(async (values) => {
      const car = quoted.car;
      if (!car?.color) {
        setOutcome({ tone: 'error', title: t('saveFailed'), detail: t('colorRequired') });
        return 'refused';
      }
      if (session.status !== 'success') {
        setOutcome({ tone: 'error', title: t('saveFailed'), detail: t('loadFailed') });
        return 'failed';
      }
      setOutcome(null);
      try {
        const saved = await saveQuotation(
          context,
          quotationPayload(car, values, seller, session.data.sessionId),
        );
        setNumber(saved.quotationNumber);
        setOutcome({
          tone: 'success',
          title: t('saved'),
          detail: t('savedNumber', { number: saved.quotationNumber }),
        });
        emit('hub-submit-success', { form: 'quotation', quotationNumber: saved.quotationNumber });
        return 'sent';
      } catch (error) {
        const code = error instanceof ServiceRefusal ? (error.code ?? '') : '';
        const known = (CODES as readonly string[]).includes(code) ? (code as (typeof CODES)[number]) : null;
        const detail = known ? t(`code.${known}`) : isForbidden(error) ? roleT('forbidden') : null;
        setOutcome({ tone: 'error', title: t('saveFailed'), detail });
        // 001: the sales session is no longer valid; a new one is opened for the next save.
        if (known === '001') session.retry();
        emit('hub-submit-error', { form: 'quotation', code: known ?? String(failureKind(error)) });
        return failedWith(error);
      }
    });

  const download = async () => {
    if (!quoted.car || pdf === 'busy') return;
    setPdf('busy');
    try {
      const doc = quotationDocument(
        quoted.car,
        form.values,
        { number, date: new Date(), seller },
        t,
        context.market,
      );
      // The download's code comes with the click, like the PDF writer it calls.
      const { downloadSummaryPdf } = await import('../../domain/documents/downloadSummaryPdf.ts');
      await downloadSummaryPdf(doc, `${t('docTitle')} ${number ?? quoted.car.version.versionName ?? ''}`);
      setPdf('idle');
    } catch (error) {
      console.warn('[hub-widgets] hub-quotation-simulator PDF failed', error);
      setPdf('failed');
    }
  };

  return {
    t,
    market: context.market,
    money,
    session,
    dealerCode,
    seller,
    form,
    initialPrice,
    number,
    outcome,
    pdf,
    save,
    download,
    onFactoryStock: form.values.stockSource === 'factory',
    /** The sold-out car as a factory-stock proposal; the quotation as it was is kept. */
    switchToFactory() {
      const { proposal, initial: kept } = toFactoryStock(form.values, '');
      initial.current = kept;
      form.setValues(proposal);
    },
    /** Back to the initial quotation (after the seller's confirmation). */
    restore() {
      if (initial.current) form.setValues((current) => restoreInitial(current, initial.current!));
      initial.current = null;
    },
  };
}

/** The quotation's state, as the screens receive it. */
export type QuotationState = ReturnType<typeof useQuotationSimulator>;
