import { hashOf } from '../../api/sandbox/data/benefits.ts';
import { ana, anaCar, anaEmail, cpf, dealer, file, jeepCar, mvs, otherCar, version } from './fixtures.ts';
import type { Examples, Make } from './types.ts';

const hash = hashOf(ana.id);
const id = (params: Record<string, string | number>) => ({ params });
const owned = { mvsCode: mvs, year: 2026 };
const added = (list: 'addVisited' | 'addWanted') => async (make: Make) =>
  id({ id: (await make('garage', list, { json: owned })).id });
const journey = async (make: Make) => ({
  type: 'FINANCING',
  id: (await make('journey', 'start', { json: { type: 'FINANCING', cpf, email: anaEmail } })).id,
});

/** Examples of the seed 001 owner-area services. */
export const eventExamples: Examples<'events'> = {
  list: { query: { page: 0, size: 10 } },
  event: { params: { id: 'EVT-JEEP-1' }, query: { includeParticipants: true } },
  enroll: id({ id: 'EVT-JEEP-3' }),
  participants: id({ id: 'EVT-JEEP-1' }),
  participantsCsv: id({ id: 'EVT-JEEP-1' }),
  removeParticipant: id({ id: 'EVT-JEEP-1', participantId: 'EVT-JEEP-1-P2' }),
  cancelVirtualEvent: { json: { eventId: 'EVT-JEEP-3' } },
  confirmVirtualEvent: { json: { eventId: 'EVT-JEEP-3' } },
  updateVirtualEvent: { json: { eventId: 'EVT-JEEP-3', date: '2026-03-01' } },
  cancelVisit: { json: { scheduleId: 'VIS-1' } },
  confirmVisit: { json: { scheduleId: 'VIS-1' } },
};

export const garageExamples: Examples<'garage'> = {
  owned: {},
  addOwned: { json: { ...owned, chassis: '98812345678901234', plate: 'ABC1D23' } },
  ownedCar: { query: { chassis: anaCar.chassis } },
  removeOwned: id({ id: `GRG-${anaCar.id}` }),
  visited: {},
  addVisited: { json: owned },
  removeVisited: added('addVisited'),
  wanted: {},
  addWanted: { json: { ...owned, colorCode: '296' } },
  removeWanted: added('addWanted'),
  addOwnedExclusive: { json: { chassis: otherCar.chassis } },
  addOwnedV2: { json: { chassis: otherCar.chassis, plate: otherCar.plate } },
};

export const journeyExamples: Examples<'journey'> = {
  start: { json: { type: 'FINANCING', cpf, email: anaEmail } },
  complement: async (make) => ({
    params: await journey(make),
    form: { files: [file('rg.pdf'), file('renda.pdf')] },
  }),
  result: async (make) => ({
    params: await journey(make),
    json: { answers: [{ question: 'q1', answer: 'Rua A' }] },
  }),
};

export const integrationExamples: Examples<'integration'> = {
  log: { json: { system: 'DMS', level: 'INFO', message: 'order synced' } },
  logs: {},
  errors: { query: { page: 0 } },
  addError: { json: { journeyId: 'JRN-1', system: 'SALESFORCE', message: 'timeout' } },
  updateError: { params: { id: 'IER-1' }, json: { status: 'RESOLVED' } },
  reprocess: { json: { ids: ['IER-1', 'IER-2'] } },
};

export const loyaltyExamples: Examples<'loyalty'> = {
  awardMedal: { params: { userId: ana.id }, json: { medalId: 'WELCOME' } },
  selfMedals: { json: { medalId: 'OFF_ROAD' } },
  self: {},
  eligibility: { query: { vin: jeepCar.chassis } },
  subscription: async (make) => {
    await make('loyalty', 'subscribe', { json: { planId: 'WAVE-1Y', paymentMethod: 'CARD' } });
    return {};
  },
  subscribe: { json: { planId: 'WAVE-1Y', paymentMethod: 'CARD' } },
  plan: {},
  freeRegister: { json: { name: ana.name, email: anaEmail, cpf } },
  ranking: { query: { page: 1 } },
  faq: {},
  prizes: {},
};

