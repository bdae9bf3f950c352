import type { CatalogModel } from '../../api/models.ts';
import type { Offer } from './OfferSchema.ts';

/**
 * The catalogue category (body type) of an offer's car: its model's, found by the offer's model code
 * or, when the offer names only its version, by the model that sells that MVS. Undefined when the
 * models are not known (yet) or none matches: the car is then drawn as the default body.
 */
export function offerCategory(
  offer: Pick<Offer, 'modelCode' | 'mvsCode'>,
  models: readonly CatalogModel[] | undefined,
): string | undefined {
  if (!models) return undefined;
  const model =
    (offer.modelCode && models.find((m) => m.modelCode === offer.modelCode)) ||
    (offer.mvsCode && models.find((m) => m.versions?.some((v) => v.mvsCode === offer.mvsCode))) ||
    undefined;
  return model?.category;
}
