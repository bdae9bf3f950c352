/**
 * Whether a value is an acceptable RG number: at least one digit, at most 50 characters once the
 * separators `.`, `-`, `/` and spaces are removed, and nothing but digits and letters besides them
 * (RGs of several states end in a letter check digit, e.g. "12.345.678-X").
 */
export function isValidRg(value: string): boolean {
  const bare = value.replace(/[.\-/\s]/g, '');
  return bare.length > 0 && bare.length <= 50 && /^[0-9A-Za-z]+$/.test(bare) && /\d/.test(bare);
}
