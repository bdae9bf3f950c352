import { type ApiScope, request } from '../../api/client.ts';
import { recallCalls } from '../../api/recall.ts';
import { ChassisSchema, PlateSchema, validateField } from '../../validators/index.ts';

/** What the visitor searches by. */
export type SearchBy = 'plate' | 'chassis';

/** Recall service type and code (seed 001 §3 "Recall"). */
export const RECALL_SERVICE = { serviceType: 'RECALL', serviceCode: 'SV03' } as const;

/** A recall or software update of one car, as the widget shows it. */
export interface RecallItem {
  id: string;
  kind: 'recall' | 'software';
  title: string;
  description: string | null;
  /** Upper-case status from the service (OPEN, SCHEDULED, DONE, AVAILABLE…). */
  status: string;
  campaign: string | null;
  startDate: string | null;
  /** A recall voucher (PDF) can be downloaded. */
  voucher: boolean;
  /** The recall can be updated (PUT updateRecall). */
  updatable: boolean;
}

/** The car the search found. */
export interface RecallVehicle {
  chassis: string | null;
  plate: string | null;
  model: string | null;
  year: string | null;
}

/** Everything one search returns. */
export interface RecallResult {
  vehicle: RecallVehicle;
  recalls: RecallItem[];
  updates: RecallItem[];
}

/** A recall campaign of the brand and market. */
export interface RecallCampaign {
  id: string;
  title: string;
  description: string | null;
  startDate: string | null;
}

/** Upper-cases and drops spaces and the old plates' hyphen: what is sent. */
export function normalizeQuery(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The localised message for a plate or chassis as typed, or null when it can be searched. */
export function queryError(by: SearchBy, value: string, market: string): string | null {
  return validateField(by === 'plate' ? PlateSchema : ChassisSchema, normalizeQuery(value), market);
}

type Raw = Record<string, unknown>;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;
const listOf = (value: unknown, key: string): Raw[] => {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? (value as Raw)[key] : null;
  return Array.isArray(list) ? list.filter((x): x is Raw => Boolean(x) && typeof x === 'object') : [];
};

/** Reads one recall or software update leniently (service shapes are not fixed by the seeds). */
export function toItem(raw: Raw, kind: RecallItem['kind'], index: number): RecallItem {
  const status = (str(raw.status) ?? (raw.done === true ? 'DONE' : 'OPEN')).toUpperCase();
  return {
    id: str(raw.id) ?? str(raw.recallId) ?? str(raw.code) ?? `${kind}-${index + 1}`,
    kind,
    title: str(raw.title) ?? str(raw.name) ?? str(raw.description) ?? '',
    description: str(raw.title) || str(raw.name) ? str(raw.description) : null,
    status,
    campaign: str(raw.campaign) ?? str(raw.campaignCode),
    startDate: str(raw.startDate) ?? str(raw.date),
    voucher: kind === 'recall' && raw.voucher !== false && status !== 'DONE',
    updatable: kind === 'recall' && raw.updatable === true,
  };
}

/** Whether an item still needs the owner's action (open recall, available update). */
export function isOpen(item: RecallItem): boolean {
  return !['DONE', 'CLOSED', 'COMPLETED', 'FINISHED'].includes(item.status);
}

function toVehicle(car: unknown, lookup: unknown, by: SearchBy, id: string): RecallVehicle {
  const c = (car && typeof car === 'object' ? car : {}) as Raw;
  const l = (lookup && typeof lookup === 'object' && !Array.isArray(lookup) ? lookup : {}) as Raw;
  const model = [str(c.model) ?? str(c.modelName), str(c.version) ?? str(c.versionName)].filter(Boolean);
  return {
    chassis: str(l.chassis) ?? str(c.chassis) ?? (by === 'chassis' ? id : null),
    plate: str(l.plate) ?? str(c.plate) ?? (by === 'plate' ? id : null),
    model: model.length ? model.join(' ') : null,
    year: str(c.modelYear) ?? str(c.year),
  };
}

/** Options of a search. */
export interface SearchOptions {
  /** The chat-bot variant of the lookup: `recall/{brand}/{id}/{chatBot}`. */
  chatBot?: string | undefined;
  signal?: AbortSignal;
}

/**
 * Searches the recalls and software updates of a car by plate or chassis, with its vehicle data
 * (v2/car). The recall lookup and the software updates must answer; the vehicle data is optional.
 */
export async function searchRecalls(
  scope: ApiScope,
  by: SearchBy,
  value: string,
  { chatBot, signal }: SearchOptions = {},
): Promise<RecallResult> {
  const id = normalizeQuery(value);
  const lookup = chatBot
    ? request<unknown>(scope, 'recall', recallCalls.recallForChat, { params: { id, chatBot }, signal })
    : request<unknown>(scope, 'recall', recallCalls.recall, { params: { id }, signal });
  const updates = request<unknown>(scope, 'recall', recallCalls.softwareUpdate, { params: { id }, signal });
  const car = request<unknown>(scope, 'recall', recallCalls.carV2, { query: { [by]: id }, signal }).catch(
    () => null,
  );
  const [recallData, updateData, carData] = await Promise.all([lookup, updates, car]);
  return {
    vehicle: toVehicle(carData, recallData, by, id),
    recalls: listOf(recallData, 'recalls').map((raw, i) => toItem(raw, 'recall', i)),
    updates: listOf(updateData, 'updates').map((raw, i) => toItem(raw, 'software', i)),
  };
}

/** The recall campaigns of the brand and market. */
export async function loadCampaigns(scope: ApiScope, signal?: AbortSignal): Promise<RecallCampaign[]> {
  const data = await request<unknown>(scope, 'recall', recallCalls.campaigns, { signal });
  return listOf(data, 'campaigns').map((raw, i) => ({
    id: str(raw.id) ?? str(raw.code) ?? `campaign-${i + 1}`,
    title: str(raw.title) ?? str(raw.name) ?? '',
    description: str(raw.description) ?? ([str(raw.risk), str(raw.remedy)].filter(Boolean).join(' ') || null),
    startDate: str(raw.startDate) ?? str(raw.date),
  }));
}

/** Asks the recall service to update a recall of a car (PUT updateRecall); the answer, when any. */
export function updateRecall(scope: ApiScope, chassis: string, recallId: string): Promise<unknown> {
  return request(scope, 'recall', recallCalls.updateRecall, {
    json: { chassis, recallId, ...RECALL_SERVICE },
  });
}

/** Saves a blob through a temporary `<a download>`; the object URL is revoked afterwards. */
export function saveBlob(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
