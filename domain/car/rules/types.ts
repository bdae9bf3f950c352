import type { Color, Part } from '../../../api/carSchemas.ts';

/** What the version offers: every part by id and every colour. Inclusive, exclusive, alternative and
 * dependency lists refer to ids of `parts`; ids not found there (nor among the selected parts) are ignored. */
export interface Catalog {
  parts: Readonly<Record<string, Part>>;
  colors: readonly Color[];
}

/** The state the rules work on: the catalogue, the selected parts (in selection order) and the colour. */
export interface RulesState {
  catalog: Catalog;
  parts: readonly Part[];
  color: Color | null;
}

/** Add or remove a part. */
export type SelectionAction = 'add' | 'remove';

/**
 * A group of alternatives the user must pick one of before the plan can be applied.
 * `reason` is `'required'` when the owner is being added and `'replaced'` when a selected owner lost the
 * alternative it had (the plan removes it) and several others fit.
 */
export interface ChoiceGroup {
  /** Key of the pick in {@link PlanChoices.picks}: `<ownerId>#<index of the group>`. */
  key: string;
  ownerId: string;
  reason: 'required' | 'replaced';
  /** Ids that fit the rest of the plan (at least two). */
  options: string[];
}

/** What the user decided in the confirmation modal. */
export interface PlanChoices {
  /** One option per {@link ChoiceGroup.key}. */
  picks?: Readonly<Record<string, string>>;
  /** The new colour when the plan says the colour must change (must be one of `validColorIds`). */
  colorId?: string;
}

/** Why a plan cannot be applied. */
export interface PlanBlock {
  reason: 'unknown-part' | 'no-alternative';
  partId: string;
  /** The alternatives group with no fitting option, for `'no-alternative'`. */
  groupKey?: string;
}

/**
 * What selecting or removing a part will do, computed without changing anything
 * ({@link planSelection}); {@link applyPlan} makes it happen.
 *
 * - `ready`: can be applied. `needs-choice`: `choices` must be answered first. `blocked`: cannot be
 *   applied (`blockedBy` says why). `noop`: nothing to do (already selected / not selected).
 * - `add` and `remove` list every id added and removed, in order; `included`, `dependencies` and
 *   `alternatives` say which of `add` came from inclusive lists, dependency lists and alternative groups.
 * - `color.mustChange`: the current colour is not valid after the plan; `validColorIds` are the colours
 *   the user may pick instead.
 * - `goToColorStep`: a special part is added or removed, or the colour must change.
 * - `needsConfirmation`: the plan does more than toggle the one part (a radio swap inside its group does
 *   not count), must ask a choice or changes the colour, so the UI shows the modal.
 */
export interface SelectionPlan {
  partId: string;
  action: SelectionAction;
  /** Signature of the state the plan was made from; applying it to another state is refused. */
  base: string;
  /** Picks already folded into this plan. */
  picks: Readonly<Record<string, string>>;
  status: 'ready' | 'needs-choice' | 'blocked' | 'noop';
  blockedBy: PlanBlock | null;
  add: string[];
  remove: string[];
  included: string[];
  dependencies: string[];
  alternatives: string[];
  choices: ChoiceGroup[];
  /** Keys of picks that are not among their group's options (applying then fails with `invalid-choice`). */
  rejectedPicks: string[];
  color: { mustChange: boolean; validColorIds: string[] };
  goToColorStep: boolean;
  needsConfirmation: boolean;
}
