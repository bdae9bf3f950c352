import type { Color, Part } from '../../../api/carSchemas.ts';
import type { Catalog } from './types.ts';

/** Builds a {@link Catalog} from the parts and colours of a version; a later part with the same id wins. */
export function createCatalog(parts: readonly Part[], colors: readonly Color[] = []): Catalog {
  const byId: Record<string, Part> = {};
  for (const part of parts) byId[part.id] = part;
  return { parts: byId, colors };
}
