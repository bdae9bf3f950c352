import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SANDBOX_BASE } from '../test/page.ts';
import { CATALOGUE } from './catalogue.ts';
import type { CallSpec } from './client.ts';
import { handlers } from './sandbox/handlers.ts';
import { SERVICE_KEYS } from './services.ts';

/**
 * Every call of seed 000 §7 and seed 001 §7, as `service METHOD path`, written from the seeds (not
 * from the tables): versions as the first segment, `{brand}` where the loyalty path depends on the
 * brand. A call both seeds list appears once; a call two seed groups list under two services appears
 * under both (payments/{productId}/methods, users/{id}/reservations, dealers/price).
 */
const SEED_CALLS = `
funding PUT simulate/{simulate}/offer/{offer}
funding GET simulate/{id}
funding POST simulate
funding POST proposal
funding GET proposal/{id}
funding POST documents
funding GET documents/{proposalId}
funding GET base-data/{simulationId}
funding POST v2/psa/financing/documents
funding POST v2/psa/financing
funding POST v2/psa/financing/simulating-offers
funding POST v2/psa/linear/simulating
funding POST v2/psa/balao-final/simulating
funding GET next/default-values
funding POST next/simulate
funding GET cdc/default-values
funding POST cdc/simulateProposalFlow
funding POST default-values/batchSimulating
reservations PUT v2/reservations/{id}/remaining-payment
reservations PUT v2/reservations/reprocess/{campaignId}
reservations POST v2/reservations/{type}/payment
reservations POST v2/reservations/processing
reservations POST v2/reservations/pre-reserve
reservations GET v2/reservations/{id}/status
reservations GET v2/reservations/validate-user
reservations GET v2/reservations/user-reserves
reservations GET v2/reservations/reservation-lead
reservations GET v2/reservations/availability
reservations GET v2/campaigns
reservations GET v2/campaigns/{id}/dealers
reservations GET v2/campaigns/{id}/dealersByRadius
reservations GET v2/reservations/{id}/welcome-kit
reservations PATCH v2/payments/{productId}/methods
reservations POST v2/users/{id}/reservations
price GET price
price GET price/reservation
price GET price/specialDiscount
price GET price/types
price GET price/batchPrices
price GET price/batchCustomPrice
price GET dealers/price
stock GET available
location GET cep/correios/{cep}
location GET cep/viacep/{cep}
location GET cep/{cep}
location GET city
location GET country/{country}
location GET country/{country}/state
location GET country/{country}/state/{state}
location GET country/{country}/state/{state}/city
location GET country/{country}/state/{state}/city/{name}
location GET locationId/{id}/zone
location GET state
dealers GET v1/findDealersBy
dealers GET v1/appointments/web
dealers GET v1/brand
dealers GET v1/dealer
dealers GET v1/dealer/any/{id}
dealers GET v1/province/all
dealers GET v1/province
dealers GET v1/province/{provinceId}/zone
dealers GET v1/service/{id}
dealers GET v1/dealergroup
dealers GET v1/dealergroup/{group}/influencearea
dealers GET v1/influencearea/{id}/city
dealers GET v1/dealergroup/{group}/states
dealers GET v1/dealergroup/{group}/state/{stateCode}/cities
dealers GET v1/dealer/findByGroup
dealers POST v1/dealer/updateBlocked
dealers GET v1/maintenanceservice
dealers GET v2/dealer/findDealersBy
dealers GET v2/dealer/findDealersByRadius
dealers GET v2/dealer/findOfflineDealersByLocation
dealers GET v2/dealer/findAllOfflineStates
dealers GET v2/dealer/findOfflineDealersByState
dealers GET v3/dealer
dealers PATCH v3/dealer/econnect
users GET users/self
users PATCH users/self
users GET users/self/rental
users POST users/self/rental
users POST user
users GET user-details-cache
users PATCH users/self/agreement/outdate
users GET users/self/loyalty/associated-dealer
users GET audit/findLatest/UPDATE
users POST signup/password
users PUT signup/password
users POST signup/password/resend-email
users POST signup/password/forgot
users PUT signup/password/confirm
users POST users/{id}/reservations
users GET users/self/repairman/{id}
users PUT users/self/repairman/{id}/econnect
lead POST 
analytics POST datadictionary
analytics POST useranalytics/send
whatsapp POST Phone/valid
whatsapp POST {version}/Lead/send
face POST face/detect
identity GET v1/auth
identity GET v1/auth/discountclub/{id}
identity GET v1/auth/eper
identity GET v1/auth/rewards
identity POST v1/import
identity POST v1/migration/migrate
identity POST v1/migration/preprocess
identity POST v1/migration/proprocessResetPassword
identity POST v2/signup/password/reset
identity GET v2/auth
identity GET v3/eper
identity POST v3/authentication
identity GET v3/check/{value}
identity POST v3/users
events GET events
events GET events/{id}
events PUT events/{id}/enroll
events GET events/{id}/participants
events GET events/{id}/participants/details
events DELETE events/{id}/participants/{participantId}
events POST virtual-event/cancel
events POST virtual-event/confirm
events POST virtual-event/update
events POST visitscheduling/cancel
events POST visitscheduling/confirm
garage GET v1/owned
garage POST v1/owned
garage GET v1/owned/car
garage DELETE v1/owned/car/{id}
garage GET v1/visited
garage POST v1/visited
garage DELETE v1/visited/car/{id}
garage GET v1/wanted
garage POST v1/wanted
garage DELETE v1/wanted/car/{id}
garage POST v1/owned/exclusive
garage POST v2/owned
journey POST start
journey POST complement/{type}/{id}
journey POST result/{type}/{id}
integration POST integration-log
integration GET integration-log
integration GET journey-integration-errors
integration POST journey-integration-errors
integration PATCH journey-integration-errors/{id}
integration PATCH journey-integration-errors/reprocess
loyalty POST {brand}/{userId}/medals
loyalty POST {brand}/self/medals
loyalty GET {brand}/self
loyalty GET {brand}/eligibility
loyalty GET {brand}/v1/subscription
loyalty POST {brand}/v1/subscription
loyalty GET {brand}/v1/subscription/plan
loyalty POST {brand}/free/register
benefits GET v1/coverage/simple/{entityId}/email/{email}
benefits GET v1/coverage/simple/{audienceId}/chassi/{chassi}
benefits GET v1/benefits-user/available/{id}
benefits GET v1/benefits-user/redeemed/{id}
benefits GET v1/benefits-user/available
benefits GET v1/benefits-user/redeemed
benefits GET v1/benefits-user/next
benefits POST v1/benefits-user/{id}/rating
benefits POST v1/benefits-user/{id}/redeem
benefits GET v1/base-data
benefits GET v1/polls-user
benefits POST v1/polls-user/{pollId}/vote
benefits POST v1/benefits-dealer/{id}/sync
benefits GET flawlessDelivery/{source}/{vin}
benefits GET invoice
benefits GET mopar
benefits GET mopar/possible-models
benefits POST simulation/payment
benefits GET warranty
benefits POST warranty-terms
vouchers POST vouchers/loyalty
vouchers GET vouchers/fidelity/generate
vouchers GET vouchers/fidelity/redeemed
vouchers GET vouchers/fidelity/maxDiscount
vouchers GET vouchers/fidelity/available
vouchers POST rewards
vouchers GET rewards/{brand}/{id}
offers-search POST 
offers-search POST suggestions
offers GET payment
offers GET v2/payment
offers POST offer
offers GET offer/{id}
offers PUT offer/{id}
offers DELETE offer/{id}
offers PUT offer/{id}/sold
offers PUT offer/{id}/unsold
offers PUT offer/{id}/publish
offers PUT offer/{id}/unpublish
offers PUT offer/{id}/disapprove
offers POST offer/{id}/update-status
offers PUT offer/reorder
offers GET part
offers GET category
offers GET feature
offers GET stamp
offers GET saved-offers
offers POST saved-offers
offers GET v1/impediments
offers GET v1/reserve/availability
offers POST v1/reserve
offers GET v1/bill/generate-url
cards DELETE v1/{cardId}
cards GET v2
cards GET v2/one-time-token
cards POST v2
cards PATCH v2/{cardId}
promotions POST v1/participant/{promotionId}
promotions POST v1/participant/attribute/{id}
promotions GET v1/participant/agreed/{id}
promotions GET v1/participant/{promotionId}
recall GET car
recall GET recall/voucher
recall GET recall/{brand}/{id}
recall GET recall/{brand}/{id}/{chatBot}
recall PUT updateRecall
recall GET updateRecall/{id}
recall GET updateSoftware/{id}
recall GET recall-campaign/{brand}/{market}
recall GET v2/car
recall GET v2/car/web
recall GET v2/confiat
recall GET evaluate
recall GET evaluate/plate/{plate}
rental GET timeline/reservations
rental GET documents/status
rental POST leads/flua/create
rental GET timeline/opportunity
rental GET timeline/rental/preview
rental POST files/summary
rental GET timeline/rental
rental GET v2/timeline/rental
rental POST rental-user/start
rental GET rental-user/result
rental GET card-management
rental POST card-management
rental PUT card-management
rental DELETE card-management/{cardId}
rental GET contracts
rental PUT contracts
rental POST file/upload
rental POST file/upload-bulk
rental PATCH payments/{productId}/methods
rental PATCH family-income/{productId}
manuals POST 
manuals GET search
manuals GET search/admin
manuals PUT {id}
manuals DELETE {id}
manuals GET {id}
catalog GET setup
catalog GET setup/page
catalog GET setup/{id}
catalog POST setup
catalog PUT setup
catalog DELETE setup
catalog GET suggestion
catalog GET model/latest
catalog GET model
catalog GET mvs
catalog GET mvs/all
catalog GET mvs/find-by-description
catalog GET model/filter
catalog GET datasheet
catalog GET comparisons
parts GET coating
parts GET coating/{id}
parts GET coating/code/{code}
parts GET color
parts GET color/{id}
parts GET color/code/{code}
parts GET item
parts GET item/{id}
parts GET item/code/{code}
parts GET accessory
parts GET accessory/{id}
parts GET accessory/code/{code}
parts DELETE search-index/accessory
parts POST search-index/accessory
parts POST search-index/accessory/reindex
parts GET search-index/accessory/search
parts GET search-index/accessory/formatted
parts POST part
coupons GET partnership/token/decrypt
coupons GET coupons/default/offer/{id}/period/{period}
coupons POST coupons/validate/{name}/offer/{id}/period/{period}
coupons POST coupons/count
coupons DELETE coupons/clearCPF/{cpf}
coupons DELETE coupons/clear/{id}
coupons DELETE coupons/clear/{id}/{cpf}
dealer-sales POST v2/access
dealer-sales POST v2/checkin
dealer-sales POST v2/requestattendant
dealer-sales POST v2/quotation
reporting POST report-view
reporting GET report-view/reasons
reporting POST product
reporting GET product
reporting GET dealers
reporting POST dealers
reporting GET dealers/{idSiteGeo}
reporting GET car-models
reporting GET dealers/price
reporting GET dealers/working-price
reporting POST dealers/working-price
reporting PUT dealers/working-price
reporting GET working-price/visualizer
reporting GET working-price/visualizer/cvs
quiz POST quiz-answers
quiz POST quiz/save
contact POST contactUs
contact POST v2/leadEmail
`
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => {
    const [service, method, path = ''] = line.split(' ');
    return { service: service as string, method: method as string, path };
  });

