import { describe, expect, it } from 'vitest';
import { toMember } from './member.ts';

describe('loyalty member', () => {
  it('reads the member id, the medals earned (ids or records) and the ranking place', () => {
    expect(
      toMember({
        program: 'Jeep Nation',
        points: 250,
        userId: 'U-1',
        medals: ['WELCOME', { medalId: 'OFF_ROAD' }, 3],
        rankingPosition: '21',
      }),
    ).toEqual({
      program: 'Jeep Nation',
      points: 250,
      userId: 'U-1',
      medals: ['WELCOME', 'OFF_ROAD', '3'],
      rankingPosition: 21,
    });
  });

  it('missing fields read as absent; no programme is a failure', () => {
    expect(toMember({ program: 'Ram Club' })).toEqual({
      program: 'Ram Club',
      points: null,
      userId: null,
      medals: [],
      rankingPosition: null,
    });
    expect(() => toMember({ points: 1 })).toThrow();
  });
});
