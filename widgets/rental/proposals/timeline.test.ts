import { describe, expect, it } from 'vitest';
import { currentStatus, hasEnded, RENTAL_STATUSES, statusColour, timelineOf } from './timeline.ts';

const step = (status: string, done: boolean, at: string | null = done ? '2025-01-10' : null) => ({
  status,
  at,
  done,
});

describe('statusColour (seed 001 §7 tag colours)', () => {
  it('gives every status one of the six colours, and uses all six', () => {
    const colours = RENTAL_STATUSES.map(statusColour);
    expect(new Set(colours)).toEqual(new Set(['black', 'red', 'yellow', 'blue', 'dark-green', 'lime-green']));
  });

  it.each([
    ['FINANCIAL_ANALYSIS_REPROVED', 'red'],
    ['EXPIRED_PROPOSAL', 'black'],
    ['FINANCIAL_ANALYSIS_IN_PROGRESS', 'yellow'],
    ['CONTRACT_SIGN_IN_PROGRESS', 'yellow'],
    ['IN_TRANSIT', 'blue'],
    ['CONTRACT_SIGN_DONE', 'dark-green'],
    ['DELIVERED', 'lime-green'],
  ])('%s is %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });
});

describe('timelineOf', () => {
  it('marks the steps before the last reached as done, that one current, the rest ahead', () => {
    const entries = timelineOf([
      step('PROPOSAL_CREATED', true),
      step('FINANCIAL_ANALYSIS_IN_PROGRESS', true, '2025-02-10'),
      step('FINANCIAL_ANALYSIS_APPROVED', false),
      step('DELIVERED', false),
    ]);
    expect(entries.map((e) => e.state)).toEqual(['done', 'current', 'ahead', 'ahead']);
    expect(entries[1]).toEqual({
      status: 'FINANCIAL_ANALYSIS_IN_PROGRESS',
      at: '2025-02-10',
      state: 'current',
    });
    expect(entries[2]?.at).toBeNull();
  });

  it('ends a reproved or expired proposal where it stopped', () => {
    const reproved = [step('PROPOSAL_CREATED', true), step('FINANCIAL_ANALYSIS_REPROVED', true)];
    expect(timelineOf(reproved).map((e) => e.state)).toEqual(['done', 'current']);
    expect(hasEnded(reproved)).toBe(true);
    expect(currentStatus(reproved)).toBe('FINANCIAL_ANALYSIS_REPROVED');
  });

  it('has the first step current when nothing was reached yet', () => {
    expect(currentStatus([step('PROPOSAL_CREATED', false)])).toBe('PROPOSAL_CREATED');
    expect(timelineOf([step('PROPOSAL_CREATED', false)])[0]?.state).toBe('ahead');
  });
});
