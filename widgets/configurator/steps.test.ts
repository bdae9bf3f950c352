import { describe, expect, it } from 'vitest';
import { doneSteps, furthestOf } from './steps.ts';

describe('configurator steps: what is drawn as done', () => {
  it('the steps before the furthest reached, the current one excepted', () => {
    expect(doneSteps('color', 'color', true)).toEqual(['version', 'optionals']);
    // Back at the version after reaching the summary: the later steps stay done.
    expect(doneSteps('resume', 'version', true)).toEqual([
      'optionals',
      'color',
      'coating',
      'accessories',
      'services',
    ]);
  });
  it('nothing is done before a version is chosen', () => {
    expect(doneSteps('color', 'version', false)).toEqual([]);
  });
  it('the furthest of two steps', () => {
    expect(furthestOf('color', 'version')).toBe('color');
    expect(furthestOf('version', 'resume')).toBe('resume');
  });
});
