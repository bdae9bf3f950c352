import { SIMULATED_SOURCES, type SimulatedSource } from '../../api/financing/types.ts';
import type { KeptSimulation } from '../../api/funding.ts';
import type { FinancedCar } from '../car/financedCar.ts';

/** A kept simulation reopened: its source, its car and where its sliders stood. */
export interface KeptPlan {
  id: string;
  source: SimulatedSource;
  car: FinancedCar;
  params: { entrancePercent: number; numberOfInstallments: number; finalInstallmentPercentage: number };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * The plan of a simulation kept with the funding service (`GET simulate/{id}`): the car, the source and
 * the entrance, term and final installment it was simulated with. Null when the answer lacks any of
 * them (a kept simulation of another shape is not reopened).
 */
export function keptPlanOf(kept: KeptSimulation | null | undefined): KeptPlan | null {
  const input = kept?.input;
  if (!kept || !input) return null;
  const { mvs, year, price, colorCode, entrancePercent, numberOfInstallments } = input;
  const source = (SIMULATED_SOURCES as readonly string[]).includes(input.source ?? '')
    ? (input.source as SimulatedSource)
    : null;
  if (!source || !isText(mvs) || !isNumber(year) || !isNumber(price) || !isText(colorCode)) return null;
  if (!isNumber(entrancePercent) || !isNumber(numberOfInstallments)) return null;
  const partIds = Array.isArray(input.partIds) ? input.partIds.filter(isText) : [];
  return {
    id: kept.id,
    source,
    car: { mvs, year, price, colorCode, partIds },
    params: {
      entrancePercent,
      numberOfInstallments,
      finalInstallmentPercentage: isNumber(input.finalInstallmentPercentage)
        ? input.finalInstallmentPercentage
        : 0,
    },
  };
}
