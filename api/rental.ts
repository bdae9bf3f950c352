import type { CardBrand } from '../validators/index.ts';
import { type ApiScope, type CallInput, type CallSpec, request } from './client.ts';
import type {
  RentalCard,
  RentalCardUpdate,
  RentalCompanyKey,
  RentalContractAccept,
  RentalFamilyIncome,
  RentalLead,
  RentalPaymentMethod,
  RentalStart,
  SelfRental,
} from './rental.payloads.ts';
import { userCalls } from './users.ts';

const TIMELINE = { bearer: true } as const;
/** The company key of a rental-user query: `cnpj` (Brazil) or `cuit` (Argentina), one of them. */
const COMPANY = ['cnpj?', 'cuit?'] as const;
const LANGUAGE = ['accept-language'] as const;

/**
 * Rental service (seed 001 §7 "Rental"). Timeline calls carry the bearer; v2 timeline and the file
 * summary add the language header; the two rental timelines send the brand and the auth cookie's
 * value as Authorization. Rental-user calls (start, result, cards, contracts) are not marked bearer;
 * they key the company by its CNPJ in Brazil and its CUIT in Argentina (a `cnpj` or a `cuit` key) and
 * carry the market's language, by which the service reads the key.
 */
export const rentalCalls = {
  reservations: { method: 'GET', path: 'timeline/reservations', ...TIMELINE },
  documentsStatus: { method: 'GET', path: 'documents/status', ...TIMELINE },
  createLead: { method: 'POST', path: 'leads/flua/create', ...TIMELINE, headers: ['accept-language'] },
  opportunity: { method: 'GET', path: 'timeline/opportunity', ...TIMELINE },
  preview: { method: 'GET', path: 'timeline/rental/preview', ...TIMELINE },
  filesSummary: { method: 'POST', path: 'files/summary', ...TIMELINE, headers: ['accept-language'] },
  timeline: { method: 'GET', path: 'timeline/rental', adds: ['brand'], headers: ['cookie-authorization'] },
  timelineV2: {
    method: 'GET',
    path: 'v2/timeline/rental',
    adds: ['brand'],
    headers: ['cookie-authorization', 'accept-language'],
  },
  start: { method: 'POST', path: 'rental-user/start', headers: LANGUAGE },
  result: { method: 'GET', path: 'rental-user/result', query: COMPANY, headers: LANGUAGE },
  cards: { method: 'GET', path: 'card-management', query: COMPANY, headers: LANGUAGE },
  addCard: { method: 'POST', path: 'card-management', headers: LANGUAGE },
  updateCard: { method: 'PUT', path: 'card-management', headers: LANGUAGE },
  removeCard: { method: 'DELETE', path: 'card-management/{cardId}', response: 'none' },
  contracts: { method: 'GET', path: 'contracts', query: COMPANY, headers: LANGUAGE },
  updateContracts: { method: 'PUT', path: 'contracts', headers: LANGUAGE },
  upload: { method: 'POST', path: 'file/upload', body: 'multipart' },
  uploadBulk: { method: 'POST', path: 'file/upload-bulk', body: 'multipart' },
  paymentMethod: { method: 'PATCH', path: 'payments/{productId}/methods' },
  familyIncome: { method: 'PATCH', path: 'family-income/{productId}' },
} as const satisfies Record<string, CallSpec>;

/** Where an uploaded rental file goes: the `request` part of the upload. */
export interface RentalFileTarget {
  root_path: string;
  sub_path: string;
}

/** Uploads one rental file: the file part plus a JSON `request` part with root_path and sub_path. */
export function uploadRentalFile(
  scope: ApiScope,
  file: Blob,
  target: RentalFileTarget,
  onUploadProgress?: CallInput['onUploadProgress'],
): Promise<{ path: string }> {
  return request(scope, 'rental', rentalCalls.upload, { form: { file, request: target }, onUploadProgress });
}

