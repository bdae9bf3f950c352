import { beforeEach, describe, expect, it } from 'vitest';
import { simulationInput } from '../../../test/examples/fixtures.ts';
import { keepSignInReturn, SIGN_IN_RETURN_TTL_MS, signInHref, takeSignInReturn } from './signInReturn.ts';

const KEY = 'hub:financing:sign-in:fiat';
const state = {
  source: 'CDC' as const,
  step: 'installment-register' as const,
  params: { entrancePercent: 30, numberOfInstallments: 36, finalInstallmentPercentage: 0 },
  chosen: {
    input: simulationInput,
    result: {
      entranceValue: 30000,
      installmentsValue: 2500,
      totalInstallments: 36,
      installmentsAvailable: [36],
      hasOffers: false,
      finalInstallmentValue: 0,
      maxFinalInstallmentPercent: 0,
      minFinalInstallmentPercent: 0,
      legalText: '',
    },
  },
  documents: { cpf: '529.982.247-25' },
};

beforeEach(() => sessionStorage.clear());

describe('signInReturn', () => {
  it('links to the sign-in page with the way back', () => {
    const href = signInHref('/entrar?brand=fiat', 'https://shop.example/financiamento?market=pt-BR');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://shop.example/entrar');
    expect(url.searchParams.get('brand')).toBe('fiat');
    expect(url.searchParams.get('returnUrl')).toBe('https://shop.example/financiamento?market=pt-BR');
  });

  it('gives back what was kept once, then nothing', () => {
    keepSignInReturn(sessionStorage, KEY, state, 1000);
    expect(takeSignInReturn(sessionStorage, KEY, 2000)).toMatchObject({
      step: 'installment-register',
      params: { numberOfInstallments: 36 },
      documents: { cpf: '529.982.247-25' },
    });
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(takeSignInReturn(sessionStorage, KEY, 2000)).toBeNull();
  });

  it('drops a round trip too old or a record it cannot trust', () => {
    keepSignInReturn(sessionStorage, KEY, state, 1000);
    expect(takeSignInReturn(sessionStorage, KEY, 1000 + SIGN_IN_RETURN_TTL_MS + 1)).toBeNull();
    sessionStorage.setItem(KEY, JSON.stringify({ ...state, savedAt: 1000, documents: { unexpected: 'x' } }));
    expect(takeSignInReturn(sessionStorage, KEY, 2000)).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(takeSignInReturn(sessionStorage, KEY, 2000)).toBeNull();
  });
});
