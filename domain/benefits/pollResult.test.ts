import { describe, expect, it } from 'vitest';
import { pollResult } from './pollResult.ts';

const options = (...votes: number[]) =>
  votes.map((n, i) => ({ id: `OPT-${i + 1}`, text: `Option ${i + 1}`, votes: n }));

describe('pollResult', () => {
  it('is partial below the target and says how many votes are missing', () => {
    const result = pollResult({ target: 500, options: options(120, 84, 61) });
    expect(result).toMatchObject({ total: 265, final: false, missing: 235 });
    expect(result.shares.map((s) => s.percent)).toEqual([45, 32, 23]);
  });

  it('is final once the target number of members has voted, and stays so above it', () => {
    expect(pollResult({ target: 300, options: options(150, 150) })).toMatchObject({
      final: true,
      missing: 0,
    });
    expect(pollResult({ target: 300, options: options(142, 97, 88) })).toMatchObject({
      final: true,
      missing: 0,
    });
  });

  it('gives 0 % to every option of a poll nobody voted in yet', () => {
    const result = pollResult({ target: 10, options: options(0, 0) });
    expect(result.shares.map((s) => s.percent)).toEqual([0, 0]);
    expect(result).toMatchObject({ final: false, missing: 10 });
  });
});
