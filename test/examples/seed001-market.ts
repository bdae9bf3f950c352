import type { QuotationPayload } from '../../api/dealer-sales.payloads.ts';
import { hashOf } from '../../api/sandbox/data/benefits.ts';
import { type RECALL_CAMPAIGNS, recallsOf } from '../../api/sandbox/data/vehicles.ts';
import {
  ana,
  anaEmail,
  cnpj,
  cpf,
  dealer,
  file,
  jeepCar,
  mvs,
  offer,
  price,
  recallCar,
  upgrade,
  version,
} from './fixtures.ts';
import type { Examples, Make } from './types.ts';

const _hash = hashOf(ana.id);
const id = (params: Record<string, string | number>) => ({ params });
const owned = { mvsCode: mvs, year: 2026 };
const _added = (list: 'addVisited' | 'addWanted') => async (make: Make) =>
  id({ id: (await make('garage', list, { json: owned })).id });
const _journey = async (make: Make) => ({
  type: 'FINANCING',
  id: (await make('journey', 'start', { json: { type: 'FINANCING', cpf, email: anaEmail } })).id,
});

/** Examples of the seed 001 marketplace, dealer and admin services. */
export const offerSearchExamples: Examples<'offers-search'> = {
  search: { json: { text: 'Renegade', page: 0, size: 6 } },
  searchSignedIn: { json: { page: 0 } },
  suggestions: { json: { text: 'Comp' } },
};

const offerBody = {
  type: 'DEALER',
  title: 'Renegade Sport oferta',
  mvsCode: mvs,
  year: 2026,
  priceDisplayType: 'FULL_PRICE',
  price,
  scope: 'NATIONAL',
};
const reserve = { offerId: offer.id, cpf, name: ana.name, email: anaEmail, phone: '11987654321' };
const byOffer = id({ id: offer.id });
export const offerExamples: Examples<'offers'> = {
  paymentTypes: {},
  paymentTypesV2: {},
  create: { json: offerBody },
  offer: byOffer,
  update: { ...byOffer, json: offerBody },
  remove: byOffer,
  sold: byOffer,
  unsold: byOffer,
  publish: byOffer,
  unpublish: byOffer,
  disapprove: byOffer,
  updateStatus: { ...byOffer, json: { ids: [offer.id], status: 'SOLD' } },
  reorder: { json: { ids: [offer.id] } },
  parts: {},
  categories: {},
  features: {},
  stamps: {},
  savedOffers: {},
  saveOffers: { query: { offerIds: offer.id } },
  impediments: {},
  reserveAvailability: { query: { offerId: offer.id } },
  reserve: { json: reserve },
  billUrl: async (make) => ({
    query: { reserveId: (await make('offers', 'reserve', { json: reserve })).id },
  }),
};

const recall = recallsOf(recallCar)[0] as (typeof RECALL_CAMPAIGNS)[number];
const update = {
  chassis: recallCar.chassis,
  recallId: recall.id,
  dealerCode: dealer.dealerCode,
  date: '2026-01-15',
};
export const recallExamples: Examples<'recall'> = {
  car: { query: { chassis: jeepCar.chassis } },
  voucher: { query: { chassis: recallCar.chassis, recallId: recall.id } },
  // The recall search: {id} is a car's plate or chassis.
  recall: id({ id: recallCar.plate, brand: recallCar.brand }),
  recallForChat: id({ id: recallCar.chassis, brand: recallCar.brand, chatBot: 'whatsapp' }),
  updateRecall: { json: update },
  recallUpdate: async (make) => id({ id: (await make('recall', 'updateRecall', { json: update })).id }),
  softwareUpdate: id({ id: recallCar.chassis }),
  campaigns: {},
  carV2: { query: { plate: jeepCar.plate } },
  carWeb: { query: { chassis: jeepCar.chassis } },
  evaluation: { query: { plate: jeepCar.plate, mileage: 30000 } },
  evaluate: { query: { chassis: jeepCar.chassis } },
  evaluateByPlate: id({ plate: jeepCar.plate }),
};

