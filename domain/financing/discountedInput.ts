import type { NormalizedSimulation, SimulationInput } from '../../api/financing/types.ts';

/** A coupon's discount on the car's price: the coupon's name and the amount taken off. */
export type PriceDiscount = NonNullable<NormalizedSimulation['discount']>;

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The simulation input of a plan with a coupon's `percent` off the car's price: the shopper's entry
 * payment stays what it was (its percentage of the lower price grows), so the whole discount comes off
 * the amount financed. R$ 100.000 with R$ 30.000 down and 10 % off: R$ 90.000 of which 33,33…% down.
 */
export function discountedInput(
  input: SimulationInput,
  entranceValue: number,
  coupon: { name: string; discount: number },
): { input: SimulationInput; discount: PriceDiscount } {
  const amount = cents((input.price * Math.min(Math.max(coupon.discount, 0), 100)) / 100);
  const price = cents(input.price - amount);
  const entrancePercent = price > 0 ? Math.min((entranceValue / price) * 100, 100) : input.entrancePercent;
  return {
    input: { ...input, price, entrancePercent },
    discount: { coupon: coupon.name, amount },
  };
}
