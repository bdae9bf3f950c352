import type { Part } from '../../../api/carSchemas.ts';
import type { ChoiceGroup, PlanBlock, RulesState, SelectionAction } from './types.ts';

/** Why a part is added by a plan. */
export type AddReason = 'target' | 'included' | 'dependency' | 'alternative';

/** The raw outcome of {@link resolveSelection}; {@link planSelection} turns it into a plan. */
export interface Resolution {
  noop: boolean;
  /** The target is a radio part (a swap inside its group is no conflict to confirm). */
  radio: boolean;
  add: string[];
  remove: string[];
  reasons: Map<string, AddReason>;
  choices: ChoiceGroup[];
  blockedBy: PlanBlock | null;
  rejectedPicks: string[];
}

function outcome(partial: Partial<Resolution>): Resolution {
  return {
    noop: false,
    radio: false,
    add: [],
    remove: [],
    reasons: new Map(),
    choices: [],
    blockedBy: null,
    rejectedPicks: [],
    ...partial,
  };
}

const radioGroup = (part: Part) => part.group ?? `#${part.id}`;

/** Radio parts: exclusive by group, no other rule. */
function resolveRadio(state: RulesState, target: Part, action: SelectionAction): Resolution {
  const selected = state.parts.some((part) => part.id === target.id);
  if (action === 'remove') return outcome(selected ? { radio: true, remove: [target.id] } : { noop: true });
  if (selected) return outcome({ noop: true });
  const group = radioGroup(target);
  const remove = state.parts
    .filter((part) => part.selectionType === 'radio' && radioGroup(part) === group)
    .map((part) => part.id);
  return outcome({ radio: true, add: [target.id], remove, reasons: new Map([[target.id, 'target']]) });
}

/**
 * The selection engine behind {@link planSelection}. Check parts follow the optional rules:
 *
 * 1. Adding a part locks it and, breadth first, everything its `inclusive` and `dependencies` lists
 *    reach (a visited set makes cycles terminate). Locked parts are never removed by the same plan, so
 *    inside one closure inclusion wins over exclusion.
 * 2. A selected, unlocked part is removed when a locked part excludes it or it excludes a locked part.
 * 3. Removing a part also removes the selected parts that include it or depend on it, recursively
 *    (a package cannot stay without its content). Included parts of a removed part stay.
 * 4. Each alternatives group of a locked part — or of a selected part whose chosen alternative was
 *    removed — must hold one selected id: a pick from `picks`, else the only option that fits, else a
 *    {@link ChoiceGroup}. With no fitting option a locked owner blocks the plan and a selected owner is
 *    removed. Options fit when neither they nor what they bring conflict with the locked parts or were
 *    removed by the plan.
 *
 * Steps 2–4 repeat until nothing changes; every round locks or removes at least one part, so it ends.
 * Radio and unknown ids inside the lists are ignored.
 */
export function resolveSelection(
  state: RulesState,
  partId: string,
  action: SelectionAction,
  picks: Readonly<Record<string, string>>,
): Resolution {
  const catalog = state.catalog.parts;
  const selected = new Map(state.parts.map((part) => [part.id, part]));
  const lookup = (id: string) => (Object.hasOwn(catalog, id) ? catalog[id] : selected.get(id));
  const checkPart = (id: string) => {
    const part = lookup(id);
    return part && part.selectionType !== 'radio' ? part : undefined;
  };

  const target = lookup(partId);
  if (!target) return outcome({ blockedBy: { reason: 'unknown-part', partId } });
  if (target.selectionType === 'radio') return resolveRadio(state, target, action);
  if (selected.has(partId) === (action === 'add')) return outcome({ noop: true });

  const final = new Set(selected.keys());
  const locked = new Set<string>();
  const removed = new Set<string>();
  const excludedByLocked = new Set<string>();
  const add: string[] = [];
  const reasons = new Map<string, AddReason>();
  const requiredBy = new Map<string, string[]>();
  for (const part of state.parts) {
    if (part.selectionType === 'radio') continue;
    for (const id of [...part.inclusive, ...(part.dependencies ?? [])]) {
      const owners = requiredBy.get(id);
      if (owners) owners.push(part.id);
      else requiredBy.set(id, [part.id]);
    }
  }

  const lock = (root: string, reason: AddReason) => {
    const queue: [string, AddReason][] = [[root, reason]];
    for (let i = 0; i < queue.length; i += 1) {
      const [id, why] = queue[i]!;
      const part = locked.has(id) ? undefined : checkPart(id);
      if (!part) continue;
      locked.add(id);
      if (!final.has(id)) {
        final.add(id);
        add.push(id);
        reasons.set(id, why);
      }
      for (const excluded of part.exclusive) excludedByLocked.add(excluded);
      for (const next of part.inclusive) if (!locked.has(next)) queue.push([next, 'included']);
      for (const next of part.dependencies ?? []) if (!locked.has(next)) queue.push([next, 'dependency']);
    }
  };

  const removeCascade = (root: string) => {
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (!final.has(id) || locked.has(id)) continue;
      final.delete(id);
      removed.add(id);
      for (const owner of requiredBy.get(id) ?? []) stack.push(owner);
    }
  };

  const conflicts = (id: string, part: Part) =>
    excludedByLocked.has(id) || part.exclusive.some((excluded) => locked.has(excluded));

  const applyExclusions = () => {
    for (const id of [...final]) {
      const part = locked.has(id) ? undefined : checkPart(id);
      if (part && final.has(id) && conflicts(id, part)) removeCascade(id);
    }
  };

  const fits = (optionId: string) => {
    const seen = new Set<string>();
    const queue = [optionId];
    for (let i = 0; i < queue.length; i += 1) {
      const id = queue[i]!;
      if (seen.has(id)) continue;
      seen.add(id);
      const part = checkPart(id);
      if (!part) {
        if (id === optionId) return false;
        continue;
      }
      if (removed.has(id) || conflicts(id, part)) return false;
      queue.push(...part.inclusive, ...(part.dependencies ?? []));
    }
    return true;
  };

  let choices: ChoiceGroup[] = [];
  let rejectedPicks: string[] = [];
  let blockedBy: PlanBlock | null = null;

  /** One round of step 4; true when it locked or removed something (the caller repeats). */
  const alternativesRound = (): boolean => {
    choices = [];
    rejectedPicks = [];
    for (const ownerId of final) {
      const groups = checkPart(ownerId)?.alternatives;
      if (!groups) continue;
      const owned = locked.has(ownerId);
      for (const [index, group] of groups.entries()) {
        if (group.some((id) => final.has(id))) continue;
        if (!owned && !group.some((id) => selected.has(id))) continue;
        const key = `${ownerId}#${index}`;
        const options = [...new Set(group)].filter(fits);
        const pick = picks[key];
        if (pick !== undefined && options.includes(pick)) {
          lock(pick, 'alternative');
          return true;
        }
        if (pick !== undefined) rejectedPicks.push(key);
        if (options.length === 1) {
          lock(options[0]!, 'alternative');
          return true;
        }
        if (options.length === 0) {
          if (!owned) {
            removeCascade(ownerId);
            return true;
          }
          blockedBy = { reason: 'no-alternative', partId: ownerId, groupKey: key };
          return false;
        }
        choices.push({ key, ownerId, reason: owned ? 'required' : 'replaced', options });
      }
    }
    return false;
  };

  if (action === 'add') lock(partId, 'target');
  else removeCascade(partId);
  do applyExclusions();
  while (alternativesRound());

  return outcome({ add, remove: [...removed], reasons, choices, blockedBy, rejectedPicks });
}
