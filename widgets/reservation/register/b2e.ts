import { PURCHASE_FOR, type PurchaseFor } from '../../../api/reservationCodes.ts';
import { USER_GROUPS } from '../../../api/users.ts';

/** The purchase-for choices of a corporate-employee (B2E) buyer, in the seed's order (seed 000 §3). */
export const PURCHASE_FOR_CHOICES: readonly PurchaseFor[] = PURCHASE_FOR;

const GROUPS: ReadonlySet<string> = new Set(USER_GROUPS);

/**
 * Whether a buyer buys as a corporate employee (B2E): the profile names one of the seed's user groups
 * (OFFER, WCD, MOPAR, JEEP_NATION; seed 000 §3). Such a buyer must say whom they buy for (seed 000 §5).
 */
export function isB2eBuyer(groups: readonly string[] | null | undefined): boolean {
  return (groups ?? []).some((group) => GROUPS.has(group.toUpperCase()));
}
