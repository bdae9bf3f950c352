/**
 * The values with the patch's texts put only into fields that are still empty: what the user typed is
 * never overwritten, and an empty text in the patch changes nothing.
 */
export function fillEmpty<V extends object>(values: V, patch: { [K in keyof V]?: V[K] & string }): V {
  let next = values;
  for (const key of Object.keys(patch) as (keyof V & string)[]) {
    const value = patch[key];
    if (value && !values[key]) next = { ...next, [key]: value };
  }
  return next;
}
