import type { GiftAddress } from '../../../api/reservations.ts';
import { addressRules } from '../../../core/form/addressRules.ts';
import type { FormRules } from '../../../core/form/validateForm.ts';
import { FullNameSchema, RestrictedTextSchema } from '../../../validators/index.ts';

/**
 * Rules of the welcome-kit delivery address: the recipient's full name, then the address like the
 * billing's, the optional complement without & $ < > %.
 */
export const giftAddressRules = (market: string): FormRules<GiftAddress> => ({
  recipientName: FullNameSchema,
  ...addressRules<GiftAddress>({ market, place: ['city', 'state'] }),
  complement: RestrictedTextSchema,
});

/** A gift address as sent: every field trimmed. */
export function trimmedGiftAddress(address: GiftAddress): GiftAddress {
  return Object.fromEntries(
    Object.entries(address).map(([k, value]) => [k, value.trim()]),
  ) as unknown as GiftAddress;
}
