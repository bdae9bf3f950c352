import type { SimulatedSource } from '../../api/financing/types.ts';
import type { CarFunding } from '../car/keepFunding.ts';
import type { ChosenPlan } from './useSimulation.ts';

/**
 * The chosen plan as the current car keeps it (seed 000 §4 `funding`): the source, the term, the entry
 * and installment values, the final installment, the annual CET and a coupon's discount when there are.
 */
export function fundingOfPlan(source: SimulatedSource, plan: ChosenPlan): CarFunding {
  const { input, result } = plan;
  return {
    source,
    ...(input.planId ? { planId: input.planId } : {}),
    installments: input.numberOfInstallments,
    entranceValue: result.entranceValue,
    installmentValue: result.installmentsValue,
    finalInstallmentValue: result.finalInstallmentValue,
    ...(result.cetAnnual === undefined ? {} : { cetAnnual: result.cetAnnual }),
    ...(result.discount ? { coupon: result.discount.coupon, discount: result.discount.amount } : {}),
  };
}
