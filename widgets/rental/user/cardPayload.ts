import type { RentalCard, RentalCompanyKey } from '../../../api/rental.payloads.ts';
import { onlyDigits } from '../../../validators/index.ts';

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
 * as printed, under the company's key (`cnpj` or `cuit`). Built at the moment of sending and never
 * kept: only the last four digits come back.
 */
export function rentalCardPayload(values: CardValues, company: RentalCompanyKey): RentalCard {
  return {
    ...company,
    number: onlyDigits(values.number),
    expiry: values.expiry.trim(),
    holder: values.holder.trim().toUpperCase(),
  };
}
