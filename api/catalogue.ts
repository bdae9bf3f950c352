import { analyticsCalls } from './analytics.ts';
import { benefitCalls } from './benefits.ts';
import { cardCalls } from './cards.ts';
import { catalogCalls } from './catalog.ts';
import { type ApiScope, type CallInput, type CallSpec, request } from './client.ts';
import { contactCalls } from './contact.ts';
import { couponCalls } from './coupons.ts';
import { dealerSalesCalls } from './dealer-sales.ts';
import { dealerCalls } from './dealers.ts';
import { eventCalls } from './events.ts';
import { faceCalls } from './face.ts';
import { fundingCalls } from './funding.ts';
import { garageCalls } from './garage.ts';
import { identityCalls } from './identity.ts';
import { integrationCalls } from './integration.ts';
import { journeyCalls } from './journey.ts';
import { leadCalls } from './lead.ts';
import { locationCalls } from './location.ts';
import { loyaltyCalls } from './loyalty.ts';
import { manualCalls } from './manuals.ts';
import { offerCalls } from './offers.ts';
import { offerSearchCalls } from './offers-search.ts';
import { opinionCalls } from './opinions.ts';
import { partCalls } from './parts.ts';
import { priceCalls } from './price.ts';
import { promotionCalls } from './promotions.ts';
import { quizCalls } from './quiz.ts';
import { recallCalls } from './recall.ts';
import { rentalCalls } from './rental.ts';
import { reportingCalls } from './reporting.ts';
import { reservationCalls } from './reservationCalls.ts';
import type { ServiceKey } from './services.ts';
import { stockCalls } from './stock.ts';
import { userCalls } from './users.ts';
import { voucherCalls } from './vouchers.ts';
import { whatsappCalls } from './whatsapp.ts';

/** Every call of both seeds, by service key: one declarative table per service. */
export const CATALOGUE = {
  identity: identityCalls,
  users: userCalls,
  funding: fundingCalls,
  reservations: reservationCalls,
  price: priceCalls,
  stock: stockCalls,
  location: locationCalls,
  dealers: dealerCalls,
  lead: leadCalls,
  whatsapp: whatsappCalls,
  analytics: analyticsCalls,
  face: faceCalls,
  events: eventCalls,
  garage: garageCalls,
  journey: journeyCalls,
  integration: integrationCalls,
  loyalty: loyaltyCalls,
  benefits: benefitCalls,
  vouchers: voucherCalls,
  'offers-search': offerSearchCalls,
  offers: offerCalls,
  cards: cardCalls,
  promotions: promotionCalls,
  recall: recallCalls,
  rental: rentalCalls,
  manuals: manualCalls,
  catalog: catalogCalls,
  parts: partCalls,
  coupons: couponCalls,
  'dealer-sales': dealerSalesCalls,
  reporting: reportingCalls,
  quiz: quizCalls,
  contact: contactCalls,
  opinions: opinionCalls,
} as const satisfies Record<ServiceKey, Record<string, CallSpec>>;

/**
 * The names of a service's calls. When the service is not a single literal (a caller that names only
 * the answer type, `call<Offer>(…)`), any name: `call` still refuses an unknown one at run time.
 */
export type CallName<S extends ServiceKey> = [ServiceKey] extends [S]
  ? string
  : keyof (typeof CATALOGUE)[S] & string;

/**
 * Makes any call of the catalogue by service and name: `call(scope, 'garage', 'wanted')`. The
 * table's rules (bearer, headers, scope params, guards, body kind) apply; typed functions in the
 * service files add the seeds' shapes on top where a call has them.
 */
export function call<T = unknown, S extends ServiceKey = ServiceKey>(
  scope: ApiScope,
  service: S,
  name: CallName<S>,
  input?: CallInput,
): Promise<T> {
  const spec = (CATALOGUE[service] as Record<string, CallSpec>)[name];
  if (!spec) return Promise.reject(new TypeError(`unknown call ${service}.${name}`));
  return request<T>(scope, service, spec, input);
}
