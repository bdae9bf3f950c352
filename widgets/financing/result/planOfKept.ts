import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import type { KeptSimulation } from '../../../api/funding.ts';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The plan of a kept simulation (`GET simulate/{id}`) as the voucher shows it: entrance, installments,
 * final installment, rate, CET, IOF and legal text; null when it has no installments to show.
 */
export function planOfKept(kept: KeptSimulation): NormalizedSimulation | null {
  const r = kept.result ?? {};
  const installments = num(r.installments);
  if (installments <= 0 || num(r.installmentValue) <= 0) return null;
  return {
    entranceValue: num(r.entranceValue),
    installmentsValue: num(r.installmentValue),
    totalInstallments: installments,
    installmentsAvailable: [installments],
    hasOffers: false,
    finalInstallmentValue: num(r.residualValue),
    maxFinalInstallmentPercent: 0,
    minFinalInstallmentPercent: 0,
    legalText: typeof kept.legalText === 'string' ? kept.legalText : '',
    ...(typeof r.rateMonthly === 'number' ? { rateMonthly: r.rateMonthly } : {}),
    ...(typeof r.cetAnnual === 'number' ? { cetAnnual: r.cetAnnual } : {}),
    ...(typeof r.iof === 'number' ? { iof: r.iof } : {}),
  };
}
