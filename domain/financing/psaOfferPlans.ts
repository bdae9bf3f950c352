import type { PsaOfferCar, PsaOfferPlan } from '../../api/funding.ts';

/** The brands the PSA bank finances (Peugeot, Citroën, DS): their offers are simulated by it. */
export const PSA_BRANDS = ['peugeot', 'citroen', 'ds'] as const;

/** Whether a brand's cars are financed by the PSA bank. */
export const isPsaBrand = (brand: string) => (PSA_BRANDS as readonly string[]).includes(brand);

/** A car offer as the PSA simulation needs it: its id, version and price (null for a Mopar offer). */
export interface PricedOffer {
  id: string;
  mvsCode: string | null;
  price: number | null;
}

/** The offers the PSA bank can simulate: a version and a price above zero, each once. */
export function psaOfferCars(offers: readonly PricedOffer[]): PsaOfferCar[] {
  const seen = new Set<string>();
  const cars: PsaOfferCar[] = [];
  for (const offer of offers) {
    if (!offer.mvsCode || !(offer.price && offer.price > 0) || seen.has(offer.id)) continue;
    seen.add(offer.id);
    cars.push({ offerId: offer.id, mvs_code: offer.mvsCode, valor_carro: offer.price });
  }
  return cars;
}

/** A PSA offer plan in the seed's normalised words. */
export interface OfferPlan {
  entranceValue: number;
  installments: number;
  installmentsValue: number;
  cetAnnual?: number;
}

/** The answered plans by offer id; plans without a term or an installment are left out. */
export function offerPlansById(plans: readonly PsaOfferPlan[]): Map<string, OfferPlan> {
  const byId = new Map<string, OfferPlan>();
  for (const plan of plans) {
    if (!(plan.parcelas > 0) || !(plan.valor_parcelas > 0)) continue;
    byId.set(plan.offerId, {
      entranceValue: plan.valor_entrada,
      installments: plan.parcelas,
      installmentsValue: plan.valor_parcelas,
      ...(typeof plan.cet === 'number' && Number.isFinite(plan.cet) ? { cetAnnual: plan.cet } : {}),
    });
  }
  return byId;
}
