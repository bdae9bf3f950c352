import { describe, expect, it } from 'vitest';
import { toMembership } from './membership.ts';

describe('loyalty membership', () => {
  it('the programme and the points, when given as numbers or numeric text', () => {
    expect(toMembership({ program: 'Jeep Nation', points: '120' })).toEqual({
      program: 'Jeep Nation',
      points: 120,
    });
    expect(toMembership({ program: 'Jeep Wave' })).toEqual({ program: 'Jeep Wave', points: null });
  });

  it('an answer without a programme is a failure (the widget offers a retry)', () => {
    expect(() => toMembership({ points: 3 })).toThrow();
    expect(() => toMembership(null)).toThrow();
  });
});
