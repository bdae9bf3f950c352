import { cdcRequest } from '../../api/financing/cdc.ts';
import { nextRequest } from '../../api/financing/next.ts';
import { psaRequest } from '../../api/financing/psa.ts';
import {
  ana,
  anaEmail,
  cpf,
  dealer,
  file,
  mvs,
  otherCpf,
  password,
  photo,
  price,
  simulationInput,
  upgrade,
} from './fixtures.ts';
import type { Examples, Make } from './types.ts';

const scope = { brand: 'jeep', market: 'pt-BR' };
const newPassword = { password: 'Nova@Senha1', confirmation: 'Nova@Senha1' };
const simulation = (make: Make) => make('funding', 'simulate', { json: simulationInput });
const proposal = async (make: Make) =>
  make('funding', 'sendProposal', {
    json: {
      simulationId: (await simulation(make)).id,
      name: ana.name,
      email: anaEmail,
      cpf,
      income: 12000,
      birthday: '1990-05-10',
    },
  });
/** A self-employed buyer's proposal: the bank asks for the CNH, proof of income and of address. */
const documentedProposal = async (make: Make) =>
  make('funding', 'sendProposal', {
    json: {
      simulationId: (await simulation(make)).id,
      name: ana.name,
      email: anaEmail,
      cpf,
      income: 30000,
      birthday: '1990-05-10',
      occupation: 'self-employed',
      document: { type: 'CNH', number: '02650306461', issueDate: '2015-02-01' },
    },
  });
/** A foreign buyer's PSA proposal: the PSA bank asks for the RNE, proof of income and of address. */
const foreignPsaProposal = (make: Make) =>
  make('funding', 'psaFinancing', {
    json: {
      mvs_code: mvs,
      valor_carro: price,
      cpf,
      nome: ana.name,
      email: anaEmail,
      valor_parcelas: 2000,
      renda: 30000,
      proposta: { nationality: 'foreign', document: { type: 'RNE', number: 'V123456-7' } },
    },
  });
const preReserve = (make: Make) =>
  make('reservations', 'preReserve', {
    json: {
      campaignId: 'CMP-JEEP-BR',
      mvsCode: mvs,
      year: 2026,
      colorCode: '296',
      dealerCode: dealer.dealerCode,
      customer: { name: ana.name, document: otherCpf, email: anaEmail, phone: '011987654321' },
    },
  });
const card = { number: '4111111111111111', expiry: '12/30', cvv: '123', holder: 'ANA B SOUZA' };
const sp = { referenceLatitude: -23.55, referenceLongitude: -46.63 };

/** Examples of the seed 000 services. */
export const identityExamples: Examples<'identity'> = {
  auth: {},
  discountClub: { params: { id: 'DC1234' } },
  eperV1: {},
  rewards: {},
  importUsers: { json: [{ name: 'Lia Prado', email: 'lia.prado@example.com' }] },
  migrate: { json: { username: anaEmail } },
  preprocess: { json: { username: anaEmail } },
  preprocessResetPassword: { json: { username: anaEmail } },
  resetPassword: { json: { email: anaEmail } },
  authV2: {},
  eper: {},
  authenticate: { credentials: { email: anaEmail, password } },
  check: { params: { value: anaEmail } },
  createUser: {
    credentials: { email: 'novo.cliente@example.com', password: 'Nova@Senha1' },
    json: { name: 'Novo Cliente', email: 'novo.cliente@example.com' },
  },
};

export const userExamples: Examples<'users'> = {
  self: {},
  updateSelf: { json: { nickname: 'Aninha' } },
  rental: {},
  saveRental: { json: { companyName: 'Frota Sul Ltda' } },
  create: { json: { name: 'Bruno Reis', email: 'bruno.reis@example.com', salesforceIntegration: false } },
  detailsCache: { query: { email: anaEmail } },
  outdateAgreement: {},
  associatedDealer: {},
  latestUpdate: async (make) => {
    await make('users', 'updateSelf', { json: { nickname: 'Aninha' } });
    return { query: { userId: ana.id } };
  },
  createPassword: { json: { email: anaEmail, ...newPassword } },
  changePassword: { json: { email: anaEmail, currentPassword: password, ...newPassword } },
  resendPasswordEmail: { json: { email: anaEmail } },
  forgotPassword: { json: { email: anaEmail } },
  confirmPassword: async (make) => {
    // The code is the one the forgot e-mail carries (the sandbox's first is reset-token-1).
    await make('users', 'forgotPassword', { json: { email: anaEmail } });
    return { json: { token: 'reset-token-1', ...newPassword } };
  },
  uploadReservationFiles: { params: { id: ana.id }, form: { documents: file() } },
  repairman: { params: { id: 'REP-1' } },
  repairmanEconnect: { params: { id: 'REP-1' }, json: { econnect: true } },
};

