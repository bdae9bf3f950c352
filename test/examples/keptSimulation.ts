import type { SimulationRecordPayload } from '../../api/funding.payloads.ts';

/**
 * A NEXT plan as the funding service keeps it (`POST simulate`): a Mobi at R$ 120.000, 40 % entrance,
 * 36 months, 30 % final installment. Shared by the component tests and the stories of a reopened
 * simulation.
 */
export const KEPT_NEXT_PLAN: SimulationRecordPayload = {
  mvs: '826D7L3',
  year: 2026,
  price: 120000,
  colorCode: '249',
  entrancePercent: 40,
  numberOfInstallments: 36,
  finalInstallmentPercentage: 30,
  source: 'NEXT',
  planType: 'MSC',
};
