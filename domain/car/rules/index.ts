/**
 * The configurator's rules: plain functions with no React or DOM (seed 000 §3, §4 "Optional rules";
 * issue 6). Plan a selection, show the plan, apply it; colours, totals and car codes.
 */

export * from '../../../api/carSchemas.ts';
export { applyPlan } from './applyPlan.ts';
export { isColorValid, limitsColors, validColors } from './colors.ts';
export { computeTotals, type Totals, type TotalsInput } from './computeTotals.ts';
export { createCatalog } from './createCatalog.ts';
export { planSelection } from './planSelection.ts';
export { RuleError, type RuleErrorCode } from './RuleError.ts';
export { refinePlan } from './refinePlan.ts';
export {
  type CarCodeLayout,
  type CarCodeOverrides,
  type CarCodeParts,
  LONG_CAR_CODE,
  SHORT_CAR_CODE,
  splitCarCode,
} from './splitCarCode.ts';
export type * from './types.ts';