/** Uploads several rental files at once (the `files` list). */
export function uploadRentalFiles(
  scope: ApiScope,
  files: Blob[],
  target: RentalFileTarget,
  onUploadProgress?: CallInput['onUploadProgress'],
): Promise<{ paths: string[] }> {
  return request(scope, 'rental', rentalCalls.uploadBulk, {
    form: { files, request: target },
    onUploadProgress,
  });
}

/** Saves the payment method of a rental proposal by its product id. */
export function saveRentalPaymentMethod(
  scope: ApiScope,
  productId: string,
  paymentMethod: RentalPaymentMethod['paymentMethod'],
) {
  const body: RentalPaymentMethod = { paymentMethod };
  return request(scope, 'rental', rentalCalls.paymentMethod, { params: { productId }, json: body });
}

/** Saves the family income declared for a rental proposal, by its product id. */
export function saveRentalFamilyIncome(scope: ApiScope, productId: string, familyIncome: number) {
  const body: RentalFamilyIncome = { familyIncome };
  return request(scope, 'rental', rentalCalls.familyIncome, { params: { productId }, json: body });
}

/** The company data kept on the signed-in user (`GET users/self/rental`; `{}` when there is none). */
export function getSelfRental(scope: ApiScope, signal?: AbortSignal): Promise<SelfRental> {
  return request(scope, 'users', userCalls.rental, { signal });
}

export type { RentalCompanyKey } from './rental.payloads.ts';

/** Where a rental user stands (`rental-user/start`, `/result`), under the company's key. */
export type RentalUserStatus = RentalCompanyKey & { status: string };

/** The company key alone out of an answer that carries it (a rental user's status, a body). */
export function rentalCompanyKey(from: RentalCompanyKey): RentalCompanyKey {
  return 'cuit' in from && from.cuit ? { cuit: from.cuit } : { cnpj: (from as { cnpj: string }).cnpj };
}

/** The company's id a key carries: the CNPJ or the CUIT, digits. */
export function rentalCompanyId(key: RentalCompanyKey): string {
  return 'cuit' in key ? key.cuit : key.cnpj;
}

/** Starts the company as a rental user (`POST rental-user/start`, its CNPJ or CUIT and e-mail). */
export function startRentalUser(
  scope: ApiScope,
  company: RentalCompanyKey,
  email: string,
): Promise<RentalUserStatus> {
  const body: RentalStart = { ...company, email };
  return request(scope, 'rental', rentalCalls.start, { json: body });
}

/** The result of a company's rental user start (`GET rental-user/result`); a 404 means not started. */
export function getRentalUserResult(
  scope: ApiScope,
  company: RentalCompanyKey,
  signal?: AbortSignal,
): Promise<RentalUserStatus> {
  return request(scope, 'rental', rentalCalls.result, { query: { ...company }, signal });
}

/** A rental contract of the company. */
export interface RentalContract {
  id: string;
  accepted: boolean;
}

/** The company's rental contracts (`GET contracts`). */
export function getRentalContracts(
  scope: ApiScope,
  company: RentalCompanyKey,
  signal?: AbortSignal,
): Promise<RentalContract[]> {
  return request(scope, 'rental', rentalCalls.contracts, { query: { ...company }, signal });
}

/** Accepts a contract the user has read (`PUT contracts`). */
export function acceptRentalContract(
  scope: ApiScope,
  company: RentalCompanyKey,
  contractId: string,
): Promise<RentalContract> {
  const body: RentalContractAccept = { ...company, contractId, accepted: true };
  return request(scope, 'rental', rentalCalls.updateContracts, { json: body });
}

/** A file of a proposal, as the files summary lists it. */
export interface RentalFileSummary {
  name: string;
  status: string;
}

/** The files summary of a proposal (`POST files/summary`, bearer, language header). */
export async function getRentalFilesSummary(
  scope: ApiScope,
  proposalCode: string,
  signal?: AbortSignal,
): Promise<RentalFileSummary[]> {
  const answer = await request<{ files: RentalFileSummary[] }>(scope, 'rental', rentalCalls.filesSummary, {
    json: { proposalCode },
    signal,
  });
  return answer.files;
}

