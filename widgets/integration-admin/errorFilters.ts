import type { ErrorFilters } from '../../api/integration.ts';

/** No filter: every error of the brand in the country. */
export const NO_FILTERS: ErrorFilters = { status: '', type: '', system: '', from: '', to: '', search: '' };

/** What is wrong with a filter draft, by field (the message's key), before anything is sent. */
export type FilterProblems = Partial<Record<keyof ErrorFilters, 'toBeforeFrom'>>;

/** Checks a filter draft: the final date may not come before the initial one. */
export function checkFilters(draft: ErrorFilters): FilterProblems {
  return draft.from && draft.to && draft.to < draft.from ? { to: 'toBeforeFrom' } : {};
}
