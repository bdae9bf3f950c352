// Test helpers: small catalogues written inline in the rule tests. Not exported from the folder's index.

import type { Color, Part } from '../../../api/carSchemas.ts';
import { createCatalog } from './createCatalog.ts';
import type { RulesState } from './types.ts';

/** A check ITEM part priced 100 with no rules, overridden by `extra`. */
export function part(id: string, extra: Partial<Part> = {}): Part {
  return {
    id,
    code: id.toUpperCase(),
    name: `Part ${id}`,
    type: 'ITEM',
    price: 100,
    inclusive: [],
    exclusive: [],
    optionalColors: [],
    selectionType: 'check',
    ...extra,
  };
}

/** A colour priced 0. */
export function color(id: string, price = 0): Color {
  return { id, code: id.toUpperCase(), name: `Colour ${id}`, price };
}

/** `optionalColors` from colour ids. */
export const colorsOf = (...ids: string[]) => ids.map((colorId) => ({ colorId }));

/** Colours c1…c5 offered by every test catalogue. */
export const COLORS = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id) => color(id));

/** A rules state from catalogue parts, the ids already selected and the current colour id. */
export function stateOf(parts: Part[], selected: string[] = [], colorId: string | null = null): RulesState {
  const catalog = createCatalog(parts, COLORS);
  return {
    catalog,
    parts: selected.map((id) => catalog.parts[id]!),
    color: COLORS.find((candidate) => candidate.id === colorId) ?? null,
  };
}

/** Ids of the selected parts. */
export const ids = (state: RulesState) => state.parts.map((selected) => selected.id);

/** Deep-freezes a value, so a test fails if anything writes to it. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
