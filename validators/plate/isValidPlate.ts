/** Brazilian plates: 3 letters, 1 digit, 1 letter or digit, 2 digits (old ABC1234, Mercosul ABC1D23). */
const BRAZIL = /^[A-Z]{3}\d[A-Z0-9]\d{2}$/;
/** Argentine plates: Mercosur (AB123CD, since 2016) and the previous format (ABC123). */
const ARGENTINA = /^(?:[A-Z]{2}\d{3}[A-Z]{2}|[A-Z]{3}\d{3})$/;

/**
 * Whether a value is a valid licence plate of a country. Brazil (the default; seed 000 §5, seed 001 §5):
 * 3 letters, 1 digit, 1 letter or digit, 2 digits — old plates (ABC1234) and Mercosul plates
 * (ABC1D23). Argentina: Mercosur plates (AB123CD) and the previous ones (ABC123). Letter case is
 * ignored, and a hyphen or space between the groups (ABC-1234, ABC 123) is accepted.
 */
export function isValidPlate(value: string, country: 'BR' | 'AR' = 'BR'): boolean {
  const plate = value.trim().toUpperCase();
  if (!/^[A-Z0-9]+(?:[-\s][A-Z0-9]+)?$/.test(plate)) return false;
  const joined = plate.replace(/[-\s]/g, '');
  if (country === 'AR') return ARGENTINA.test(joined);
  // The old Brazilian plates' hyphen goes after the letters only.
  return BRAZIL.test(joined) && /^[A-Z]{3}-?[0-9][A-Z0-9]{3}$/.test(plate);
}
