import { planSelection } from './planSelection.ts';
import { RuleError } from './RuleError.ts';
import { stateSignature } from './stateSignature.ts';
import type { PlanChoices, RulesState, SelectionPlan } from './types.ts';

/**
 * The plan again with the user's picks folded in, so the modal can show what a pick brings and removes.
 * A pick may open further choice groups (an alternative with alternatives of its own); the modal repeats
 * until `status` is no longer `'needs-choice'`. Throws {@link RuleError} `stale-plan` when the state is
 * not the one the plan was made from.
 */
export function refinePlan(state: RulesState, plan: SelectionPlan, choices: PlanChoices): SelectionPlan {
  if (stateSignature(state) !== plan.base)
    throw new RuleError('stale-plan', 'the car changed since the plan');
  return planSelection(state, plan.partId, plan.action, { ...plan.picks, ...choices.picks });
}
