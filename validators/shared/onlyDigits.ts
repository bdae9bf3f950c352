/** The digits of a value, in order, with everything else removed ("(11) 98765-4321" → "11987654321"). */
export function onlyDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}
