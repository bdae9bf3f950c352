import { describe, expect, it } from 'vitest';
import { USERS } from '../../../api/sandbox/data/users.ts';
import { validateForm } from '../../../core/form/validateForm.ts';
import { personalDataOf } from '../personal-data/personalData.ts';
import { COMPLETION_STEPS, completionStart, nextStep, progressOf, stepRules } from './completionSteps.ts';

const [ana, , martina, pedro] = USERS;

describe('profile completion steps', () => {
  it('are the seed steps in the order they are asked', () => {
    expect(COMPLETION_STEPS).toEqual(['user-data', 'address-data', 'dealer-data', 'success-message']);
    expect(nextStep('user-data')).toBe('address-data');
    expect(nextStep('address-data')).toBe('dealer-data');
    expect(nextStep('dealer-data')).toBe('success-message');
    expect(nextStep('success-message')).toBe('success-message');
  });

  it('resume at the first step the kept profile does not satisfy', () => {
    expect(completionStart(pedro!, 'BR', 'pt-BR')).toBe('user-data');
    const withUserData = { ...pedro!, cpf: '52998224725', birthdate: '1985-02-01' };
    expect(completionStart(withUserData, 'BR', 'pt-BR')).toBe('address-data');
    expect(completionStart({ ...withUserData, address: ana!.address }, 'BR', 'pt-BR')).toBe('dealer-data');
    expect(completionStart(ana!, 'BR', 'pt-BR')).toBeNull();
    expect(completionStart(martina!, 'AR', 'es-AR')).toBeNull();
    expect(completionStart({ ...martina!, dealerCode: null }, 'AR', 'es-AR')).toBe('dealer-data');
  });

  it('a kept address with number 0 is not complete', () => {
    const profile = { ...ana!, address: { ...ana!.address!, number: '0' } };
    expect(completionStart(profile, 'BR', 'pt-BR')).toBe('address-data');
  });

  it('each step checks only its own fields', () => {
    const values = personalDataOf(pedro!, 'BR');
    expect(
      Object.keys(validateForm(values, stepRules('user-data', values, 'BR', 'pt-BR'), 'pt-BR')).sort(),
    ).toEqual(['birthdate', 'cpf']);
    expect(
      Object.keys(validateForm(values, stepRules('address-data', values, 'BR', 'pt-BR'), 'pt-BR')),
    ).toEqual(expect.arrayContaining(['address.postalCode', 'address.street', 'address.number']));
  });

  it('progress counts the asking steps', () => {
    expect(progressOf('user-data')).toEqual({ done: 0, total: 3 });
    expect(progressOf('dealer-data')).toEqual({ done: 2, total: 3 });
    expect(progressOf('success-message')).toEqual({ done: 3, total: 3 });
  });
});
