import type { ServiceKey } from './services.ts';

/**
 * Why no tag sends a call of the catalogue, by `'<service> <name>'`. api/README.md's "Which tag sends
 * each call" shows these beside the calls (`npm run docs:calls`); `api/callMap.test.ts` fails when a call
 * no tag sends has no reason here, or when a call listed here is sent by a tag (then remove its line).
 * Every call still has a table line, a sandbox handler and a test: `call()` reaches it.
 */
export const UNSENT_CALLS: Readonly<Record<`${ServiceKey} ${string}`, string>> = {
  // identity
  'identity auth':
    'the v1 sign-in check of other sites: a widget reads the signed-in user from the page auth cookie (bearer) and signs in through `authenticate` (v3)',
  'identity discountClub': 'the discount club sign-in of another site; no screen of the seeds has it',
  'identity eperV1': 'v1 of `eper`, which no screen uses either',
  'identity rewards':
    'the rewards site sign-in; `hub-voucher-area` redeems a gift with `vouchers redeemReward`',
  'identity importUsers': 'back-office user import (body of users); no screen of the seeds',
  'identity migrate': 'back-office account migration; no screen of the seeds',
  'identity preprocess': 'back-office migration step (body username); no screen of the seeds',
  'identity preprocessResetPassword': 'back-office migration step; no screen of the seeds',
  'identity authV2':
    'the v2 form of `auth` (Authorization header): the same sign-in check, sent by no widget',
  'identity eper':
    'the seeds name the call (bearer) but no screen, field or answer for it, so no widget has a use for it',
  // users
  'users create':
    'the older account creation (`createUser`, salesforceIntegration false); `hub-sign-up` creates the account with identity `createUser` (`POST v3/users`)',
  'users detailsCache':
    'a back-office read of the user cache (the seeds role cache_manager); no screen of the seeds',
  'users uploadReservationFiles':
    'the same `POST users/{id}/reservations` as `reservations uploadUserReservation`, which `hub-reservation` and `hub-account` send',
  'users repairman': 'the repairman profile (role repairman); the seeds give it no screen',
  'users repairmanEconnect': 'the repairman e-connect setting; the seeds give it no screen',
  // reservations
  'reservations reprocess':
    'reruns a whole campaign after an integration failure: administrative (seed 001 §6), no shopper or owner acts on a campaign',
  // price
  'price dealerPrice':
    "one version's `GET dealers/price` (mvsCode): `hub-quotation-simulator` reads the dealer's prices of every version with `reporting dealerPrice`, the same path",
  // location
  'location city':
    'typed (`citiesByPostalCode`) but unused: the postal-code lookups (`cep/…`) already answer the city',
  'location country': 'the country comes from the page market; nothing asks the service for it',
  'location state': 'one state by code; the selectors list the states (`states`) and keep the one chosen',
  'location zone': 'the zones of a place; no screen of the seeds picks a zone',
  'location stateList':
    'the same states as `location states` (`country/{c}/state`), which the selectors send',
  // dealers
  'dealers findByV1': 'v1 of `findBy` (`v2/dealer/findDealersBy`), which the dealer searches send',
  'dealers brands': 'the brand comes from the page; no screen lists brands',
  'dealers dealers': 'every dealer of the brand; the dealer searches go by place, postal code or position',
  'dealers anyDealer': 'one dealer by id; a dealer is read by its code with `dealerV3`',
  'dealers provinces':
    'the brand provinces; the Argentine selectors list the provinces with `allProvinces` (`province/all`)',
  'dealers provinceZones': 'the zones of a province; no screen of the seeds picks a zone',
  'dealers service': 'one dealer service by id; no screen of the seeds shows it',
  'dealers groups': 'dealer groups; no screen of the seeds navigates dealers by group',
  'dealers groupInfluenceAreas':
    'the influence areas of a dealer group; no screen of the seeds navigates by group',
  'dealers influenceAreaCities': 'the cities of an influence area; no screen of the seeds navigates by group',
  'dealers groupStates': 'the states of a dealer group; no screen of the seeds navigates by group',
  'dealers groupStateCities':
    'the cities of a dealer group in a state; no screen of the seeds navigates by group',
  'dealers byGroup': 'the dealers of a group; no screen of the seeds navigates by group',
  'dealers updateBlocked': 'blocks a dealer: back office (role dealer_blocker); no screen of the seeds',
  'dealers offlineStates':
    'the states with offline dealers; the pickers search offline dealers in the state or near the place chosen',
  'dealers econnect': 'a dealer e-connect setting: back office; no screen of the seeds',
  // events
  'events participants':
    'the event administrators read the participants from the event (`includeParticipants`) and their details as CSV (`participantsCsv`)',
  // garage
  'garage addOwned': 'v1 of `addOwnedV2` (`POST v2/owned`), which `hub-garage` sends',
  'garage ownedCar':
    'reads one owned car by chassis or plate; the garage lists the owned cars (`owned`) with both',
  'garage addOwnedExclusive':
    'claims a car as its only owner; the seeds give the claim no screen or rule, so `hub-garage` adds owned cars with `addOwnedV2`',
  // integration
  'integration log':
    'writes an integration log entry: the integrations write, the administrators read (`logs`, `hub-integration-admin`)',
  'integration addError':
    'records a journey integration error: the integrations write, the administrators read (`errors`)',
  // loyalty
  'loyalty awardMedal':
    'the programme award of a medal to another member (back office): the seeds name no role or screen that gives medals to others',
  // benefits
  'benefits syncDealer': 'synchronises a dealer benefits (back office); no screen of the seeds',
  // vouchers
  'vouchers reward':
    'reads back a redeemed gift voucher; `hub-voucher-area` shows the reward from the `redeemReward` answer, and no screen lists past rewards',
  // offers
  'offers paymentTypes': 'v1 of `paymentTypesV2` (`v2/payment`), which `hub-offers` sends',
  // recall
  'recall car':
    'the same vehicle lookup as `carV2`, which `hub-recall-search` sends; its pending campaigns repeat what `recall/{brand}/{id}` answers in full',
  'recall recallUpdate':
    'reads back a recall update by protocol; the widget shows the protocol and status from the `updateRecall` answer',
  'recall carWeb':
    'the same vehicle lookup as `carV2` in one line; `recall/{brand}/{id}` answers the recalls in full',
  // rental
  'rental reservations':
    'the rental timeline of reservations; `hub-rental` follows proposals with `timelineV2`, `opportunity` and `preview`',
  'rental timeline': 'v1 of `timelineV2` (`v2/timeline/rental`), which `hub-rental` sends',
  // manuals
  'manuals manual': 'one manual by id; the owners and administrators read the manuals from the searches',
  // catalog
  'catalog setups': 'setup (upgrade) records: catalogue maintenance; the upgrade modal follows `suggestion`',
  'catalog setupPage': 'setup records page by page: catalogue maintenance; no screen of the seeds',
  'catalog setup': 'one setup by id: catalogue maintenance; the upgrade modal follows `suggestion`',
  'catalog createSetup': 'creates a setup: catalogue maintenance; no screen of the seeds',
  'catalog updateSetup': 'changes a setup: catalogue maintenance; no screen of the seeds',
  'catalog removeSetup': 'deletes a setup: catalogue maintenance; no screen of the seeds',
  'catalog latestModels':
    'the newest models; the model lists (`models`) and the version lists (`allMvs`) cover what the screens show',
  'catalog mvsByDescription':
    'finds a version by its description; the screens choose versions from `allMvs` and `mvs`',
  'catalog modelFilter': 'models by fuel and price; no screen of the seeds filters models so',
  'catalog datasheet':
    'one version datasheet; the comparator reads the versions side by side from `comparisons`',
  // parts
  'parts coating': 'one coating by id; the configurator reads the version coatings from `coatings`',
  'parts coatingByCode': 'one coating by code; the configurator reads the version coatings from `coatings`',
  'parts color': 'one colour by id; the configurator reads the version colours from `colors`',
  'parts colorByCode': 'one colour by code; the configurator reads the version colours from `colors`',
  'parts item': 'one optional by id; the configurator reads the version optionals from `items`',
  'parts itemByCode': 'one optional by code; the configurator reads the version optionals from `items`',
  'parts accessory': 'one accessory by id; the configurator reads the version accessories from `accessories`',
  'parts accessoryByCode':
    'one accessory by code; the configurator reads the version accessories from `accessories`',
  'parts indexDelete': 'accessory search-index maintenance (back office); no screen of the seeds',
  'parts indexPost': 'accessory search-index maintenance (back office); no screen of the seeds',
  'parts indexReindex': 'accessory search-index maintenance (back office); no screen of the seeds',
  'parts indexSearch': 'accessory text search; no screen of the seeds searches accessories by text',
  'parts indexFormatted':
    'the indexed accessories of a version; the configurator reads them from `accessories`',
  'parts createPart': 'creates a part: catalogue maintenance; no screen of the seeds',
  // reporting
  'reporting addProduct': 'keeps the service product catalogue; no dealer task (api/README.md "reporting")',
  'reporting addDealer': 'keeps the service dealer list; no dealer task (api/README.md "reporting")',
  // quiz
  'quiz save':
    'saves a quiz; the identity quiz of `hub-sign-up` is answered with `answers` (`quiz-answers`), and the seeds name no other quiz',
  // contact
  'contact leadEmail':
    'the seeds give it no screen; a dealer lead goes by the lead service (`hub-lead-form`) and contact-us by `contactUs`',
};
