import { describe, expect, it } from 'vitest';
import { applyPlan } from './applyPlan.ts';
import { colorsOf, ids, part, stateOf } from './fixtures.ts';
import { planSelection } from './planSelection.ts';
import type { RuleError } from './RuleError.ts';
import { refinePlan } from './refinePlan.ts';

describe('planSelection: inclusive parts', () => {
  it('adds a part without rules alone, with no confirmation needed', () => {
    const plan = planSelection(stateOf([part('a')]), 'a', 'add');
    expect(plan).toMatchObject({ status: 'ready', add: ['a'], remove: [], needsConfirmation: false });
    expect(plan.goToColorStep).toBe(false);
  });

  it('follows a 25-deep inclusive chain, in order', () => {
    const chain = Array.from({ length: 25 }, (_, i) =>
      part(`p${i}`, { inclusive: i < 24 ? [`p${i + 1}`] : [] }),
    );
    const plan = planSelection(stateOf(chain), 'p0', 'add');
    expect(plan.add).toEqual(chain.map((p) => p.id));
    expect(plan.included).toEqual(chain.slice(1).map((p) => p.id));
    expect(plan.needsConfirmation).toBe(true);
  });

  it('terminates on cycles and self-inclusion', () => {
    const parts = [
      part('a', { inclusive: ['b', 'a'] }),
      part('b', { inclusive: ['c'] }),
      part('c', { inclusive: ['a', 'b'] }),
    ];
    expect(planSelection(stateOf(parts), 'b', 'add').add).toEqual(['b', 'c', 'a']);
  });

  it('does not re-add inclusive parts already selected and ignores unknown ids', () => {
    const parts = [part('a', { inclusive: ['b', 'ghost'] }), part('b')];
    expect(planSelection(stateOf(parts, ['b']), 'a', 'add').add).toEqual(['a']);
  });

  it('is a noop for a selected part, and blocked for an unknown one', () => {
    expect(planSelection(stateOf([part('a')], ['a']), 'a', 'add').status).toBe('noop');
    const unknown = planSelection(stateOf([part('a')]), 'zz', 'add');
    expect(unknown).toMatchObject({ status: 'blocked', blockedBy: { reason: 'unknown-part', partId: 'zz' } });
  });
});

describe('planSelection: exclusive parts', () => {
  it('removes selected parts the added part excludes', () => {
    const parts = [part('a', { exclusive: ['x'] }), part('x'), part('y')];
    const plan = planSelection(stateOf(parts, ['x', 'y']), 'a', 'add');
    expect(plan).toMatchObject({ add: ['a'], remove: ['x'], needsConfirmation: true });
  });

  it('removes selected parts excluded by the inclusive parts of the added one', () => {
    const parts = [
      part('a', { inclusive: ['b'] }),
      part('b', { inclusive: ['c'] }),
      part('c', { exclusive: ['x'] }),
      part('x'),
    ];
    expect(planSelection(stateOf(parts, ['x']), 'a', 'add').remove).toEqual(['x']);
  });

  it('reads exclusion both ways: a selected part that excludes the added one goes', () => {
    const parts = [part('a'), part('x', { exclusive: ['a'] })];
    expect(planSelection(stateOf(parts, ['x']), 'a', 'add').remove).toEqual(['x']);
  });

  it('removes the selected packages that include an excluded part', () => {
    const parts = [
      part('a', { exclusive: ['x'] }),
      part('x'),
      part('pack', { inclusive: ['x'] }),
      part('outer', { inclusive: ['pack'] }),
    ];
    const plan = planSelection(stateOf(parts, ['pack', 'x', 'outer']), 'a', 'add');
    expect(plan.remove.sort()).toEqual(['outer', 'pack', 'x']);
  });

  it('lets inclusion win over exclusion inside the added closure', () => {
    const parts = [part('a', { inclusive: ['b', 'c'] }), part('b', { exclusive: ['c'] }), part('c')];
    const plan = planSelection(stateOf(parts), 'a', 'add');
    expect(plan).toMatchObject({ add: ['a', 'b', 'c'], remove: [] });
  });
});

