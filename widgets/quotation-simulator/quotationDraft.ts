/** Where the quoted car comes from (api/dealer-sales.payloads.ts `STOCK_SOURCES`). */
export type StockSource = 'dealer' | 'factory';

/** What the seller types of a quotation (seed 001 §3); the car is chosen in the tabs. */
export interface QuotationDraft {
  opportunityName: string;
  /** A quotation reopened from the CRM (its number), to save a new one over it (code 002). */
  baseQuotationNumber: string;
  /** The price as typed; empty is the initial price. */
  price: string;
  discount: string;
  bonus: string;
  comment: string;
  validityDays: string;
  cashPayment: boolean;
  accessoriesPriceToAgree: boolean;
  stockSource: StockSource;
}

/** A new quotation's draft: validity of `validityDays` days, dealer stock. */
export const emptyDraft = (validityDays: number): QuotationDraft => ({
  opportunityName: '',
  baseQuotationNumber: '',
  price: '',
  discount: '',
  bonus: '',
  comment: '',
  validityDays: String(validityDays),
  cashPayment: false,
  accessoriesPriceToAgree: false,
  stockSource: 'dealer',
});
