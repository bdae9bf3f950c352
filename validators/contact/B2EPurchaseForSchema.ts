import type * as v from 'valibot';
import { choice } from '../shared/choice.ts';
import { contactMessages } from './messages.ts';

/**
 * Whom a corporate-employee (B2E) purchase is for (seed 000 §3): employee, family member, invoice
 * assignee, group collaborator, collaborator's dependent.
 */
export const B2E_PURCHASE_FOR = [
  'employee',
  'family-member',
  'invoice-assignee',
  'group-collaborator',
  'collaborator-dependent',
] as const;

/** A required B2E purchase-for option among {@link B2E_PURCHASE_FOR}. */
export const B2EPurchaseForSchema = choice(B2E_PURCHASE_FOR, contactMessages['b2ePurchaseFor.required']);

/** A B2E purchase-for option. */
export type B2EPurchaseFor = v.InferOutput<typeof B2EPurchaseForSchema>;