const started = (make: Make) => make('rental', 'start', { json: { cnpj, email: anaEmail } });
const rentalCard = { cnpj, number: '4111111111111111', expiry: '12/30', holder: 'FROTA SUL' };
const target = { root_path: 'rental', sub_path: cnpj };
export const rentalExamples: Examples<'rental'> = {
  reservations: {},
  documentsStatus: {},
  createLead: {
    json: {
      companyName: 'Frota Sul Ltda',
      contactName: 'Carla Menezes',
      cnpj,
      hasTwoYearCnpj: true,
      email: 'frota@frotasul.example.com',
      cellphone: '11987654321',
      preferredContactMethod: 'WHATSAPP',
      vehicleType: 'SUV',
      totalVehicles: 12,
      consents: { privacy: true, receiveOffers: false, directContact: true },
    },
  },
  opportunity: {},
  preview: {},
  filesSummary: { json: { proposalCode: 'RNT-11JEE' } },
  timeline: {},
  timelineV2: {},
  start: { json: { cnpj, email: anaEmail } },
  result: async (make) => {
    await started(make);
    return { query: { cnpj } };
  },
  cards: async (make) => {
    await started(make);
    return { query: { cnpj } };
  },
  addCard: async (make) => {
    await started(make);
    return { json: rentalCard };
  },
  updateCard: async (make) => {
    await started(make);
    const card = await make('rental', 'addCard', { json: rentalCard });
    return { json: { cnpj, cardId: card.id, favourite: true } };
  },
  removeCard: async (make) => {
    await started(make);
    return id({ cardId: (await make('rental', 'addCard', { json: rentalCard })).id });
  },
  contracts: async (make) => {
    await started(make);
    return { query: { cnpj } };
  },
  updateContracts: async (make) => {
    await started(make);
    const [contract] = await make('rental', 'contracts', { query: { cnpj } });
    return { json: { cnpj, contractId: contract.id, accepted: true } };
  },
  upload: { form: { file: file('contrato.pdf'), request: target } },
  uploadBulk: { form: { files: [file('a.pdf'), file('b.pdf')], request: target } },
  paymentMethod: { params: { productId: 'PRD-11' }, json: { paymentMethod: 'PIX' } },
  familyIncome: { params: { productId: 'PRD-11' }, json: { familyIncome: 15000 } },
};

const manual = {
  brand: 'jeep',
  modelCode: version.modelCode,
  name: 'Manual de garantia Renegade',
  path: 'https://manuals.example.com/jeep/garantia.pdf',
  validityStart: '2025-01-01',
  validityEnd: '2027-12-31',
  status: 'ACTIVE',
};
const byManual = id({ id: `MAN-${version.modelCode}` });
export const manualExamples: Examples<'manuals'> = {
  create: { json: manual },
  search: { query: { text: 'Renegade' } },
  adminSearch: { query: { text: 'manual' } },
  update: { ...byManual, json: manual },
  remove: byManual,
  manual: byManual,
};

const setup = { fromMvs: mvs, toMvs: upgrade.mvsCode, title: 'Renegade Longitude', brand: 'jeep' };
export const catalogExamples: Examples<'catalog'> = {
  setups: {},
  setupPage: { query: { page: 0, size: 5 } },
  setup: id({ id: `SET-${mvs}` }),
  createSetup: { json: setup },
  updateSetup: { json: { ...setup, id: `SET-${mvs}`, active: false } },
  removeSetup: { query: { id: `SET-${mvs}` } },
  suggestion: { query: { mvsCode: mvs } },
  latestModels: {},
  models: {},
  mvs: {
    query: { model: version.modelCode, version: version.versionCode, series: version.seriesCode, year: 2026 },
  },
  allMvs: {},
  mvsByDescription: { query: { description: 'renegade' } },
  modelFilter: { query: { fuel: 'Flex' } },
  datasheet: { query: { mvsCode: mvs } },
  comparisons: { query: { mvsCodes: `${mvs},${upgrade.mvsCode}` } },
};

const ofVersion = { query: { mvsCode: mvs } };
export const partExamples: Examples<'parts'> = {
  coatings: ofVersion,
  coating: id({ id: `${mvs}-CCS` }),
  coatingByCode: id({ code: 'CCS' }),
  colors: ofVersion,
  color: id({ id: 'jeep-296' }),
  colorByCode: id({ code: '296' }),
  items: ofVersion,
  item: id({ id: `${mvs}-ADS` }),
  itemByCode: id({ code: 'ADS' }),
  accessories: ofVersion,
  accessory: id({ id: 'jeep-52102401' }),
  accessoryByCode: id({ code: '52102401' }),
  indexDelete: { query: { id: 'jeep-52102401' } },
  indexPost: {
    json: { id: 'jeep-X1', code: 'X1', name: 'Kit de limpeza', category: 'interior', price: 120 },
  },
  indexReindex: {},
  indexSearch: { query: { text: 'tapete' } },
  indexFormatted: ofVersion,
  createPart: { json: { code: 'P1', name: 'Calota', type: 'ACCESSORY', price: 90 } },
};

