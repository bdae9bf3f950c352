import type { PostalAddress } from '../../api/postalAddress.ts';

/** The address fields a postal-code lookup can fill. */
export type PostalField = 'street' | 'neighborhood' | 'city' | 'state';

/** Values of the fillable fields a form has (a form without city and state leaves them out). */
export type PostalFields = Partial<Record<PostalField, string>>;

const FOUND: Record<PostalField, (found: PostalAddress) => string> = {
  street: (found) => found.street,
  neighborhood: (found) => found.neighborhood,
  city: (found) => found.cityName,
  state: (found) => found.stateCode,
};

/**
 * What a found address fills: each field the form has, when the lookup knows it and the field is
 * empty or still holds what an earlier lookup put there. What the user typed is never overwritten.
 */
export function postalFill(
  current: PostalFields,
  found: PostalAddress,
  earlier: PostalFields = {},
): PostalFields {
  const patch: PostalFields = {};
  for (const field of Object.keys(current) as PostalField[]) {
    const value = FOUND[field]?.(found) ?? '';
    const now = current[field] ?? '';
    if (value && (!now.trim() || now === earlier[field])) patch[field] = value;
  }
  return patch;
}
