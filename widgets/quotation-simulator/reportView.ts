import type { ReportView } from '../../api/reporting.ts';

/** What a report is about. */
export type ReportKind = 'PRODUCT' | 'DEALER';

/** The report-view form's values (select values as strings; '' when not chosen). */
export interface ReportViewValues {
  kind: '' | ReportKind;
  productId: string;
  idSiteGeo: string;
  reasonId: string;
}

/** An empty report-view form. */
export const NO_REPORT: ReportViewValues = { kind: '', productId: '', idSiteGeo: '', reasonId: '' };

/** The message keys of what is missing, by field. */
export type ReportViewProblems = Partial<
  Record<
    keyof ReportViewValues,
    'reportKindRequired' | 'reportProductRequired' | 'reportDealerRequired' | 'reportReasonRequired'
  >
>;

/** A report view needs its kind, the product or dealer of that kind, and a reason. */
export function reportViewProblems(values: ReportViewValues): ReportViewProblems {
  const problems: ReportViewProblems = {};
  if (!values.kind) problems.kind = 'reportKindRequired';
  if (values.kind === 'PRODUCT' && !values.productId) problems.productId = 'reportProductRequired';
  if (values.kind === 'DEALER' && !values.idSiteGeo) problems.idSiteGeo = 'reportDealerRequired';
  if (!values.reasonId) problems.reasonId = 'reportReasonRequired';
  return problems;
}

/** The `report-view` body of a complete form, for the seller's dealer. */
export function reportViewPayload(values: ReportViewValues, dealerCode: string): ReportView {
  const reasonId = Number(values.reasonId);
  return values.kind === 'PRODUCT'
    ? { dealerCode, reasonId, productId: values.productId }
    : { dealerCode, reasonId, idSiteGeo: Number(values.idSiteGeo) };
}
