/**
 * Whether a value is a Brazilian driving-licence (CNH) registration number: 11 digits, surrounding
 * spaces ignored, not one digit repeated. Check digits are not verified: the algorithms in
 * circulation disagree on about 5 % of numbers, and rejecting a real licence would block a
 * financing proposal; the seed only asks for the number to be given.
 */
export function isValidDriverLicenseNumber(value: string): boolean {
  const trimmed = value.trim();
  return /^\d{11}$/.test(trimmed) && !/^(\d)\1{10}$/.test(trimmed);
}
