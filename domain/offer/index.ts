/**
 * The offers marketplace's shared model (hub-offers, hub-offers-admin): offers read from answers,
 * the price as each display type writes it, the price source table, and the vocabularies' words.
 */

export * from '../../api/offerVocabulary.ts';
export { type OfferT, offerMessages } from './i18n.ts';
export { type Offer, type OfferPage, OfferSchema, readOffer, readOfferPage } from './OfferSchema.ts';
export { offerCategory } from './offerCategory.ts';
export {
  moparKindLabel,
  moparTypeLabel,
  offerScopeLabel,
  offerTypeLabel,
  paymentTypeLabel,
} from './offerLabels.ts';
export { offerPrice } from './offerPrice.ts';
export { type PricedOffer, priceDisplay } from './priceDisplay.ts';
