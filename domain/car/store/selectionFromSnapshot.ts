import type { Coating, Color, Part, Service } from '../../../api/carSchemas.ts';
import type { Catalog } from '../rules/types.ts';
import type { ConfigurationSnapshot } from './schemas.ts';

/** What a snapshot selects, found in the version's offer, and the ids that offer no longer has. */
export interface SnapshotSelection {
  parts: Part[];
  color: Color | null;
  coating: Coating | null;
  services: Service[];
  missing: string[];
}

/**
 * Turns a decoded snapshot back into parts, colour, coating and services of the version's catalogue, in
 * the snapshot's order (parts, then accessories), so a share link restores the exact configuration.
 * Ids the catalogue no longer has are listed in `missing` (the screen may tell the user).
 */
export function selectionFromSnapshot(
  snapshot: ConfigurationSnapshot,
  catalog: Catalog,
  offer: { coatings: readonly Coating[]; services: readonly Service[] },
): SnapshotSelection {
  const missing: string[] = [];
  const found = <T>(id: string, item: T | undefined): item is T => {
    if (item === undefined) missing.push(id);
    return item !== undefined;
  };
  const partOf = (id: string) => (Object.hasOwn(catalog.parts, id) ? catalog.parts[id] : undefined);
  const parts = [...snapshot.parts, ...snapshot.accessories].flatMap((id) => {
    const part = partOf(id);
    return found(id, part) ? [part] : [];
  });
  const services = snapshot.services.flatMap((id) => {
    const service = offer.services.find((candidate) => candidate.id === id);
    return found(id, service) ? [service] : [];
  });
  const pick = <T extends { id: string }>(id: string | null, list: readonly T[]) => {
    if (id === null) return null;
    const item = list.find((candidate) => candidate.id === id);
    return found(id, item) ? item : null;
  };
  return {
    parts,
    color: pick(snapshot.color, catalog.colors),
    coating: pick(snapshot.coating, offer.coatings),
    services,
    missing,
  };
}
