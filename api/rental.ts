import { type ApiScope, type CallInput, type CallSpec, request } from './client.ts';

const TIMELINE = { bearer: true } as const;

/**
 * Rental service (seed 001 §7 "Rental"). Timeline calls carry the bearer; v2 timeline and the file
 * summary add the language header; the two rental timelines send the brand and the auth cookie's
 * value as Authorization. Rental-user calls (cards, contracts, files) are not marked bearer.
 */
export const rentalCalls = {
  reservations: { method: 'GET', path: 'timeline/reservations', ...TIMELINE },
  documentsStatus: { method: 'GET', path: 'documents/status', ...TIMELINE },
  createLead: { method: 'POST', path: 'leads/flua/create', ...TIMELINE },
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
  start: { method: 'POST', path: 'rental-user/start' },
  result: { method: 'GET', path: 'rental-user/result', query: ['cnpj'] },
  cards: { method: 'GET', path: 'card-management', query: ['cnpj'] },
  addCard: { method: 'POST', path: 'card-management' },
  updateCard: { method: 'PUT', path: 'card-management' },
  removeCard: { method: 'DELETE', path: 'card-management/{cardId}', response: 'none' },
  contracts: { method: 'GET', path: 'contracts', query: ['cnpj'] },
  updateContracts: { method: 'PUT', path: 'contracts' },
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
export function saveRentalPaymentMethod(scope: ApiScope, productId: string, paymentMethod: string) {
  return request(scope, 'rental', rentalCalls.paymentMethod, {
    params: { productId },
    json: { paymentMethod },
  });
}