describe('planSelection: removing', () => {
  it('removes the part and the selected parts that include or depend on it, keeping what it included', () => {
    const parts = [
      part('pack', { inclusive: ['b'] }),
      part('b', { inclusive: ['c'] }),
      part('c'),
      part('needs-b', { dependencies: ['b'] }),
    ];
    const plan = planSelection(stateOf(parts, ['pack', 'b', 'c', 'needs-b']), 'b', 'remove');
    expect(plan.remove.sort()).toEqual(['b', 'needs-b', 'pack']);
    expect(plan.add).toEqual([]);
  });

  it('is a noop for a part that is not selected', () => {
    expect(planSelection(stateOf([part('a')]), 'a', 'remove').status).toBe('noop');
  });
});

describe('planSelection: radio parts', () => {
  const parts = [
    part('r1', { selectionType: 'radio', group: 'wheels' }),
    part('r2', {
      selectionType: 'radio',
      group: 'wheels',
      inclusive: ['x'],
      exclusive: ['y'],
      optionalColors: colorsOf('c2'),
    }),
    part('s1', { selectionType: 'radio', group: 'seats' }),
    part('x'),
    part('y'),
  ];

  it('replaces the radio of the same group and nothing else', () => {
    const plan = planSelection(stateOf(parts, ['r1', 's1', 'y'], 'c1'), 'r2', 'add');
    expect(plan).toMatchObject({ status: 'ready', add: ['r2'], remove: ['r1'] });
    expect(plan.color.mustChange).toBe(false);
    expect(plan.needsConfirmation).toBe(false);
  });

  it('is not added, removed or excluded by check parts', () => {
    const withPack = [...parts, part('pack', { inclusive: ['s1'], exclusive: ['r1'] })];
    const plan = planSelection(stateOf(withPack, ['r1']), 'pack', 'add');
    expect(plan).toMatchObject({ add: ['pack'], remove: [] });
  });

  it('is removed alone', () => {
    const plan = planSelection(stateOf(parts, ['r1', 's1']), 'r1', 'remove');
    expect(plan).toMatchObject({ status: 'ready', add: [], remove: ['r1'], needsConfirmation: false });
  });

  it('sends special radio parts to the colour step', () => {
    const special = [part('r', { selectionType: 'radio', special: true })];
    expect(planSelection(stateOf(special), 'r', 'add').goToColorStep).toBe(true);
  });

  it('applies to one radio per group', () => {
    const state = applyPlan(stateOf(parts, ['r1']), planSelection(stateOf(parts, ['r1']), 'r2', 'add'));
    expect(ids(state)).toEqual(['r2']);
  });
});

const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as RuleError;
  }
  throw new Error('expected a RuleError');
};

describe('dependencies', () => {
  it('are added with what they include, and reported', () => {
    const parts = [part('a', { dependencies: ['d'] }), part('d', { inclusive: ['e'] }), part('e')];
    const plan = planSelection(stateOf(parts), 'a', 'add');
    expect(plan).toMatchObject({
      status: 'ready',
      add: ['a', 'd', 'e'],
      dependencies: ['d'],
      included: ['e'],
    });
    expect(plan.needsConfirmation).toBe(true);
  });

  it('are not re-added when selected', () => {
    const parts = [part('a', { dependencies: ['d'] }), part('d')];
    expect(planSelection(stateOf(parts, ['d']), 'a', 'add')).toMatchObject({ add: ['a'], dependencies: [] });
  });
});

