import type { ServiceKey } from '../../api/services.ts';
import * as first from './seed000.ts';
import * as market from './seed001-market.ts';
import * as owners from './seed001-owners.ts';
import type { Examples } from './types.ts';

/** A valid example input for every call of the catalogue, by service (used by the tests). */
export const EXAMPLES: { [S in ServiceKey]: Examples<S> } = {
  identity: first.identityExamples,
  users: first.userExamples,
  funding: first.fundingExamples,
  reservations: first.reservationExamples,
  price: first.priceExamples,
  stock: first.stockExamples,
  location: first.locationExamples,
  dealers: first.dealerExamples,
  lead: first.leadExamples,
  whatsapp: first.whatsappExamples,
  analytics: first.analyticsExamples,
  face: first.faceExamples,
  events: owners.eventExamples,
  garage: owners.garageExamples,
  journey: owners.journeyExamples,
  integration: owners.integrationExamples,
  loyalty: owners.loyaltyExamples,
  benefits: owners.benefitExamples,
  vouchers: owners.voucherExamples,
  'offers-search': market.offerSearchExamples,
  offers: market.offerExamples,
  cards: owners.cardExamples,
  promotions: owners.promotionExamples,
  recall: market.recallExamples,
  rental: market.rentalExamples,
  manuals: market.manualExamples,
  catalog: market.catalogExamples,
  parts: market.partExamples,
  coupons: market.couponExamples,
  'dealer-sales': market.dealerSalesExamples,
  reporting: market.reportingExamples,
  quiz: market.quizExamples,
  contact: market.contactExamples,
  opinions: market.opinionExamples,
};
