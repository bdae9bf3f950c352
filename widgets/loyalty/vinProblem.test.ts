import { describe, expect, it } from 'vitest';
import { vinProblem } from './vinProblem.ts';

describe('the VIN asked for eligibility', () => {
  it('empty: asked for; 17 characters without I, O, Q: fine (any case, spaces around)', () => {
    expect(vinProblem('  ')).toBe('vinRequired');
    expect(vinProblem('988MRJ269PC312953')).toBeNull();
    expect(vinProblem(' 988mrj269pc312953 ')).toBeNull();
  });

  it('too short, too long or with I, O, Q: invalid', () => {
    expect(vinProblem('988MRJ269PC31295')).toBe('vinInvalid');
    expect(vinProblem('988MRJ269PC3129533')).toBe('vinInvalid');
    expect(vinProblem('988MRJ269PC31295O')).toBe('vinInvalid');
    expect(vinProblem('988MRJ269PC3129-3')).toBe('vinInvalid');
  });
});
