import type { Color, Part } from '../../api/carSchemas.ts';
import { createCatalog } from '../../domain/car/rules/createCatalog.ts';
import type { Catalog } from '../../domain/car/rules/types.ts';

/** A small seeded generator (mulberry32): the same seed always gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHAINS = 10;
const CHAIN_LENGTH = 25;
const RADIO_GROUPS = ['wheels', 'seats', 'roof'];
const RADIOS_PER_GROUP = 10;
const EXTRAS = 20;
const COLORS = 24;

const pid = (index: number) => `p${String(index).padStart(3, '0')}`;

/**
 * A deterministic 300-part catalogue for the rules benchmark: 10 inclusive chains of 25 parts (depth 25,
 * each ending in a cycle back to its sixth part), random exclusives across chains, colour limits on some
 * parts, three radio groups of 10, and 20 parts with alternatives, dependencies and the special flag.
 */
export function benchCatalog(seed = 6): Catalog {
  const random = seededRandom(seed);
  const pickIndex = (below: number) => Math.floor(random() * below);
  const colors: Color[] = Array.from({ length: COLORS }, (_, index) => ({
    id: `c${index}`,
    code: `C${index}`,
    name: `Colour ${index}`,
    price: index * 100,
  }));
  const base = (index: number): Part => ({
    id: pid(index),
    code: pid(index).toUpperCase(),
    name: `Part ${index}`,
    type: index % 4 === 0 ? 'ACCESSORY' : 'ITEM',
    price: 500 + index * 10,
    inclusive: [],
    exclusive: [],
    optionalColors: [],
    selectionType: 'check',
  });
  const chained = CHAINS * CHAIN_LENGTH;
  const parts: Part[] = [];

  for (let index = 0; index < chained; index += 1) {
    const chainStart = index - (index % CHAIN_LENGTH);
    const last = index % CHAIN_LENGTH === CHAIN_LENGTH - 1;
    const part = base(index);
    part.inclusive = [pid(last ? chainStart + 5 : index + 1)];
    if (random() < 0.12) part.exclusive = [pid(pickIndex(chained)), pid(pickIndex(chained))];
    if (random() < 0.06)
      part.optionalColors = Array.from({ length: 12 }, () => ({ colorId: `c${pickIndex(COLORS)}` }));
    parts.push(part);
  }
  for (const [groupIndex, group] of RADIO_GROUPS.entries()) {
    for (let k = 0; k < RADIOS_PER_GROUP; k += 1) {
      parts.push({ ...base(chained + groupIndex * RADIOS_PER_GROUP + k), selectionType: 'radio', group });
    }
  }
  const firstExtra = chained + RADIO_GROUPS.length * RADIOS_PER_GROUP;
  for (let index = firstExtra; index < firstExtra + EXTRAS; index += 1) {
    parts.push({
      ...base(index),
      alternatives: [[pid(pickIndex(chained)), pid(pickIndex(chained)), pid(pickIndex(chained))]],
      dependencies: [pid(pickIndex(chained))],
      special: index % 5 === 0,
    });
  }
  return createCatalog(parts, colors);
}
