import { ServiceRefusal } from '../core/errors.ts';
import { type ApiScope, type CallSpec, request } from './client.ts';
import type {
  AttendantPayload,
  CheckinPayload,
  QuotationPayload,
  SalesAccessPayload,
} from './dealer-sales.payloads.ts';

/** Dealership sales staff: sellers and their managers (api/README.md "Roles"). */
const SELLERS = { bearer: true, roles: ['user_dealer', 'dealer_manager'] } as const;

/**
 * Dealer sales service (seed 001 §7 "Quotation simulator and dealer sales"): v2 access, check-in,
 * attendant request, and the quotation save, for dealership sales staff (bearer: the seller's roles
 * are checked). The seed does not show the save's path or payload: `v2/quotation` is this client's
 * reading (api/README.md "Interpretations").
 */
export const dealerSalesCalls = {
  access: { method: 'POST', path: 'v2/access', ...SELLERS },
  checkin: { method: 'POST', path: 'v2/checkin', ...SELLERS },
  requestAttendant: { method: 'POST', path: 'v2/requestattendant', ...SELLERS },
  saveQuotation: { method: 'POST', path: 'v2/quotation', ...SELLERS },
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

/** Whether `code` is one of the save codes 001–006. */
export const isQuotationSaveCode = (code: unknown): code is QuotationSaveCode =>
  typeof code === 'string' && Object.hasOwn(QUOTATION_SAVE_CODES, code);

/** The message of a save code; unknown codes read 'Failed to save quotation'. */
export function quotationSaveMessage(code: string): string {
  return isQuotationSaveCode(code) ? QUOTATION_SAVE_CODES[code] : 'Failed to save quotation';
}

/** Opens the seller's sales session at their dealer (`v2/access`). */
export function openSalesSession(
  scope: ApiScope,
  payload: SalesAccessPayload,
): Promise<{ sessionId: string }> {
  return request(scope, 'dealer-sales', dealerSalesCalls.access, { json: payload });
}

/** Checks a customer in at the showroom (`v2/checkin`). */
export function checkIn(scope: ApiScope, payload: CheckinPayload): Promise<{ checkinId: string }> {
  return request(scope, 'dealer-sales', dealerSalesCalls.checkin, { json: payload });
}

/** Asks the desk for an attendant (`v2/requestattendant`): the ticket and the place in the queue. */
export function requestAttendant(
  scope: ApiScope,
  payload: AttendantPayload,
): Promise<{ ticket: string; queuePosition: number }> {
  return request(scope, 'dealer-sales', dealerSalesCalls.requestAttendant, { json: payload });
}

/**
 * Saves a quotation to the CRM. An answer with a code 001–006 (or `success: false`) is a
 * {@link ServiceRefusal} carrying the code and its message.
 */
export async function saveQuotation(
  scope: ApiScope,
  quotation: QuotationPayload,
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
