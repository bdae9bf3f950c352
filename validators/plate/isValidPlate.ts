/**
 * Whether a value is a valid Brazilian licence plate (seed 000 §5, seed 001 §5): 3 letters, 1 digit,
 * 1 letter or digit, 2 digits — old plates (ABC1234) and Mercosul plates (ABC1D23) alike. Letter case
 * is ignored, and the old plates' hyphen after the letters (ABC-1234) is accepted.
 */
export function isValidPlate(value: string): boolean {
  return /^[A-Z]{3}-?\d[A-Z0-9]\d{2}$/.test(value.trim().toUpperCase());
}
