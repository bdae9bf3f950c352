import type { StoredCar } from './schemas.ts';

type Patch = Partial<StoredCar>;

const sameIds = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((item, i) => item.id === b[i]?.id);
const items = (parts: StoredCar['parts']) => parts.filter((part) => part.type === 'ITEM');

/**
 * What a change leaves stale among the data later screens keep with the car, as fields to reset:
 * another version (code or year) drops its stock, funding, e-commerce data and readiness; another
 * colour, coating or ITEM optional drops the e-commerce data (the reservation price is priced on them,
 * seed 000 §7 `price/reservation`); any change of what is priced drops the funding (a plan belongs to
 * its car). Fields the change itself sets are kept.
 */
export function staleCarData(current: StoredCar, patch: Patch): Patch {
  const reset: Patch = {};
  const next = { ...current, ...patch };
  const version = current.mvs?.code !== next.mvs?.code || current.mvs?.year !== next.mvs?.year;
  const reserved =
    current.color?.id !== next.color?.id ||
    current.coating?.id !== next.coating?.id ||
    !sameIds(items(current.parts), items(next.parts));
  const priced =
    reserved ||
    current.mvs?.price !== next.mvs?.price ||
    !sameIds(current.parts, next.parts) ||
    !sameIds(current.services, next.services);
  if (version) Object.assign(reset, { stock: null, isReady: false });
  if (version || reserved) reset.ecommerce = null;
  if (version || priced) reset.funding = null;
  for (const key of Object.keys(patch) as (keyof StoredCar)[]) delete reset[key];
  return reset;
}
