/** An imask `prepareChar` that upper-cases what is typed or pasted (CNPJ, plate, chassis, CPA). */
export function upperCase(chars: string): string {
  return chars.toUpperCase();
}
