import { useRef, useState } from 'react';
import {
  carModels,
  type ReportDealer,
  type ReportProduct,
  recordReportView,
  reportDealer,
  reportDealers,
  reportProducts,
  reportReasons,
} from '../../api/reporting.ts';
import { failureKind } from '../../core/errors.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { QuotationT } from './i18n.ts';
import { NO_REPORT, type ReportViewValues, reportViewPayload, reportViewProblems } from './reportView.ts';

/** A report shown after its view was recorded: a product (with the models it fits) or a dealer. */
export type ShownReport =
  | { kind: 'PRODUCT'; product: ReportProduct; models: string[]; reason: string }
  | { kind: 'DEALER'; dealer: ReportDealer; reason: string };

/**
 * The dealer reports: the reasons, products, dealers and car models from the service (one retry for
 * all), the form (kind, product or dealer, reason — each required beside its field) and the view
 * recorded (`report-view`) before the report is shown — once for the same choices, a double click
 * included; a dealer's report is read (`dealers/{idSiteGeo}`) after its view is recorded.
 */
export function useReportViews(dealerCode: string, t: QuotationT) {
  const { context, emit } = useWidget();
  const lists = useResource(`reports:${context.brand}:${context.market}`, async (signal) => {
    const [reasons, products, dealers, models] = await Promise.all([
      reportReasons(context, signal),
      reportProducts(context, signal),
      reportDealers(context, signal),
      carModels(context, signal),
    ]);
    return { reasons, products, dealers, models };
  });
  const [shown, setShown] = useState<ShownReport | null>(null);
  // The choices of the report on screen: pressing again on them (a double click) records nothing more.
  const recorded = useRef<string | null>(null);
  const form = useFormState<ReportViewValues>({
    initial: NO_REPORT,
    repeatable: true,
    validate: (values) =>
      Object.fromEntries(Object.entries(reportViewProblems(values)).map(([field, key]) => [field, t(key)])),
  });

  const open = () =>
    form.submit(async (values) => {
      if (lists.status !== 'success') return 'failed';
      const { reasons, products, models } = lists.data;
      const reason = reasons.find((r) => String(r.id) === values.reasonId)?.label ?? '';
      const payload = reportViewPayload(values, dealerCode);
      if (recorded.current === JSON.stringify(payload)) return 'sent';
      try {
        await recordReportView(context, payload);
        if (values.kind === 'PRODUCT') {
          const product = products.find((p) => p.id === values.productId) as ReportProduct;
          const names = models
            .filter((m) => product.modelCodes.includes(m.modelCode))
            .map((m) => m.modelName);
          setShown({ kind: 'PRODUCT', product, models: names, reason });
        } else {
          setShown({ kind: 'DEALER', dealer: await reportDealer(context, Number(values.idSiteGeo)), reason });
        }
      } catch (error) {
        emit('hub-submit-error', { form: 'report-view', code: failureKind(error) });
        return failedWith(error);
      }
      recorded.current = JSON.stringify(payload);
      emit('hub-submit-success', { form: 'report-view', kind: values.kind });
      return 'sent';
    });

  return { lists, form, open, shown };
}
