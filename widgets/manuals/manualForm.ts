import type { ManualPayload } from '../../api/manuals.payloads.ts';
import type { Manual, ManualStatus } from '../../api/manuals.ts';
import type { FormRules } from '../../core/form/validateForm.ts';

/** What the manual form holds, as typed (dates as the date fields give them: YYYY-MM-DD or ''). */
export interface ManualFormValues {
  name: string;
  path: string;
  validityStart: string;
  validityEnd: string;
  status: ManualStatus;
}

/** The longest name the service takes. */
export const MANUAL_NAME_MAX = 160;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Whether a validity's final date comes before its initial one (seed 001 §3: the final date is not
 * before the initial; the same day is a one-day validity). False while either is missing or invalid:
 * those have messages of their own.
 */
export function endsBeforeStart(validityStart: string, validityEnd: string): boolean {
  return isIsoDay(validityStart) && isIsoDay(validityEnd) && validityEnd < validityStart;
}

/** Whether a document address is an http(s) URL (it becomes a link: `javascript:` and `data:` are refused). */
export function isDocumentAddress(value: string): boolean {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

/** The messages the rules give, in the market's language (the widget's i18n.ts). */
export interface ManualFormTexts {
  required: string;
  pathInvalid: string;
  dateInvalid: string;
  validityEndBefore: string;
}

/**
 * The manual form's rules: a name; an http(s) address; both validity dates, real days; the final date
 * not before the initial one (its message beside the final date).
 */
export function manualFormRules(texts: ManualFormTexts): FormRules<ManualFormValues, keyof ManualFormValues> {
  const date = (key: 'validityStart' | 'validityEnd') => (values: ManualFormValues) => {
    if (!values[key]) return texts.required;
    return isIsoDay(values[key]) ? null : texts.dateInvalid;
  };
  return {
    name: (values) => (values.name.trim() ? null : texts.required),
    path: (values) => {
      if (!values.path.trim()) return texts.required;
      return isDocumentAddress(values.path) ? null : texts.pathInvalid;
    },
    validityStart: date('validityStart'),
    validityEnd: [
      date('validityEnd'),
      (values) =>
        endsBeforeStart(values.validityStart, values.validityEnd) ? texts.validityEndBefore : null,
    ],
  };
}

/** The form of a manual being edited, or of a new one (active, from today to the end of next year). */
export function manualFormOf(manual: Manual | null, today: string): ManualFormValues {
  if (manual) {
    const { name, path, validityStart, validityEnd, status } = manual;
    return { name, path, validityStart, validityEnd, status };
  }
  const nextYearEnd = `${Number(today.slice(0, 4)) + 1}-12-31`;
  return { name: '', path: '', validityStart: today, validityEnd: nextYearEnd, status: 'ACTIVE' };
}

/** The manual as `createManual` / `updateManual` send it: the brand, the model kept, texts trimmed. */
export function manualPayloadOf(
  values: ManualFormValues,
  brand: string,
  modelCode: string | null,
): ManualPayload {
  return {
    brand: brand as ManualPayload['brand'],
    modelCode,
    name: values.name.trim(),
    path: values.path.trim(),
    validityStart: values.validityStart,
    validityEnd: values.validityEnd,
    status: values.status,
  };
}
