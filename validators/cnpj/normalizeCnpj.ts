/**
 * A CNPJ without its mask and in upper case ("12.abc.345/01de-35" → "12ABC34501DE35"): the form
 * sent to services. Only the mask characters `.`, `/`, `-` and whitespace are removed.
 */
export function normalizeCnpj(value: string): string {
  return value.replace(/[./\-\s]/g, '').toUpperCase();
}
