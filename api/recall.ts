import { type ApiScope, type CallSpec, request } from './client.ts';

/**
 * Recall service (seed 001 §7 "Recall"): recall lookup by plate or chassis, voucher, updates,
 * campaigns; vehicle lookups; used-car evaluation. `{brand}`/`{market}` default to the scope's.
 */
export const recallCalls = {
  car: { method: 'GET', path: 'car', query: ['plate?', 'chassis?'], adds: ['brand'] },
  voucher: { method: 'GET', path: 'recall/voucher', query: ['chassis', 'recallId'], response: 'blob' },
  recall: { method: 'GET', path: 'recall/{brand}/{id}' },
  recallForChat: { method: 'GET', path: 'recall/{brand}/{id}/{chatBot}' },
  updateRecall: { method: 'PUT', path: 'updateRecall' },
  recallUpdate: { method: 'GET', path: 'updateRecall/{id}' },
  softwareUpdate: { method: 'GET', path: 'updateSoftware/{id}' },
  campaigns: { method: 'GET', path: 'recall-campaign/{brand}/{market}' },
  carV2: { method: 'GET', path: 'v2/car', query: ['plate?', 'chassis?'], adds: ['brand'] },
  carWeb: { method: 'GET', path: 'v2/car/web', query: ['plate?', 'chassis?'], adds: ['brand'] },
  evaluation: { method: 'GET', path: 'v2/confiat', query: ['plate', 'mileage'] },
  evaluate: { method: 'GET', path: 'evaluate', query: ['chassis'] },
  evaluateByPlate: { method: 'GET', path: 'evaluate/plate/{plate}' },
} as const satisfies Record<string, CallSpec>;

/** Recall service type and code sent with a recall update (seed 001 §3 "Recall"). */
export const RECALL_SERVICE = { serviceType: 'RECALL', serviceCode: 'SV03' } as const;

/** What a car is looked up by: its plate or its chassis (VIN). */
export type RecallKey = 'plate' | 'chassis';

/**
 * One recall or software update as the service sends it. The seeds fix no shape: every field may be
 * missing or typed otherwise, so widgets read it leniently (`api/answers.ts`).
 */
export interface RecallEntry {
  id?: unknown;
  recallId?: unknown;
  code?: unknown;
  title?: unknown;
  name?: unknown;
  description?: unknown;
  /** OPEN, SCHEDULED, DONE, AVAILABLE…; `done: true` stands for DONE. */
  status?: unknown;
  done?: unknown;
  campaign?: unknown;
  campaignCode?: unknown;
  startDate?: unknown;
  date?: unknown;
  /** `false` when no voucher can be downloaded. */
  voucher?: unknown;
  /** `true` when the recall can be updated (PUT updateRecall). */
  updatable?: unknown;
}

/**
 * The recalls of a car (`recall/{brand}/{id}`): a list, or the car's plate and chassis with the list;
 * the chat-bot lookup (`recall/{brand}/{id}/{chatBot}`) adds its answer in words as `text`.
 */
export type RecallsAnswer =
  | RecallEntry[]
  | { plate?: unknown; chassis?: unknown; recalls?: RecallEntry[]; text?: unknown };

/** The software updates of a car (`updateSoftware/{id}`): a list, or an object with the list. */
export type SoftwareUpdatesAnswer = RecallEntry[] | { chassis?: unknown; updates?: RecallEntry[] };

/** The vehicle data of a car (`v2/car`), as far as the recall search reads it. */
export interface RecallCarAnswer {
  chassis?: unknown;
  plate?: unknown;
  model?: unknown;
  modelName?: unknown;
  version?: unknown;
  versionName?: unknown;
  modelYear?: unknown;
  year?: unknown;
  /** `true` when the car has a recall still open (the garage says so when adding it). */
  hasRecall?: unknown;
}

/** One recall campaign of the brand and market; risk and remedy stand in for a missing description. */
export interface RecallCampaignEntry {
  id?: unknown;
  code?: unknown;
  title?: unknown;
  name?: unknown;
  description?: unknown;
  risk?: unknown;
  remedy?: unknown;
  startDate?: unknown;
  date?: unknown;
}

/** The campaigns answer (`recall-campaign/{brand}/{market}`): a list, or an object with the list. */
export type RecallCampaignsAnswer = RecallCampaignEntry[] | { campaigns?: RecallCampaignEntry[] };

/** The answer to a recall update: the recall's new status and the update's protocol (`id`), when given. */
export type RecallUpdateAnswer = (RecallEntry & { id?: unknown }) | null | undefined;

/** Everything one recall search reads: the recall lookup, the software updates, the vehicle data. */
export interface RecallLookup {
  recalls: RecallsAnswer;
  updates: SoftwareUpdatesAnswer;
  /** Null when the vehicle data could not be read: it is optional to the search. */
  car: RecallCarAnswer | null;
}

