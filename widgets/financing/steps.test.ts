import { describe, expect, it } from 'vitest';
import {
  balloonOf,
  isExternal,
  pageStateOf,
  simulatorStep,
  stageOf,
  stagesDone,
  stepOfStatus,
} from './steps.ts';

describe('the funding flow’s steps', () => {
  it('each source has its simulator screen', () => {
    expect(simulatorStep('CDC')).toBe('cdc-simulator');
    expect(simulatorStep('NEXT')).toBe('next-simulator');
    expect(simulatorStep('PSA_TRADITIONAL')).toBe('page-initial-data');
    expect(simulatorStep('PSA_BALAO')).toBe('page-initial-data');
  });

  it('NEXT and PSA balloon have a final installment; PSA plans go to the bank’s own flow', () => {
    expect(['CDC', 'NEXT', 'PSA_TRADITIONAL', 'PSA_BALAO'].filter((s) => balloonOf(s as 'CDC'))).toEqual([
      'NEXT',
      'PSA_BALAO',
    ]);
    expect(['CDC', 'NEXT', 'PSA_TRADITIONAL', 'PSA_BALAO'].filter((s) => isExternal(s as 'CDC'))).toEqual([
      'PSA_TRADITIONAL',
      'PSA_BALAO',
    ]);
    expect(balloonOf(null)).toBe(false);
    expect(isExternal(null)).toBe(false);
  });

  it('a proposal’s answer leads to approved, denied or the resume', () => {
    expect(stepOfStatus('FORMALIZATION')).toBe('installment-approved');
    expect(stepOfStatus('DENIED_PROPOSAL')).toBe('installment-denied');
    expect(stepOfStatus('PENDING_DOCUMENT')).toBe('funding-resume');
  });

  it('the page state of each step; the comparator and a failed simulation are states of the plans', () => {
    expect(pageStateOf('installment-register', false, false)).toBe('lead-form');
    expect(pageStateOf('next-lead-form', false, false)).toBe('lead-form');
    expect(pageStateOf('installment-terms-and-conditions', false, false)).toBe('terms');
    expect(pageStateOf('external-flow-error', false, false)).toBe('error');
    for (const step of [
      'loading-propose-result',
      'installment-approved',
      'installment-denied',
      'funding-resume',
    ])
      expect(pageStateOf(step as 'funding-resume', true, true)).toBe('proposal');
    expect(pageStateOf('cdc-simulator', false, false)).toBe('plans');
    expect(pageStateOf('cdc-simulator', true, true)).toBe('comparator');
    expect(pageStateOf('next-simulator', false, true)).toBe('error');
    expect(pageStateOf('flow-selection', false, false)).toBe('plans');
    expect(pageStateOf('installment-check', false, false)).toBe('plans');
  });
});

describe('the stages the stepper shows', () => {
  it('each screen belongs to one stage', () => {
    expect(
      ['flow-selection', 'cdc-simulator', 'next-simulator', 'page-initial-data'].map((s) =>
        stageOf(s as 'cdc-simulator'),
      ),
    ).toEqual(['simulation', 'simulation', 'simulation', 'simulation']);
    expect(stageOf('installment-check')).toBe('plan');
    expect(stageOf('installment-register')).toBe('data');
    expect(stageOf('next-lead-form')).toBe('data');
    expect(stageOf('installment-terms-and-conditions')).toBe('terms');
    expect(stageOf('external-flow-error')).toBe('terms');
    for (const step of [
      'loading-propose-result',
      'installment-approved',
      'installment-denied',
      'funding-resume',
    ])
      expect(stageOf(step as 'funding-resume')).toBe('result');
  });
  it('the stages before the current one are done', () => {
    expect(stagesDone('simulation')).toEqual([]);
    expect(stagesDone('data')).toEqual(['simulation', 'plan']);
    expect(stagesDone('result')).toEqual(['simulation', 'plan', 'data', 'terms']);
  });
});
