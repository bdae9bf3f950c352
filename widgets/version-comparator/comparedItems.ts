import type { VersionComparison } from '../../api/catalog.ts';

/** The item rows of a comparison: every item any version offers, and which versions offer which. */
export interface ComparedItems {
  /** Item code → name, in the order the items first appear. */
  items: Map<string, string>;
  /** Version code → the codes of the items it offers. */
  offered: Map<string, Set<string>>;
}

/** Gathers the items of the compared versions (none while the comparison has not answered). */
export function comparedItems(entries: readonly VersionComparison[] = []): ComparedItems {
  const items = new Map<string, string>();
  const offered = new Map<string, Set<string>>();
  for (const entry of entries) {
    offered.set(entry.mvsCode, new Set((entry.optionals ?? []).map((item) => item.code)));
    for (const item of entry.optionals ?? []) items.set(item.code, item.name);
  }
  return { items, offered };
}
