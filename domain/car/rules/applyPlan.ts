import type { Part } from '../../../api/carSchemas.ts';
import { RuleError } from './RuleError.ts';
import { refinePlan } from './refinePlan.ts';
import { stateSignature } from './stateSignature.ts';
import type { PlanChoices, RulesState, SelectionPlan } from './types.ts';

/**
 * Applies a plan from {@link planSelection} and returns the new state (other fields of `state` are kept);
 * `state` itself is never changed. Removed parts leave the list, added parts are appended in plan order.
 * The colour becomes `choices.colorId` when given (it must be one of the plan's `validColorIds`), else
 * null when the plan says it must change, else it stays. A noop plan returns `state` as is.
 *
 * Throws {@link RuleError}: `stale-plan` (the state changed since planning), `blocked`,
 * `invalid-choice` (a pick is not among its options), `missing-choice` (a group has no pick yet) or
 * `invalid-color`.
 */
export function applyPlan<S extends RulesState>(state: S, plan: SelectionPlan, choices: PlanChoices = {}): S {
  if (stateSignature(state) !== plan.base)
    throw new RuleError('stale-plan', 'the car changed since the plan');
  const picks = choices.picks ?? {};
  const changed = Object.entries(picks).some(([key, id]) => plan.picks[key] !== id);
  const final = changed ? refinePlan(state, plan, choices) : plan;

  if (final.status === 'noop') return state;
  if (final.status === 'blocked')
    throw new RuleError('blocked', `cannot ${final.action} ${final.partId} (${final.blockedBy?.reason})`);
  if (final.rejectedPicks.length > 0)
    throw new RuleError('invalid-choice', `picks do not fit: ${final.rejectedPicks.join(', ')}`);
  if (final.status === 'needs-choice')
    throw new RuleError('missing-choice', 'a choice is still missing', final.choices);

  let color = state.color;
  if (choices.colorId !== undefined) {
    const chosen = state.catalog.colors.find((candidate) => candidate.id === choices.colorId);
    if (!chosen || !final.color.validColorIds.includes(chosen.id))
      throw new RuleError('invalid-color', `colour ${choices.colorId} is not valid after the change`);
    color = chosen;
  } else if (final.color.mustChange) {
    color = null;
  }

  const removed = new Set(final.remove);
  const added = final.add
    .map((id) => (Object.hasOwn(state.catalog.parts, id) ? state.catalog.parts[id] : undefined))
    .filter((part): part is Part => part !== undefined);
  return { ...state, parts: [...state.parts.filter((part) => !removed.has(part.id)), ...added], color };
}