/** Options of a recall lookup. */
export interface RecallLookupOptions {
  /** The chat-bot variant of the lookup: `recall/{brand}/{id}/{chatBot}`. */
  chatBot?: string | undefined;
  signal?: AbortSignal | undefined;
}

/** The recalls of a car by plate or chassis `id` (upper-case, no separators), in the scope's brand. */
export function getRecalls(
  scope: ApiScope,
  id: string,
  { chatBot, signal }: RecallLookupOptions = {},
): Promise<RecallsAnswer> {
  return chatBot
    ? request(scope, 'recall', recallCalls.recallForChat, { params: { id, chatBot }, signal })
    : request(scope, 'recall', recallCalls.recall, { params: { id }, signal });
}

/** The software updates of a car by plate or chassis `id`. */
export function getSoftwareUpdates(
  scope: ApiScope,
  id: string,
  signal?: AbortSignal,
): Promise<SoftwareUpdatesAnswer> {
  return request(scope, 'recall', recallCalls.softwareUpdate, { params: { id }, signal });
}

/** The vehicle data of a car by plate or by chassis (v2/car, the brand added). */
export function getRecallCar(
  scope: ApiScope,
  by: RecallKey,
  id: string,
  signal?: AbortSignal,
): Promise<RecallCarAnswer> {
  return request(scope, 'recall', recallCalls.carV2, { query: { [by]: id }, signal });
}

/**
 * One recall search: the recall lookup and the software updates, which must both answer, and the
 * vehicle data, which may fail (then `car` is null). The three calls go out together.
 */
export async function lookupRecalls(
  scope: ApiScope,
  by: RecallKey,
  id: string,
  options: RecallLookupOptions = {},
): Promise<RecallLookup> {
  const [recalls, updates, car] = await Promise.all([
    getRecalls(scope, id, options),
    getSoftwareUpdates(scope, id, options.signal),
    getRecallCar(scope, by, id, options.signal).catch(() => null),
  ]);
  return { recalls, updates, car };
}

/** The recall campaigns of the scope's brand and market. */
export function getRecallCampaigns(scope: ApiScope, signal?: AbortSignal): Promise<RecallCampaignsAnswer> {
  return request(scope, 'recall', recallCalls.campaigns, { signal });
}

/** Asks the recall service to update a recall of a car (PUT updateRecall, with {@link RECALL_SERVICE}). */
export function updateRecall(
  scope: ApiScope,
  chassis: string,
  recallId: string,
): Promise<RecallUpdateAnswer> {
  return request(scope, 'recall', recallCalls.updateRecall, {
    json: { chassis, recallId, ...RECALL_SERVICE },
  });
}

/** The recall voucher of a car as a PDF blob. */
export function downloadRecallVoucher(scope: ApiScope, chassis: string, recallId: string): Promise<Blob> {
  return request(scope, 'recall', recallCalls.voucher, { query: { chassis, recallId } });
}

/**
 * The used-car evaluation of a car (`v2/confiat`, seed 001 §7 Evaluation): the car's data and its
 * value; the seeds fix no shape, so the value is read leniently (`domain/evaluation`).
 */
export interface UsedCarEvaluationAnswer {
  plate?: unknown;
  model?: unknown;
  version?: unknown;
  year?: unknown;
  mileage?: unknown;
  /** The used-car rating in the market's currency; missing, null or 0 when the car has none. */
  evaluation?: unknown;
  currency?: unknown;
}

/** The used-car evaluation of the car with this plate (upper-case, no hyphen) at this mileage (km). */
export function evaluateUsedCar(
  scope: ApiScope,
  plate: string,
  mileage: number,
  signal?: AbortSignal,
): Promise<UsedCarEvaluationAnswer> {
  return request(scope, 'recall', recallCalls.evaluation, {
    query: { plate, mileage: String(mileage) },
    signal,
  });
}

/** The dealers' evaluation of a car on record (`evaluate`, `evaluate/plate/{plate}`): also its chassis. */
export interface DealerEvaluationAnswer extends UsedCarEvaluationAnswer {
  chassis?: unknown;
}

/**
 * The dealers' used-car evaluation (seed 001 §7 Evaluation) of the car with this plate (upper-case, no
 * hyphen: `evaluate/plate/{plate}`) or chassis (`evaluate?chassis=`): no mileage is sent, the service
 * rates the car at the mileage it has on record. Read leniently like {@link evaluateUsedCar}'s answer.
 */
export function evaluateForDealer(
  scope: ApiScope,
  by: RecallKey,
  key: string,
  signal?: AbortSignal,
): Promise<DealerEvaluationAnswer> {
  return by === 'plate'
    ? request(scope, 'recall', recallCalls.evaluateByPlate, { params: { plate: key }, signal })
    : request(scope, 'recall', recallCalls.evaluate, { query: { chassis: key }, signal });
}
