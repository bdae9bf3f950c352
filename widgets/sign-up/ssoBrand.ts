/** The brands whose buyers sign up through the hub's identity (seed 000 §3 "Valid SSO brands"). */
export const SSO_BRANDS: readonly string[] = ['fiat', 'jeep', 'dodge', 'chrysler', 'ram', 'citroen'];

/** Whether sign-up happens here for a brand (else on the brand's own site). */
export function isSsoBrand(brand: string): boolean {
  return SSO_BRANDS.includes(brand.toLowerCase());
}