/** One status of a proposal's timeline: reached (`done`, with its date) or still ahead. */
export interface RentalTimelineStep {
  status: string;
  at: string | null;
  done: boolean;
}

/** A rental proposal as the timeline lists it (seed 000 §3 "Rental proposal"). */
export interface RentalProposalSummary {
  proposalCode: string;
  productId: string;
  brand: string;
  model: string;
  months: number;
  monthlyValue: number;
  timeline: RentalTimelineStep[];
}

/** The preview of a proposal: where it is and its featured items. */
export interface RentalPreview {
  proposalCode: string;
  model: string;
  current?: string;
  featuredItems: string[];
}

/** The opportunity a proposal belongs to, and its stage. */
export interface RentalOpportunity {
  proposalCode: string;
  opportunity: string;
  stage?: string;
}

/** The documents' status of a proposal. */
export interface RentalDocumentsStatus {
  proposalCode: string;
  documents: string;
}

/**
 * Sends the legal-person rental intent (`POST leads/flua/create`, bearer, the market's language so
 * the service reads a CNPJ or a CUIT); the service's id comes back.
 */
export function createRentalLead(scope: ApiScope, lead: RentalLead): Promise<{ id: string; status: string }> {
  return request(scope, 'rental', rentalCalls.createLead, { json: lead });
}

/**
 * The signed-in user's rental proposals of the page's brand (`GET v2/timeline/rental`: the brand, the
 * auth cookie's value as Authorization and the language header).
 */
export async function getRentalProposals(scope: ApiScope, signal?: AbortSignal) {
  const answer = await request<{ proposals: RentalProposalSummary[] }>(
    scope,
    'rental',
    rentalCalls.timelineV2,
    {
      signal,
    },
  );
  return answer.proposals;
}

/** The previews of the user's proposals (`GET timeline/rental/preview`): current status and featured items. */
export function getRentalPreviews(scope: ApiScope, signal?: AbortSignal): Promise<RentalPreview[]> {
  return request(scope, 'rental', rentalCalls.preview, { signal });
}

/** The opportunities of the user's proposals (`GET timeline/opportunity`). */
export function getRentalOpportunities(scope: ApiScope, signal?: AbortSignal): Promise<RentalOpportunity[]> {
  return request(scope, 'rental', rentalCalls.opportunity, { signal });
}

/** The documents' status of the user's proposals (`GET documents/status`). */
export function getRentalDocumentsStatus(
  scope: ApiScope,
  signal?: AbortSignal,
): Promise<RentalDocumentsStatus[]> {
  return request(scope, 'rental', rentalCalls.documentsStatus, { signal });
}

/** A company card as the service keeps it: brand, last four digits, expiry, the favourite mark (never the number). */
export interface RentalSavedCard {
  id: string;
  /** The card brand the service recognised, or null for a brand it does not name. */
  network: CardBrand | null;
  last4: string;
  /** MM/YY, as typed when the card was added. */
  expiry: string;
  favourite: boolean;
}

/** The company's cards (`GET card-management`). */
export function getRentalCards(
  scope: ApiScope,
  company: RentalCompanyKey,
  signal?: AbortSignal,
): Promise<RentalSavedCard[]> {
  return request(scope, 'rental', rentalCalls.cards, { query: { ...company }, signal });
}

/** Adds a company card (`POST card-management`); only the last four digits come back. */
export function addRentalCard(scope: ApiScope, card: RentalCard): Promise<RentalSavedCard> {
  return request(scope, 'rental', rentalCalls.addCard, { json: card });
}

/** Makes a company card the favourite (`PUT card-management`). */
export function favouriteRentalCard(
  scope: ApiScope,
  company: RentalCompanyKey,
  cardId: string,
): Promise<RentalSavedCard> {
  const body: RentalCardUpdate = { ...company, cardId, favourite: true };
  return request(scope, 'rental', rentalCalls.updateCard, { json: body });
}

/** Deletes a company card (`DELETE card-management/{cardId}`). */
export function removeRentalCard(scope: ApiScope, cardId: string): Promise<void> {
  return request(scope, 'rental', rentalCalls.removeCard, { params: { cardId } });
}
