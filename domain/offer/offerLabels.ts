import type { MoparKind, MoparType, OfferScope, OfferType } from '../../api/offerVocabulary.ts';
import type { OfferT } from './i18n.ts';

/** The words of an offer type in the market's language. */
export const offerTypeLabel = (t: OfferT, type: OfferType) => t(`type_${type}`);
/** The words of an offer scope. */
export const offerScopeLabel = (t: OfferT, scope: OfferScope) => t(`scope_${scope}`);
/** The words of a Mopar offer type. */
export const moparTypeLabel = (t: OfferT, type: MoparType) => t(`mopar_${type}`);
/** The words of a Mopar offer kind. */
export const moparKindLabel = (t: OfferT, kind: MoparKind) => t(`kind_${kind}`);

const PAYMENTS = ['CASH', 'FINANCING', 'CONSORTIUM', 'LEASING'] as const;
/** The words of a payment type (`payment`, `v2/payment`); an unknown one is shown as answered. */
export function paymentTypeLabel(t: OfferT, id: string): string {
  return (PAYMENTS as readonly string[]).includes(id) ? t(`payment_${id as (typeof PAYMENTS)[number]}`) : id;
}