export const fundingExamples: Examples<'funding'> = {
  updateOfferSimulation: async (make) => ({
    params: { simulate: (await simulation(make)).id, offer: 'OFR-00001' },
    json: {},
  }),
  simulation: async (make) => ({ params: { id: (await simulation(make)).id } }),
  simulate: { json: simulationInput },
  sendProposal: async (make) => ({
    json: {
      simulationId: (await simulation(make)).id,
      name: ana.name,
      email: anaEmail,
      cpf,
      income: 12000,
      birthday: '1990-05-10',
    },
  }),
  proposal: async (make) => ({ params: { id: (await proposal(make)).id } }),
  uploadDocuments: async (make) => ({
    form: { documents: file(), proposalId: (await documentedProposal(make)).id, type: 'CNH' },
  }),
  documents: async (make) => ({ params: { proposalId: (await proposal(make)).id } }),
  baseData: async (make) => ({ params: { simulationId: (await simulation(make)).id } }),
  psaDocuments: async (make) => ({
    form: { documents: file(), proposalId: (await foreignPsaProposal(make)).id, type: 'RNE' },
  }),
  psaFinancing: { json: { mvs_code: mvs, valor_carro: price, cpf, nome: ana.name, email: anaEmail } },
  psaSimulatingOffers: {
    json: { market: 'pt-BR', offers: [{ offerId: 'OFR-1', mvs_code: mvs, valor_carro: price }] },
  },
  psaLinearSimulating: { json: psaRequest(simulationInput, 'linear', scope) },
  psaBalloonSimulating: {
    json: psaRequest({ ...simulationInput, finalInstallmentPercentage: 30 }, 'balloon', scope),
  },
  nextDefaultValues: {},
  nextSimulate: { json: nextRequest(simulationInput, 'jeep', 'pt-BR') },
  cdcDefaultValues: {},
  cdcSimulate: { json: cdcRequest(simulationInput, 'jeep') },
  batchSimulating: {
    json: { entrancePercent: 30, numberOfInstallments: 48, items: [{ mvsCode: mvs, year: 2026, price }] },
  },
  userProposals: {},
};

