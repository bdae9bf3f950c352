import { parseDate } from './parseDate.ts';

/** A DD/MM/YYYY date as YYYY-MM-DD (what services take); empty when blank or invalid. */
export function isoDate(text: string): string {
  const date = parseDate(text, 'pt-BR');
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
