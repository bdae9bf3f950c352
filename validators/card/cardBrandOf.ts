/** A payment-card brand the showroom's cards service accepts. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'ELO' | 'HIPERCARD' | 'DINERS';

/** Every card brand, in the order they are checked after Elo and Hipercard (whose ranges overlap others). */
export const CARD_BRANDS: readonly CardBrand[] = ['VISA', 'MASTERCARD', 'AMEX', 'ELO', 'HIPERCARD', 'DINERS'];

// Elo's issuer ranges sit inside Visa's and Discover's, so Elo is checked first.
const ELO =
  /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506(699|7\d\d)|5090\d\d|627780|636297|636368|650(0[3-9]|[1-4]\d|5[0-1])|6504(0[5-9]|[1-3]\d)|650(48[5-9]|49\d|5[0-3]\d)|6505(4[1-9]|[5-8]\d|9[0-8])|6507(0\d|1[0-8]|2[0-7])|6509(0[1-9]|[1-6]\d|7[0-8])|6516(5[2-9]|[6-7]\d)|6550([0-1]\d|2[0-5]|5[0-8]))/;
const HIPERCARD = /^(606282|3841[046]0)/;
const RULES: readonly [CardBrand, RegExp][] = [
  ['ELO', ELO],
  ['HIPERCARD', HIPERCARD],
  ['AMEX', /^3[47]/],
  ['DINERS', /^(30[0-5]|309|36|38|39)/],
  ['MASTERCARD', /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/],
  ['VISA', /^4/],
];

/**
 * The brand of a card number as it is typed (spaces and hyphens ignored), from its first digits:
 * null while they name none yet. Recognising the brand checks nothing else; validity is
 * {@link isValidCardNumber}'s.
 */
export function cardBrandOf(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  for (const [brand, prefix] of RULES) if (prefix.test(digits)) return brand;
  return null;
}
