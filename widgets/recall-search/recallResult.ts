import { type AnswerRecord, listOf, recordOf, textOf } from '../../api/answers.ts';
import type {
  RecallCampaignsAnswer,
  RecallEntry,
  RecallLookup,
  RecallUpdateAnswer,
} from '../../api/recall.ts';
import type { SearchBy } from './query.ts';

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
  /** The chat-bot lookup's answer in words (`text`), shown as plain text; null otherwise. */
  message: string | null;
}

/** A recall campaign of the brand and market. */
export interface RecallCampaign {
  id: string;
  title: string;
  description: string | null;
  startDate: string | null;
}

/** Reads one recall or software update leniently (service shapes are not fixed by the seeds). */
export function toItem(raw: RecallEntry, kind: RecallItem['kind'], index: number): RecallItem {
  const status = (textOf(raw.status) ?? (raw.done === true ? 'DONE' : 'OPEN')).toUpperCase();
  return {
    id: textOf(raw.id) ?? textOf(raw.recallId) ?? textOf(raw.code) ?? `${kind}-${index + 1}`,
    kind,
    title: textOf(raw.title) ?? textOf(raw.name) ?? textOf(raw.description) ?? '',
    description: textOf(raw.title) || textOf(raw.name) ? textOf(raw.description) : null,
    status,
    campaign: textOf(raw.campaign) ?? textOf(raw.campaignCode),
    startDate: textOf(raw.startDate) ?? textOf(raw.date),
    voucher: kind === 'recall' && raw.voucher !== false && status !== 'DONE',
    updatable: kind === 'recall' && raw.updatable === true,
  };
}

/** Statuses that no longer wait for the owner: the repair is booked, under way or over. */
const SETTLED = ['SCHEDULED', 'IN_PROGRESS', 'DONE', 'CLOSED', 'COMPLETED', 'FINISHED'];

/**
 * Whether an item still needs the owner's action (open recall, available update). A recall whose
 * repair was asked for (SCHEDULED) no longer does: the header stops counting it.
 */
export function isOpen(item: RecallItem): boolean {
  return !SETTLED.includes(item.status);
}

/**
 * The car of a search: plate and chassis from the recall lookup, else from the vehicle data, else the
 * searched `id` for what was searched by; model and version joined; the model year.
 */
export function toVehicle(lookup: RecallLookup, by: SearchBy, id: string): RecallVehicle {
  const c: AnswerRecord = recordOf(lookup.car) ?? {};
  const l: AnswerRecord = recordOf(lookup.recalls) ?? {};
  const model = [textOf(c.model) ?? textOf(c.modelName), textOf(c.version) ?? textOf(c.versionName)].filter(
    Boolean,
  );
  return {
    chassis: textOf(l.chassis) ?? textOf(c.chassis) ?? (by === 'chassis' ? id : null),
    plate: textOf(l.plate) ?? textOf(c.plate) ?? (by === 'plate' ? id : null),
    model: model.length ? model.join(' ') : null,
    year: textOf(c.modelYear) ?? textOf(c.year),
  };
}

/** What a search shows: the car, its recalls and its software updates. `id` is the normalised query. */
export function toRecallResult(lookup: RecallLookup, by: SearchBy, id: string): RecallResult {
  return {
    vehicle: toVehicle(lookup, by, id),
    recalls: listOf(lookup.recalls, 'recalls').map((raw, i) => toItem(raw, 'recall', i)),
    updates: listOf(lookup.updates, 'updates').map((raw, i) => toItem(raw, 'software', i)),
    message: textOf(recordOf(lookup.recalls)?.text),
  };
}

/** The brand's campaigns; a missing description is told by the campaign's risk and remedy. */
export function toCampaigns(answer: RecallCampaignsAnswer): RecallCampaign[] {
  return listOf(answer, 'campaigns').map((raw, i) => ({
    id: textOf(raw.id) ?? textOf(raw.code) ?? `campaign-${i + 1}`,
    title: textOf(raw.title) ?? textOf(raw.name) ?? '',
    description:
      textOf(raw.description) ?? ([textOf(raw.risk), textOf(raw.remedy)].filter(Boolean).join(' ') || null),
    startDate: textOf(raw.startDate) ?? textOf(raw.date),
  }));
}

/**
 * A recall once updated: the status the answer gives (the card keeps showing what it showed), no
 * longer updatable, and the update's protocol when the answer has one.
 */
export function afterUpdate(
  item: RecallItem,
  answer: RecallUpdateAnswer,
): { item: RecallItem; protocol: string | null } {
  const raw = recordOf(answer);
  return {
    item: { ...item, status: raw ? toItem(raw, 'recall', 0).status : item.status, updatable: false },
    protocol: typeof raw?.id === 'string' && raw.id.trim() ? raw.id.trim() : null,
  };
}
