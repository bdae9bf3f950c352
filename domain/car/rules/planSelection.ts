import type { Part } from '../../../api/carSchemas.ts';
import { validColors } from './colors.ts';
import { resolveSelection } from './resolveSelection.ts';
import { stateSignature } from './stateSignature.ts';
import type { RulesState, SelectionAction, SelectionPlan } from './types.ts';

/**
 * Plans adding or removing a part without changing anything: what will be added (with why) and
 * removed, which alternatives the user must pick, whether the colour must change and to which colours,
 * and whether the screen must go to the colour step. Show it in the confirmation modal when
 * `needsConfirmation`; apply it with {@link applyPlan}, or drop it to cancel. The rules are described on
 * {@link resolveSelection}; the colour rules are:
 *
 * - after the plan, the current colour must be valid ({@link isColorValid}) under the parts that stay:
 *   only then must it change (seed 000 §4, "if a removed optional restricted colours and the current
 *   colour is among them"; issue 14 item 8). Removing a part that limited colours, such as the painted
 *   roof, frees colours: it never forces a change of a colour still valid, and `validColorIds` lists
 *   every colour the remaining parts allow.
 *
 * @param picks answers to earlier choice groups (see {@link refinePlan}).
 */
export function planSelection(
  state: RulesState,
  partId: string,
  action: SelectionAction,
  picks: Readonly<Record<string, string>> = {},
): SelectionPlan {
  const resolution = resolveSelection(state, partId, action, picks);
  const removedIds = new Set(resolution.remove);
  const find = (id: string) =>
    (Object.hasOwn(state.catalog.parts, id) ? state.catalog.parts[id] : undefined) ??
    state.parts.find((part) => part.id === id);
  const addedParts = resolution.add.map(find).filter((part): part is Part => part !== undefined);
  const removedParts = state.parts.filter((part) => removedIds.has(part.id));
  const after = [...state.parts.filter((part) => !removedIds.has(part.id)), ...addedParts];

  const validColorIds = validColors({ catalog: state.catalog, parts: after }).map((color) => color.id);
  const applicable = !resolution.noop && resolution.blockedBy === null;
  const mustChange = applicable && state.color !== null && !validColorIds.includes(state.color.id);
  const special = [...addedParts, ...removedParts].some((part) => part.special === true);
  const status = resolution.noop
    ? 'noop'
    : resolution.blockedBy
      ? 'blocked'
      : resolution.choices.length > 0
        ? 'needs-choice'
        : 'ready';
  const byReason = (reason: string) => resolution.add.filter((id) => resolution.reasons.get(id) === reason);

  return {
    partId,
    action,
    base: stateSignature(state),
    picks: { ...picks },
    status,
    blockedBy: resolution.blockedBy,
    add: resolution.add,
    remove: resolution.remove,
    included: byReason('included'),
    dependencies: byReason('dependency'),
    alternatives: byReason('alternative'),
    choices: resolution.choices,
    rejectedPicks: resolution.rejectedPicks,
    color: { mustChange, validColorIds },
    goToColorStep: applicable && (mustChange || special),
    needsConfirmation:
      applicable &&
      (status === 'needs-choice' ||
        mustChange ||
        (!resolution.radio && resolution.add.length + resolution.remove.length > 1)),
  };
}