export const reservationExamples: Examples<'reservations'> = {
  remainingPayment: async (make) => {
    const { id } = await preReserve(make);
    const { token: oneTimeToken } = await make('cards', 'oneTimeToken');
    await make('reservations', 'pay', {
      params: { type: 'card' },
      json: { reservationId: id, oneTimeToken, card },
    });
    return { params: { id }, json: { method: 'FINANCING_PAYMENT' } };
  },
  reprocess: { params: { campaignId: 'CMP-JEEP-BR' } },
  pay: async (make) => ({
    params: { type: 'card' },
    json: {
      reservationId: (await preReserve(make)).id,
      oneTimeToken: (await make('cards', 'oneTimeToken')).token,
      card,
    },
  }),
  processing: async (make) => ({ json: { reservationId: (await preReserve(make)).id } }),
  preReserve: async () => ({
    json: {
      campaignId: 'CMP-JEEP-BR',
      mvsCode: mvs,
      year: 2026,
      colorCode: '296',
      dealerCode: dealer.dealerCode,
      customer: { name: ana.name, document: otherCpf, email: anaEmail, phone: '011987654321' },
    },
  }),
  status: async (make) => ({ params: { id: (await preReserve(make)).id } }),
  validateUser: { query: { document: otherCpf } },
  userReserves: { query: { document: otherCpf } },
  reservationLead: async (make) => ({ query: { reservationId: (await preReserve(make)).id } }),
  availability: { query: { mvsCode: mvs, year: 2026, colorCode: '296' } },
  campaigns: {},
  campaignDealers: { params: { id: 'CMP-JEEP-BR' }, query: { state: 'SP' } },
  campaignDealersByRadius: { params: { id: 'CMP-JEEP-BR' }, query: { ...sp, radius: 50 } },
  welcomeKit: async (make) => ({ params: { id: (await preReserve(make)).id } }),
  cancel: async (make) => ({
    params: { id: (await preReserve(make)).id },
    json: { reason: 'CHANGED_MIND', comment: 'Mudei de ideia', acceptedTerms: true },
  }),
  welcomeKitAddress: async (make) => {
    const { id } = await preReserve(make);
    await make('reservations', 'processing', { json: { reservationId: id } });
    return {
      params: { id },
      json: {
        recipientName: ana.name,
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    };
  },
  paymentMethod: { params: { productId: 'PRD-11' }, json: { paymentMethod: 'PIX' } },
  uploadUserReservation: { params: { id: ana.id }, form: { documents: file() } },
};

export const priceExamples: Examples<'price'> = {
  price: { query: { mvsCode: mvs, year: 2026 } },
  reservation: {
    query: { mvsCode: mvs, year: 2026, colorCode: '296', optionalCode: 'ADS,R18', coatingCode: 'CCS' },
  },
  specialDiscount: { query: { mvsCode: mvs, year: 2026 } },
  types: {},
  batchPrices: { query: { mvsCodes: `${mvs},${upgrade.mvsCode}` } },
  batchCustomPrice: { query: { products: JSON.stringify([{ mvsCode: mvs, year: 2026 }]) } },
  dealerPrice: { query: { dealerCode: dealer.dealerCode, mvsCode: mvs } },
};

export const stockExamples: Examples<'stock'> = { available: { query: { mvsCode: mvs, modelYear: 2026 } } };

const br = { country: 'BR' };
export const locationExamples: Examples<'location'> = {
  correios: { params: { cep: '01310100' } },
  viacep: { params: { cep: '01310100' } },
  cep: { params: { cep: '01310100' } },
  city: { query: { postalCode: '01310100' } },
  country: { params: br },
  states: { params: br },
  state: { params: { ...br, state: 'SP' } },
  cities: { params: { ...br, state: 'SP' } },
  cityByName: { params: { ...br, state: 'SP', name: 'Campinas' } },
  zone: { params: { id: 35 } },
  stateList: {},
  address: { query: { text: 'Rua Augusta, 500', state: 'SP' } },
};

const group = { group: dealer.dealerGroupId };
export const dealerExamples: Examples<'dealers'> = {
  findByV1: { query: { state: 'SP' } },
  appointments: {},
  brands: {},
  dealers: {},
  anyDealer: { params: { id: dealer.id } },
  allProvinces: {},
  provinces: {},
  provinceZones: { params: { provinceId: 35 } },
  service: { params: { id: 'SRV-MAINT' } },
  groups: {},
  groupInfluenceAreas: { params: group },
  influenceAreaCities: { params: { id: dealer.influenceAreaId } },
  groupStates: { params: group },
  groupStateCities: { params: { ...group, stateCode: dealer.stateCode } },
  byGroup: { query: { groupId: dealer.dealerGroupId } },
  updateBlocked: { json: { dealerId: dealer.id, blocked: true } },
  maintenanceServices: {},
  findBy: { query: { state: 'SP', city: 'São Paulo' } },
  findByRadius: { query: { ...sp, radius: 30 } },
  offlineByLocation: { query: sp },
  offlineStates: {},
  offlineByState: { query: { state: 'SP' } },
  dealerV3: { query: { dealerCode: dealer.dealerCode } },
  econnect: { json: { dealerCode: dealer.dealerCode, econnect: true } },
};

export const leadExamples: Examples<'lead'> = {
  send: {
    headers: { client_id: 'test-client', client_secret: 'test-secret' },
    json: {
      formName: 'Proposal',
      countryCode: 57,
      country: 'BR',
      indSmsContact: true,
      indPhoneContact: true,
      indEmailContact: true,
      indWhatsappContact: false,
      dealersCode: dealer.dealerCode,
      preferred_contact_method: 'EMAIL',
      email: anaEmail,
      phone: '011987654321',
      firstName: 'Ana Souza',
      cpf,
    },
  },
};

export const whatsappExamples: Examples<'whatsapp'> = {
  validatePhone: { json: { phoneNumber: '11987654321' } },
  sendLead: {
    params: { version: 'v1' },
    json: {
      phoneNumber: '11987654321',
      name: ana.name,
      cpf,
      email: anaEmail,
      model: 'Renegade',
      version: 'Sport',
      dealer: dealer.dealerCode,
      brand: 'jeep',
      serie: '1',
      color: '296',
      scheduleDate: '2026-02-10',
    },
  },
};

export const analyticsExamples: Examples<'analytics'> = {
  dataDictionary: { json: { field: 'utm_source', value: 'google' } },
  userAnalytics: { json: { jwtToken: null, type: 'GENERIC_LEAD', payload: '{"form":"Proposal"}' } },
};

export const faceExamples: Examples<'face'> = {
  detect: { json: { image: photo, reservationId: 'RES-2026-000123' } },
};
