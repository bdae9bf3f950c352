/**
 * Whether a value is a valid chassis number (VIN) as the seeds define it: exactly 17 characters,
 * letters A–Z and digits 0–9 (letter case ignored; surrounding spaces ignored). The seeds allow every
 * letter, so I, O and Q — excluded by ISO 3779 — are accepted.
 */
export function isValidChassis(value: string): boolean {
  return /^[A-Z0-9]{17}$/.test(value.trim().toUpperCase());
}