describe('alternatives', () => {
  const parts = [
    part('a', { alternatives: [['x', 'y', 'z']] }),
    part('x'),
    part('y', { inclusive: ['w'] }),
    part('z'),
    part('w'),
  ];

  it('ask for one of several options and apply the pick with what it includes', () => {
    const state = stateOf(parts);
    const plan = planSelection(state, 'a', 'add');
    expect(plan.status).toBe('needs-choice');
    expect(plan.choices).toEqual([
      { key: 'a#0', ownerId: 'a', reason: 'required', options: ['x', 'y', 'z'] },
    ]);
    expect(errorOf(() => applyPlan(state, plan)).code).toBe('missing-choice');

    const refined = refinePlan(state, plan, { picks: { 'a#0': 'y' } });
    expect(refined).toMatchObject({ status: 'ready', add: ['a', 'y', 'w'], alternatives: ['y'] });
    expect(ids(applyPlan(state, plan, { picks: { 'a#0': 'y' } }))).toEqual(['a', 'y', 'w']);
  });

  it('need no choice when one option is already selected', () => {
    expect(planSelection(stateOf(parts, ['z']), 'a', 'add')).toMatchObject({ status: 'ready', add: ['a'] });
  });

  it('add the only option that fits without asking', () => {
    const narrowed = [
      ...parts.slice(1),
      part('a', { alternatives: [['x', 'y', 'z']], exclusive: ['x', 'w'] }),
    ];
    expect(planSelection(stateOf(narrowed), 'a', 'add')).toMatchObject({
      status: 'ready',
      add: ['a', 'z'],
      alternatives: ['z'],
    });
  });

  it('block the plan when no option fits', () => {
    const none = [part('a', { alternatives: [['x']], exclusive: ['x'] }), part('x')];
    const state = stateOf(none);
    const plan = planSelection(state, 'a', 'add');
    expect(plan).toMatchObject({
      status: 'blocked',
      blockedBy: { reason: 'no-alternative', partId: 'a', groupKey: 'a#0' },
    });
    expect(plan.needsConfirmation).toBe(false);
    expect(errorOf(() => applyPlan(state, plan)).code).toBe('blocked');
  });

  it('reject a pick that is not among the options', () => {
    const state = stateOf(parts);
    const plan = planSelection(state, 'a', 'add');
    expect(errorOf(() => applyPlan(state, plan, { picks: { 'a#0': 'a' } })).code).toBe('invalid-choice');
  });

  it('open the nested choices of a picked option', () => {
    const nested = [...parts, part('n', { alternatives: [['p', 'q']] }), part('p'), part('q')];
    nested[0] = part('a', { alternatives: [['x', 'n']] });
    const state = stateOf(nested);
    const first = refinePlan(state, planSelection(state, 'a', 'add'), { picks: { 'a#0': 'n' } });
    expect(first.choices.map((group) => group.key)).toEqual(['n#0']);
    const second = refinePlan(state, first, { picks: { 'n#0': 'q' } });
    expect(second).toMatchObject({ status: 'ready', add: ['a', 'n', 'q'] });
  });

  it('ask again when an added part excludes the chosen alternative of a selected part', () => {
    const owner = [
      part('q', { alternatives: [['s', 't', 'u']] }),
      part('s'),
      part('t'),
      part('u'),
      part('a', { exclusive: ['s'] }),
    ];
    const plan = planSelection(stateOf(owner, ['q', 's']), 'a', 'add');
    expect(plan).toMatchObject({ status: 'needs-choice', remove: ['s'] });
    expect(plan.choices).toEqual([{ key: 'q#0', ownerId: 'q', reason: 'replaced', options: ['t', 'u'] }]);
  });

  it('replace a removed alternative by the only other one, or drop the owner when none is left', () => {
    const owner = [
      part('q', { alternatives: [['s', 't']] }),
      part('s'),
      part('t'),
      part('a', { exclusive: ['s'] }),
    ];
    expect(planSelection(stateOf(owner, ['q', 's']), 's', 'remove')).toMatchObject({
      add: ['t'],
      remove: ['s'],
    });
    const strict = [...owner.slice(0, 3), part('a', { exclusive: ['s', 't'] })];
    expect(planSelection(stateOf(strict, ['q', 's']), 'a', 'add').remove.sort()).toEqual(['q', 's']);
  });
});
