/** How hub-integration-admin writes when something happened: day and time in the market's way. */
export const WHEN: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** How many pages a list of `total` items takes at `size` a page (at least one). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
