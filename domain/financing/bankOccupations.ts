import { OCCUPATIONS, type Occupation } from '../../validators/index.ts';

/** A service's occupation name as a key: 'Business owner/partner' → 'business-owner-partner'. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The occupations of the proposal form a bank accepts, from the names `GET base-data/{simulationId}`
 * answers ('salaried', 'business owner/partner', 'public servant'…), in the form's order. A name is an
 * occupation when it is its key or begins with it ('business owner/partner' is 'business-owner'); names
 * the form does not know are left out. None recognised: every occupation (the seed's list).
 */
export function bankOccupations(names: readonly string[]): readonly Occupation[] {
  const keys = names.map(slug);
  const accepted = OCCUPATIONS.filter((o) => keys.some((k) => k === o || k.startsWith(`${o}-`)));
  return accepted.length > 0 ? accepted : OCCUPATIONS;
}
