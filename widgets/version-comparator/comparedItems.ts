import type { VersionComparison } from '../../api/catalog.ts';

/** How a version has an item: as standard equipment, or as an optional at a price. */
export type ItemOffer = { kind: 'standard' } | { kind: 'optional'; price: number | null };

/** The item rows of a comparison: every item any version has, and how each version has it. */
export interface ComparedItems {
  /** Item code → name, in the order the items first appear. */
  items: Map<string, string>;
  /** Version code → item code → how the version has it (missing: not offered). */
  offered: Map<string, Map<string, ItemOffer>>;
}

/** Gathers the items of the compared versions (none while the comparison has not answered). */
export function comparedItems(entries: readonly VersionComparison[] = []): ComparedItems {
  const items = new Map<string, string>();
  const offered = new Map<string, Map<string, ItemOffer>>();
  for (const entry of entries) {
    const offers = new Map<string, ItemOffer>();
    for (const item of entry.standard ?? []) {
      items.set(item.code, item.name);
      offers.set(item.code, { kind: 'standard' });
    }
    for (const item of entry.optionals ?? []) {
      items.set(item.code, item.name);
      if (!offers.has(item.code))
        offers.set(item.code, {
          kind: 'optional',
          price: typeof item.price === 'number' ? item.price : null,
        });
    }
    offered.set(entry.mvsCode, offers);
  }
  return { items, offered };
}
