/**
 * Folds a place or person name for comparison: no accents, lower case, single spaces, trimmed.
 * `foldText('  São  PAULO ')` → `'sao paulo'`.
 */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
