import { ServiceRefusal } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * Dealer sales service (seed 001 §7 "Quotation simulator and dealer sales"): v2 access, check-in,
 * attendant request, and the quotation save. The seed does not show the save's path or payload:
 * `v2/quotation` is this client's reading.
 */
export const dealerSalesCalls = {
  access: { method: 'POST', path: 'v2/access' },
  checkin: { method: 'POST', path: 'v2/checkin' },
  requestAttendant: { method: 'POST', path: 'v2/requestattendant' },
  saveQuotation: { method: 'POST', path: 'v2/quotation' },
} as const satisfies Record<string, CallSpec>;

/** Quotation save outcome codes (seed 001 §8). */
export const QUOTATION_SAVE_CODES = {
  '001': 'invalid authentication',
  '002': 'quotation already recorded, reopen from the CRM to save',
  '003': 'base quotation not found in the CRM',
  '004': 'error saving the quotation',
  '005': 'error saving the quotation products',
  '006': 'error saving related products',
} as const;

/** A quotation save code. */
export type QuotationSaveCode = keyof typeof QUOTATION_SAVE_CODES;

/** The message of a save code; unknown codes read 'Failed to save quotation'. */
export function quotationSaveMessage(code: string): string {
  return Object.hasOwn(QUOTATION_SAVE_CODES, code)
    ? QUOTATION_SAVE_CODES[code as QuotationSaveCode]
    : 'Failed to save quotation';
}

/**
 * Saves a quotation to the CRM. An answer with a code 001–006 (or `success: false`) is a
 * {@link ServiceRefusal} carrying the code and its message.
 */
export async function saveQuotation(
  scope: ApiScope,
  quotation: object,
): Promise<{ quotationNumber: string }> {
  const answer = await request<{ success?: boolean; code?: string; quotationNumber?: string }>(
    scope,
    'dealer-sales',
    dealerSalesCalls.saveQuotation,
    { json: quotation },
  );
  if (answer?.code && answer.code !== '000')
    throw new ServiceRefusal('dealer-sales', quotationSaveMessage(answer.code), answer.code);
  if (answer?.success === false || !answer?.quotationNumber)
    throw new ServiceRefusal('dealer-sales', 'Failed to save quotation');
  return { quotationNumber: answer.quotationNumber };
}
