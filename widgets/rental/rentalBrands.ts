/** Brands with a rental offer (seed 001 §7 "Rental brands"). */
export const RENTAL_BRANDS = ['jeep', 'fiat', 'citroen', 'peugeot', 'ram'] as const;

/** Whether a brand offers rental: other brands' pages say rental is not offered. */
export function isRentalBrand(brand: string): boolean {
  return (RENTAL_BRANDS as readonly string[]).includes(brand);
}
