/**
 * The page buttons of a paged list (pages from 0): the first and the last, the current one and its
 * neighbours; `null` where pages are left out (drawn as a gap). Short lists show every page.
 */
export function pageButtons(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 0) return [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i);
  const shown = new Set(
    [0, totalPages - 1, page - 1, page, page + 1].filter((p) => p >= 0 && p < totalPages),
  );
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((p, i) => (i > 0 && p - (pages[i - 1] as number) > 1 ? [null, p] : [p]));
}

/** The page a ranking position is on, with the service's page size (both from the service). */
export function pageOfPosition(position: number, size: number): number {
  return size > 0 && position > 0 ? Math.floor((position - 1) / size) : 0;
}
