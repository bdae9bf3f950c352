import type { RentalCard } from '../../../api/rental.payloads.ts';
import { normalizeCnpj, onlyDigits } from '../../../validators/index.ts';

/** What is typed to add a company card. */
export interface CardValues {
  number: string;
  expiry: string;
  holder: string;
}

/** The empty card form. */
export const EMPTY_CARD: CardValues = { number: '', expiry: '', holder: '' };

/**
 * The `card-management` body of a valid card form: the number as digits, the expiry MM/YY, the holder
 * as printed. Built at the moment of sending and never kept: only the last four digits come back.
 */
export function rentalCardPayload(values: CardValues, cnpj: string): RentalCard {
  return {
    cnpj: normalizeCnpj(cnpj),
    number: onlyDigits(values.number),
    expiry: values.expiry.trim(),
    holder: values.holder.trim().toUpperCase(),
  };
}
