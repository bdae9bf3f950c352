import { describe, expect, it } from 'vitest';
import { benchCatalog, seededRandom } from '../../../scripts/bench/benchCatalog.ts';
import { applyPlan } from './applyPlan.ts';
import { isColorValid, validColors } from './colors.ts';
import { COLORS, colorsOf, deepFreeze, ids, part, stateOf } from './fixtures.ts';
import { planSelection } from './planSelection.ts';
import { RuleError } from './RuleError.ts';
import type { RulesState } from './types.ts';

const parts = [
  part('a', { inclusive: ['b'], exclusive: ['x'] }),
  part('b', { optionalColors: colorsOf('c1', 'c2') }),
  part('x'),
  part('y'),
];

describe('applyPlan', () => {
  it('removes, appends the added parts in plan order and keeps other fields', () => {
    const state = { ...stateOf(parts, ['y', 'x'], 'c1'), brand: 'jeep' };
    const next = applyPlan(state, planSelection(state, 'a', 'add'));
    expect(ids(next)).toEqual(['y', 'a', 'b']);
    expect(next).toMatchObject({ brand: 'jeep', color: { id: 'c1' } });
  });

  it('leaves the state untouched when a plan is made and then dropped (cancel)', () => {
    const state = deepFreeze(stateOf(parts, ['x'], 'c3'));
    const before = structuredClone(state);
    const plan = planSelection(state, 'a', 'add');
    expect(plan.needsConfirmation).toBe(true);
    expect(state).toEqual(before);
    const next = applyPlan(state, plan, { colorId: 'c2' });
    expect(state).toEqual(before);
    expect(next).not.toBe(state);
  });

  it('sets the chosen colour, or none when the colour must change and none was chosen', () => {
    const state = stateOf(parts, [], 'c3');
    const plan = planSelection(state, 'a', 'add');
    expect(applyPlan(state, plan, { colorId: 'c2' }).color?.id).toBe('c2');
    expect(applyPlan(state, plan).color).toBeNull();
    expect(() => applyPlan(state, plan, { colorId: 'c4' })).toThrow(RuleError);
  });

  it('refuses a plan made for another state', () => {
    const state = stateOf(parts, [], 'c1');
    const plan = planSelection(state, 'y', 'add');
    const changed = applyPlan(state, planSelection(state, 'x', 'add'));
    expect(() => applyPlan(changed, plan)).toThrow(expect.objectContaining({ code: 'stale-plan' }));
  });

  it('returns the same state for a noop plan', () => {
    const state = stateOf(parts, ['y']);
    expect(applyPlan(state, planSelection(state, 'y', 'add'))).toBe(state);
  });
});

describe('rules on the 300-part benchmark catalogue', () => {
  it('keep every selection closed under inclusion, one radio per group and a valid colour', () => {
    const catalog = benchCatalog(3);
    const partIds = Object.keys(catalog.parts);
    const random = seededRandom(11);
    let state: RulesState = { catalog, parts: [], color: catalog.colors[0]! };
    const problems: string[] = [];
    let applied = 0;
    for (let step = 0; step < 600; step += 1) {
      const id = partIds[Math.floor(random() * partIds.length)]!;
      let plan = planSelection(state, id, state.parts.some((p) => p.id === id) ? 'remove' : 'add');
      const picks: Record<string, string> = {};
      while (plan.status === 'needs-choice') {
        for (const group of plan.choices) picks[group.key] = group.options.at(-1)!;
        plan = planSelection(state, id, plan.action, picks);
      }
      if (plan.status !== 'ready') continue;
      state = applyPlan(state, plan, { picks });

      const selected = new Set(ids(state));
      if (selected.size !== state.parts.length) problems.push(`${step}: duplicates`);
      for (const p of state.parts.filter((candidate) => candidate.selectionType === 'check'))
        for (const needed of [...p.inclusive, ...(p.dependencies ?? [])])
          if (!selected.has(needed)) problems.push(`${step}: ${p.id} without ${needed}`);
      const groups = state.parts.filter((p) => p.selectionType === 'radio').map((p) => p.group);
      if (new Set(groups).size !== groups.length) problems.push(`${step}: two radios in a group`);
      if (state.color && !isColorValid(state, state.color.id)) problems.push(`${step}: invalid colour`);
      applied += 1;
    }
    expect(problems).toEqual([]);
    expect(applied).toBeGreaterThan(500);
  });
});

const colorIds = (state: ReturnType<typeof stateOf>) => validColors(state).map((color) => color.id);

