/*
 * The codes of the rental service: what its payloads take and its answers say. The widget, the payload
 * schemas (`rental.payloads.ts`) and the sandbox read them from here.
 */

/** Brands with a rental offer (seed 001 §7 "Rental brands"). */
export const RENTAL_BRANDS = ['jeep', 'fiat', 'citroen', 'peugeot', 'ram'] as const;

/** Every status of a rental proposal, in the seeds' order (seed 000 §4, seed 001 §4). */
export const RENTAL_STATUSES = [
  'PROPOSAL_CREATED',
  'FINANCIAL_ANALYSIS_IN_PROGRESS',
  'FINANCIAL_ANALYSIS_APPROVED',
  'FINANCIAL_ANALYSIS_REPROVED',
  'CONTRACT_SIGN_IN_PROGRESS',
  'CONTRACT_SIGN_DONE',
  'PRODUCTION_REQUESTED',
  'IN_PRODUCTION',
  'IN_TRANSIT',
  'AT_DEALER',
  'DELIVERED',
  'EXPIRED_PROPOSAL',
] as const;

/** One status of {@link RENTAL_STATUSES}. */
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

/** Ways a fleet manager may ask to be contacted (the rental intent's `preferredContactMethod`). */
export const RENTAL_CONTACT_METHODS = ['EMAIL', 'PHONE', 'WHATSAPP', 'SMS'] as const;

/** How a rental proposal is paid (`PATCH payments/{productId}/methods`). */
export const RENTAL_PAYMENT_METHODS = ['CARD', 'BILLET', 'PIX'] as const;
