import { isValidName } from './isValidName.ts';

/**
 * Whether a text is a valid full name: a valid name (see {@link isValidName}) with at least two
 * words — a first name and at least one surname. A "word" is a space-separated part holding a letter.
 */
export function isFullName(value: string): boolean {
  if (!isValidName(value)) return false;
  const words = value
    .normalize('NFC')
    .split(' ')
    .filter((word) => /\p{L}/u.test(word));
  return words.length >= 2;
}