describe('isColorValid / validColors', () => {
  it('accept every catalogue colour when no selected part limits colours', () => {
    const state = stateOf([part('a')], ['a']);
    expect(colorIds(state)).toEqual(COLORS.map((color) => color.id));
    expect(isColorValid(state, 'c5')).toBe(true);
    expect(isColorValid(state, 'unknown')).toBe(false);
  });

  it('accept only colours every limiting part allows', () => {
    const parts = [
      part('a', { optionalColors: colorsOf('c1', 'c2', 'c3') }),
      part('b', { optionalColors: colorsOf('c2', 'c3', 'c4') }),
    ];
    const state = stateOf(parts, ['a', 'b']);
    expect(colorIds(state)).toEqual(['c2', 'c3']);
    expect(isColorValid(state, 'c1')).toBe(false);
    expect(isColorValid(state, 'c3')).toBe(true);
  });

  it('ignore the colour lists of radio parts', () => {
    const state = stateOf([part('r', { selectionType: 'radio', optionalColors: colorsOf('c1') })], ['r']);
    expect(isColorValid(state, 'c4')).toBe(true);
  });
});

describe('planSelection: colour rules', () => {
  const limited = part('lim', { optionalColors: colorsOf('c1', 'c2') });

  it('force a colour change when an added part does not allow the current colour', () => {
    const plan = planSelection(stateOf([limited], [], 'c3'), 'lim', 'add');
    expect(plan.color).toEqual({ mustChange: true, validColorIds: ['c1', 'c2'] });
    expect(plan).toMatchObject({ goToColorStep: true, needsConfirmation: true });
  });

  it('keep the colour when an added part allows it', () => {
    expect(planSelection(stateOf([limited], [], 'c2'), 'lim', 'add').color.mustChange).toBe(false);
  });

  // Seed 000 §4: the colour changes only when it is no longer valid under the remaining parts. Removing
  // a part that limited colours (the painted roof) frees colours; it never forbids the one chosen.
  it('keep the colour when the removed part that limited colours listed it, and offer every colour', () => {
    const plan = planSelection(stateOf([limited], ['lim'], 'c1'), 'lim', 'remove');
    expect(plan.color).toEqual({ mustChange: false, validColorIds: ['c1', 'c2', 'c3', 'c4', 'c5'] });
    expect(plan).toMatchObject({ goToColorStep: false, needsConfirmation: false });
  });

  it('keep the colour also when the limiting part is removed by an exclusion', () => {
    const parts = [limited, part('a', { exclusive: ['lim'] })];
    const plan = planSelection(stateOf(parts, ['lim'], 'c2'), 'a', 'add');
    expect(plan).toMatchObject({
      remove: ['lim'],
      color: { mustChange: false, validColorIds: ['c1', 'c2', 'c3', 'c4', 'c5'] },
    });
  });

  it('force the change when the colour is no longer valid under the parts that stay', () => {
    const narrow = part('narrow', { optionalColors: colorsOf('c3') });
    const parts = [limited, narrow, part('a', { exclusive: ['lim'], inclusive: ['narrow'] })];
    const plan = planSelection(stateOf(parts, ['lim'], 'c1'), 'a', 'add');
    expect(plan).toMatchObject({
      remove: ['lim'],
      color: { mustChange: true, validColorIds: ['c3'] },
      goToColorStep: true,
    });
  });

  it('keep the colour when it was not in the removed list, or a remaining part lists it too', () => {
    expect(
      planSelection(stateOf([limited, part('x')], ['lim', 'x'], null), 'lim', 'remove').color.mustChange,
    ).toBe(false);
    const other = part('other', { optionalColors: colorsOf('c1', 'c5') });
    const plan = planSelection(stateOf([limited, other], ['lim', 'other'], 'c1'), 'lim', 'remove');
    expect(plan.color).toEqual({ mustChange: false, validColorIds: ['c1', 'c5'] });
  });

  it('go to the colour step when a special part is added or removed, even through an exclusion', () => {
    const parts = [part('s', { special: true }), part('a', { exclusive: ['s'] })];
    expect(planSelection(stateOf(parts), 's', 'add')).toMatchObject({
      goToColorStep: true,
      needsConfirmation: false,
    });
    expect(planSelection(stateOf(parts, ['s']), 's', 'remove').goToColorStep).toBe(true);
    expect(planSelection(stateOf(parts, ['s']), 'a', 'add').goToColorStep).toBe(true);
  });
});
