/*
 * The codes of the reservations service: what its payloads take and its answers say. Widgets, the
 * payload schemas (`reservations.payloads.ts`) and the sandbox read them from here.
 */

/**
 * Reasons a buyer gives to cancel an order (`POST v2/reservations/{id}/cancel`, an addition to the
 * seeds, which name 'order cancellation with a reason' but not the list).
 */
export const CANCEL_REASONS = [
  'CHANGED_MIND',
  'FOUND_BETTER_OFFER',
  'FINANCING_NOT_APPROVED',
  'DELIVERY_TIME',
  'CHANGED_MODEL',
  'OTHER',
] as const;

/** One reason of {@link CANCEL_REASONS}. */
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Order statuses (seed 000 §4) after which an order can no longer be cancelled: already cancelled or
 * with the car delivered.
 */
export const NOT_CANCELLABLE = [
  'CANCELLED',
  'REQUESTED_CANCELLATION',
  'DELIVERED',
  'DELIVERED_RESERVATION',
  'CUSTOMER_DELIVERY',
] as const;

/** Payment methods of a product (`PATCH v2/payments/{productId}/methods`). */
export const PAYMENT_METHODS = ['CARD', 'PIX', 'BILLET', 'FINANCING', 'DEALER', 'CONSORTIUM'] as const;

/** One of {@link PAYMENT_METHODS}. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** How the balance of a reservation is paid (`PUT v2/reservations/{id}/remaining-payment`). */
export const REMAINING_PAYMENT_METHODS = [
  'BILLET_PAYMENT',
  'FINANCING_PAYMENT',
  'DEALER_PAYMENT',
  'EXT_CONSORTIUM_PAYMENT',
  'FIAT_CONSORTIUM_PAYMENT',
] as const;

/** One of {@link REMAINING_PAYMENT_METHODS}. */
export type RemainingPaymentMethod = (typeof REMAINING_PAYMENT_METHODS)[number];

/** Funding types of a reservation's financing (seed 000 §3). */
export const FUNDING_TYPES = ['PSA', 'B2'] as const;

/** One of {@link FUNDING_TYPES}. */
export type FundingType = (typeof FUNDING_TYPES)[number];

/**
 * Whom a corporate-employee (B2E) buyer buys for (seed 000 §3 "B2E purchase-for options": employee,
 * family member, invoice assignee, group collaborator, collaborator's dependent); required when the
 * buyer belongs to a user group (seed 000 §5).
 */
export const PURCHASE_FOR = [
  'EMPLOYEE',
  'FAMILY_MEMBER',
  'INVOICE_ASSIGNEE',
  'GROUP_COLLABORATOR',
  'COLLABORATOR_DEPENDENT',
] as const;

/** One of {@link PURCHASE_FOR}. */
export type PurchaseFor = (typeof PURCHASE_FOR)[number];
