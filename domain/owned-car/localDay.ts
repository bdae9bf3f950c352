const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's calendar day in the visitor's time zone, as YYYY-MM-DD (today by default). */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
