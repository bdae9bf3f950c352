import { applyPlan } from '../../domain/car/rules/applyPlan.ts';
import { planSelection } from '../../domain/car/rules/planSelection.ts';
import { refinePlan } from '../../domain/car/rules/refinePlan.ts';
import type { RulesState } from '../../domain/car/rules/types.ts';
import { benchCatalog, seededRandom } from './benchCatalog.ts';

/** Figures of {@link runRulesBench}, in milliseconds per selection (plan, picks and apply). */
export interface RulesBenchResult {
  parts: number;
  selections: number;
  meanMs: number;
  p95Ms: number;
  maxMs: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** One user action: plan, answer every choice with its first option, pick a colour when needed, apply. */
function select(state: RulesState, partId: string): RulesState {
  const selected = state.parts.some((part) => part.id === partId);
  let plan = planSelection(state, partId, selected ? 'remove' : 'add');
  const picks: Record<string, string> = {};
  for (let round = 0; plan.status === 'needs-choice' && round < 10; round += 1) {
    for (const group of plan.choices) picks[group.key] = group.options[0]!;
    plan = refinePlan(state, plan, { picks });
  }
  if (plan.status !== 'ready') return state;
  const colorId = plan.color.mustChange ? plan.color.validColorIds[0] : undefined;
  return applyPlan(state, plan, colorId === undefined ? {} : { colorId });
}

/**
 * Times the selection rules on the deterministic 300-part catalogue of {@link benchCatalog}: `selections`
 * random parts (toggled: added when absent, removed when present), each planned and applied with
 * `performance.now()`, after 100 untimed warm-up selections. Figures only; nothing is asserted.
 */
export function runRulesBench(options: { selections?: number; seed?: number } = {}): RulesBenchResult {
  const selections = options.selections ?? 2000;
  const catalog = benchCatalog(options.seed ?? 6);
  const ids = Object.keys(catalog.parts);
  const random = seededRandom((options.seed ?? 6) + 1);
  const pick = () => ids[Math.floor(random() * ids.length)]!;

  let state: RulesState = { catalog, parts: [], color: catalog.colors[0] ?? null };
  for (let i = 0; i < 100; i += 1) state = select(state, pick());

  state = { catalog, parts: [], color: catalog.colors[0] ?? null };
  const times: number[] = [];
  for (let i = 0; i < selections; i += 1) {
    const partId = pick();
    const start = performance.now();
    state = select(state, partId);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const sum = times.reduce((total, time) => total + time, 0);
  return {
    parts: ids.length,
    selections,
    meanMs: round(selections > 0 ? sum / selections : 0),
    p95Ms: round(sorted[Math.max(0, Math.ceil(sorted.length * 0.95) - 1)] ?? 0),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}