/**
 * Calls the seeds are silent about, added where a seed names a flow but not its call; each is
 * documented in api/README.md ('Calls the seeds are silent about').
 */
const ADDED_CALLS = [
  'funding GET proposals/self',
  'reservations POST v2/reservations/{id}/cancel',
  'reservations PUT v2/reservations/{id}/welcome-kit',
  'location GET address',
  'loyalty GET {brand}/ranking',
  'loyalty GET {brand}/faq',
  'loyalty GET {brand}/prizes',
  'opinions GET v1/opinions',
  'opinions POST v1/opinions',
  'opinions POST v1/opinions/{opinionId}/useful',
];

const key = (c: { service: string; method: string; path: string }) => `${c.service} ${c.method} ${c.path}`;
const tableCalls = Object.entries(CATALOGUE).flatMap(([service, table]) =>
  Object.entries(table as Record<string, CallSpec>).map(([name, spec]) => ({ service, name, ...spec })),
);

describe('the API catalogue', () => {
  it('lists a few hundred distinct calls over the 34 service keys', () => {
    expect(new Set(SEED_CALLS.map(key)).size).toBe(SEED_CALLS.length);
    expect(SEED_CALLS.length).toBeGreaterThan(300);
    expect(Object.keys(CATALOGUE).sort()).toEqual([...SERVICE_KEYS].sort());
    // `opinions` is ours: the seeds name the opinions screen but no call (CONTRACT §4).
    const services = [...SEED_CALLS.map((c) => c.service), ...ADDED_CALLS.map((c) => c.split(' ')[0])];
    expect(new Set(services)).toEqual(new Set(SERVICE_KEYS));
  });

  it('has a client for every call of both seeds', () => {
    const offered = new Set(tableCalls.map(key));
    expect(SEED_CALLS.map(key).filter((call) => !offered.has(call))).toEqual([]);
  });

  it('offers nothing the seeds do not list', () => {
    const listed = new Set(SEED_CALLS.map(key));
    expect(tableCalls.filter((call) => !listed.has(key(call))).map(key)).toEqual(ADDED_CALLS);
  });

  it('has a sandbox handler for every call, and the right one', async () => {
    const missing: string[] = [];
    for (const call of tableCalls) {
      const path = call.path
        .replace('{brand}', 'fiat')
        .replace('{market}', 'pt-BR')
        .replace(/\{\w+\}/g, 'x1');
      const request = new Request(`${SANDBOX_BASE}/${call.service}/${path}`, { method: call.method });
      const response = await getResponse(handlers, request);
      if (response?.headers.get('x-sandbox-call') !== `${call.method} ${call.path}`) missing.push(key(call));
    }
    expect(missing).toEqual([]);
  });

  it('is documented call by call in api/README.md', () => {
    const readme = readFileSync(join(process.cwd(), 'api/README.md'), 'utf8');
    const undocumented = tableCalls.filter(
      (call) => !readme.includes(`| ${call.name} | ${call.method} | \`${call.path || '(root)'}\` |`),
    );
    expect(undocumented.map(key)).toEqual([]);
    const additions = readme.slice(readme.indexOf('## Calls the seeds are silent about'));
    expect(additions).not.toBe('');
    for (const call of ADDED_CALLS) {
      const [, method, path] = call.split(' ');
      expect(additions).toContain(`${method} \`${path}\``);
    }
  });
});