const counted = async (make: Make) => make('coupons', 'count', { json: { id: 'OFR-1', cpf } });
export const couponExamples: Examples<'coupons'> = {
  decryptToken: { query: { token: btoa(JSON.stringify({ partner: 'Clube Parceiro', cpf })) } },
  defaultCoupon: id({ id: 'OFR-1', period: '2026-01' }),
  validate: { params: { name: 'FROTA5', id: 'OFR-1', period: '2026-01' }, query: { cpf } },
  count: { json: { id: 'OFR-1', cpf } },
  clearCpf: async (make) => {
    await counted(make);
    return id({ cpf });
  },
  clear: async (make) => {
    await counted(make);
    return id({ id: 'OFR-1' });
  },
  clearForCpf: async (make) => {
    await counted(make);
    return id({ id: 'OFR-1', cpf });
  },
};

/** A quotation of seed 001 §3 as a seller of the example dealer saves it (without its sales session). */
export const quotationFields: Omit<QuotationPayload, 'sessionId'> = {
  opportunityName: 'OPP Renegade Ana',
  modelCode: version.modelCode,
  mvsCode: mvs,
  year: 2026,
  colorCode: '296',
  colorGroup: 'solid',
  initialPrice: price,
  price: price + 1000,
  discount: 0,
  bonus: 0,
  optionals: ['ADS'],
  accessories: ['52102401'],
  accessoriesPriceToAgree: false,
  cashPayment: true,
  validityDays: 7,
  stockSource: 'dealer',
  seller: { name: 'Davi Martins', email: 'davi.martins@example.com' },
};

const session = async (make: Make) =>
  (await make('dealer-sales', 'access', { json: { dealerCode: dealer.dealerCode, sellerCpf: cpf } }))
    .sessionId;
export const dealerSalesExamples: Examples<'dealer-sales'> = {
  access: { json: { dealerCode: dealer.dealerCode, sellerCpf: cpf } },
  checkin: async (make) => ({ json: { sessionId: await session(make), customerName: 'Paulo Lima' } }),
  requestAttendant: async (make) => ({ json: { sessionId: await session(make), reason: 'Test-drive' } }),
  saveQuotation: async (make) => ({ json: { sessionId: await session(make), ...quotationFields } }),
};

const byDealer = { query: { dealerCode: dealer.dealerCode } };
const working = { dealerCode: dealer.dealerCode, mvsCode: mvs, price };
export const reportingExamples: Examples<'reporting'> = {
  reportView: { json: { productId: 'PRD-1', dealerCode: dealer.dealerCode, reasonId: 1 } },
  reasons: {},
  addProduct: { json: { name: 'Película', category: 'accessory', price: 450 } },
  products: {},
  dealers: {},
  addDealer: { json: { idSiteGeo: 999999, name: 'Jeep Nova Loja', phone: '11987654321' } },
  dealer: id({ idSiteGeo: dealer.id }),
  carModels: {},
  dealerPrice: byDealer,
  workingPrices: byDealer,
  addWorkingPrice: { json: working },
  // A PUT changes a working price the dealer has: the first one is set (POST) before.
  updateWorkingPrice: async (make) => {
    await make('reporting', 'addWorkingPrice', { json: working });
    return { json: { ...working, price: price + 500 } };
  },
  visualizer: byDealer,
  visualizerCsv: byDealer,
};

export const quizExamples: Examples<'quiz'> = {
  answers: { json: { quizId: 'Q-1', answers: [{ questionId: '1', optionId: '1A' }] } },
  save: { json: { quizId: 'Q-1', score: 1, email: anaEmail } },
};

export const contactExamples: Examples<'contact'> = {
  contactUs: {
    json: { name: ana.name, email: anaEmail, phone: '011987654321', reason: 'QUESTION', message: 'Olá!' },
  },
  leadEmail: { json: { name: ana.name, email: anaEmail, dealerCode: dealer.dealerCode } },
};

/** Examples of the opinions service (ours, no seed call): Ana owns a Fiat Strada (model 460). */
export const opinionExamples: Examples<'opinions'> = {
  list: { query: { model: '460' } },
  create: { json: { model: '460', rating: 4, text: 'Carro econômico e confortável na estrada.' } },
  vote: { params: { opinionId: 'OPN-460-BR-1' }, json: { useful: true } },
};
