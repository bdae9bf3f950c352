/** What an event admin types to move a virtual event or give it a new address. */
export interface VirtualUpdateValues {
  /** YYYY-MM-DD (a date input's value), or empty. */
  date: string;
  /** The new https address, or empty. */
  link: string;
}

/** What is wrong with a virtual event's update, by field (message ids of hub-events' i18n). */
export type VirtualUpdateProblems = Partial<
  Record<keyof VirtualUpdateValues, 'updateEmpty' | 'datePast' | 'dateInvalid' | 'linkInvalid'>
>;

const isHttps = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * A virtual event's update checked before sending: a new day or a new address (at least one); the day
 * a real date after `today` (YYYY-MM-DD); the address an https URL.
 */
export function virtualUpdateProblems(values: VirtualUpdateValues, today: string): VirtualUpdateProblems {
  const date = values.date.trim();
  const link = values.link.trim();
  if (!date && !link) return { date: 'updateEmpty' };
  const problems: VirtualUpdateProblems = {};
  if (date) {
    const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T12:00:00Z`));
    if (!valid) problems.date = 'dateInvalid';
    else if (date <= today) problems.date = 'datePast';
  }
  if (link && !isHttps(link)) problems.link = 'linkInvalid';
  return problems;
}
