import { describe, expect, it } from 'vitest';
import { identityProgress } from './identityProgress.ts';

const states = (status: Parameters<typeof identityProgress>[0]) =>
  identityProgress(status).map((step) => `${step.status}:${step.state}`);

describe('identityProgress', () => {
  it('shows the six steps in the seed order, done / current / next', () => {
    expect(states('VALIDATING_IDENTITY')).toEqual([
      'VALIDATING_IDENTITY:current',
      'VALIDATING_TOKEN:next',
      'AWAITING_INOVAMIND:next',
      'AWAITING_QUIZ:next',
      'SYNC_SALESFORCE:next',
      'PERSISTED_ON_HUB:next',
    ]);
    expect(states('AWAITING_QUIZ')).toEqual([
      'VALIDATING_IDENTITY:done',
      'VALIDATING_TOKEN:done',
      'AWAITING_INOVAMIND:done',
      'AWAITING_QUIZ:current',
      'SYNC_SALESFORCE:next',
      'PERSISTED_ON_HUB:next',
    ]);
  });

  it('marks every step done once the account is persisted', () => {
    expect(identityProgress('PERSISTED_ON_HUB').every((step) => step.state === 'done')).toBe(true);
  });
});
