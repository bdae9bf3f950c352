/** Two letters, then letters and , . ' - or space (seed 000 §5). Accented letters count as letters. */
const NAME_PATTERN = /^\p{L}{2}[\p{L},.'\- ]*$/u;

/**
 * Whether a text is a valid name: it starts with at least two letters, followed only by letters
 * and the characters , . ' - and space. The text is NFC-normalised first, so "José" typed with a
 * combining accent is accepted too.
 */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.normalize('NFC'));
}
