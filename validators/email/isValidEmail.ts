const LOCAL = "[A-Za-z0-9!#$%&'*+/=^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/**
 * Whether a value is a valid e-mail address: ASCII only (no accented letters), no '?', no spaces,
 * a local part of letters, digits and the usual symbols with single dots between them, and a domain
 * of at least two labels ending in a top-level domain of letters; at most 254 characters.
 */
export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
