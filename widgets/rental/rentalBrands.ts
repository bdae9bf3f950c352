import { RENTAL_BRANDS } from '../../api/rentalCodes.ts';

export { RENTAL_BRANDS };

/** Whether a brand offers rental (seed 001 §7): other brands' pages say rental is not offered. */
export function isRentalBrand(brand: string): boolean {
  return (RENTAL_BRANDS as readonly string[]).includes(brand);
}