const redeem = { dealer_code: dealer.dealerCode, type: 'SELF', hash };
export const benefitExamples: Examples<'benefits'> = {
  coverageByEmail: id({ entityId: 'ENT-1', email: anaEmail }),
  coverageByChassis: id({ audienceId: 'AUD-1', chassi: jeepCar.chassis }),
  availableOne: { params: { id: 'BNF-JEEP-BR-1' }, query: { hash } },
  redeemedOne: async (make) => {
    await make('benefits', 'redeem', { params: { id: 'BNF-JEEP-BR-1' }, json: redeem });
    return { params: { id: 'BNF-JEEP-BR-1' }, query: { hash } };
  },
  available: { query: { hash } },
  redeemed: { query: { hash } },
  next: {},
  rate: { params: { id: 'BNF-JEEP-BR-1' }, json: { rating: 5 } },
  redeem: { params: { id: 'BNF-JEEP-BR-1' }, json: redeem },
  baseData: { query: { hash, valid_user: true } },
  polls: { query: { type: 'SINGLE', hash } },
  vote: { params: { pollId: 'POLL-JEEP-BR-1' }, query: { hash }, json: { option_id: 'OPT-2' } },
  syncDealer: id({ id: dealer.id }),
  flawlessDelivery: id({ source: 'DMS', vin: jeepCar.chassis }),
  invoice: { query: { vin: jeepCar.chassis } },
  mopar: {},
  moparModels: {},
  paymentSimulation: {
    json: { amount: 1200, installments: 3 },
    headers: { referrer: 'https://www.jeep.com.br/' },
  },
  warranty: { query: { modelCode: version.modelCode } },
  warrantyTerms: { json: { chassis: jeepCar.chassis } },
};

export const voucherExamples: Examples<'vouchers'> = {
  loyaltyVoucher: { json: { cpf, brand: 'jeep', title: 'Bônus fidelidade', discount: 300 } },
  generate: { query: { cpf, voucherId: `VCH-${ana.id.slice(0, 4)}-jeep-1` } },
  redeemed: { query: { cpf } },
  maxDiscount: { query: { cpf } },
  available: { query: { cpf } },
  redeemReward: { json: { code: 'GIFT-JEEP-0001', cpf, brand: 'jeep' } },
  reward: async (make) =>
    id({
      id: (await make('vouchers', 'redeemReward', { json: { code: 'GIFT-JEEP-0002', cpf, brand: 'jeep' } }))
        .id,
    }),
};

export const cardExamples: Examples<'cards'> = {
  remove: id({ cardId: 'CRD-1' }),
  list: {},
  oneTimeToken: {},
  add: async (make) => ({
    json: {
      number: '5555555555554444',
      expiry: '11/29',
      cvv: '123',
      holder: 'ANA B SOUZA',
      oneTimeToken: (await make('cards', 'oneTimeToken')).token,
    },
  }),
  favourite: { params: { cardId: 'CRD-1' }, json: { favourite: true } },
};

const agree = { acceptedTerms: true as const, cpf };
const agreed = async (make: Make) =>
  make('promotions', 'agree', { params: { promotionId: 'PRM-JEEP-2026' }, json: agree });
export const promotionExamples: Examples<'promotions'> = {
  agree: { params: { promotionId: 'PRM-JEEP-2026' }, json: agree, headers: { 'invited-by': 'PTC-1000' } },
  validateQr: async (make) => {
    await agreed(make);
    return { params: { id: 'PRM-JEEP-2026' }, json: { qrCode: 'QR-JEEPBR02' } };
  },
  agreed: id({ id: 'PRM-JEEP-2026' }),
  luckyNumbers: async (make) => {
    await agreed(make);
    return id({ promotionId: 'PRM-JEEP-2026' });
  },
};
