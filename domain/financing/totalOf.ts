import type { NormalizedSimulation } from '../../api/financing/types.ts';

/** What the buyer pays in all: entrance + installments × term + final installment. */
export function totalOf(
  r: Pick<
    NormalizedSimulation,
    'entranceValue' | 'installmentsValue' | 'totalInstallments' | 'finalInstallmentValue'
  >,
): number {
  return (
    Math.round(
      (r.entranceValue + r.installmentsValue * r.totalInstallments + r.finalInstallmentValue) * 100,
    ) / 100
  );
}
