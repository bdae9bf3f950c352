import type { Coating, Color, Part, PriceOverride, Service } from '../../../api/carSchemas.ts';

/** What the totals are computed from: a subset of the current car. */
export interface TotalsInput {
  mvs: { price: number } | null;
  parts: readonly Part[];
  services: readonly Service[];
  coating: Coating | null;
  color: Color | null;
  /** Prices from the price service; an override replaces the list price of that part, colour or coating. */
  prices?: { parts: readonly PriceOverride[] } | null;
}

/** The car's totals (seed 000 §3 "Current car": optionalsTotal … hasPriceBonification). */
export interface Totals {
  /** ITEM parts. */
  optionalsTotal: number;
  /** ACCESSORY parts. */
  accessoriesTotal: number;
  servicesTotal: number;
  coatingPrice: number;
  colorPrice: number;
  /** Car price plus all of the above. */
  total: number;
  /** What overrides take off list prices (overrides above the list price do not count). */
  bonificationTotal: number;
  hasPriceBonification: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const money = (value: number | undefined) => (Number.isFinite(value) ? Math.max(0, value as number) : 0);

/**
 * Totals of a car. Each part, the colour and the coating cost their override from `prices.parts` when the
 * price service gave one, else their list price; every difference below the list price adds to the
 * bonification. Parts of type COLOR or COATING in the parts list are not counted (the car's `color` and
 * `coating` are). Sums are rounded to cents; missing or invalid prices count as zero.
 */
export function computeTotals(input: TotalsInput): Totals {
  const overrides = new Map((input.prices?.parts ?? []).map((entry) => [entry.partId, money(entry.price)]));
  let bonificationTotal = 0;
  const priceOf = (item: { id: string; price: number }) => {
    const list = money(item.price);
    const override = overrides.get(item.id);
    if (override === undefined) return list;
    bonificationTotal += Math.max(0, list - override);
    return override;
  };

  let optionalsTotal = 0;
  let accessoriesTotal = 0;
  for (const part of input.parts) {
    if (part.type === 'ITEM') optionalsTotal += priceOf(part);
    else if (part.type === 'ACCESSORY') accessoriesTotal += priceOf(part);
  }
  const servicesTotal = input.services.reduce((sum, service) => sum + money(service.price), 0);
  const coatingPrice = input.coating ? priceOf(input.coating) : 0;
  const colorPrice = input.color ? priceOf(input.color) : 0;
  const total =
    money(input.mvs?.price) + optionalsTotal + accessoriesTotal + servicesTotal + coatingPrice + colorPrice;

  return {
    optionalsTotal: cents(optionalsTotal),
    accessoriesTotal: cents(accessoriesTotal),
    servicesTotal: cents(servicesTotal),
    coatingPrice: cents(coatingPrice),
    colorPrice: cents(colorPrice),
    total: cents(total),
    bonificationTotal: cents(bonificationTotal),
    hasPriceBonification: cents(bonificationTotal) > 0,
  };
}
