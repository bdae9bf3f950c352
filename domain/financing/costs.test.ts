import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n.ts';
import { costsText } from './costs.ts';
import { planMessages } from './i18n.ts';

describe('costsText', () => {
  it('writes the CET with two decimals, as the legal text does', () => {
    const t = createTranslator(planMessages, { language: 'pt-BR', brand: 'fiat', isHubPage: false });
    expect(costsText(t, { rateMonthly: 0.0149, cetAnnual: 0.225, iof: 2183.49 }, 'pt-BR')).toBe(
      'Taxa 1,49% a.m. · CET 22,50% a.a. · IOF R$\u00a02.183,49',
    );
  });
});
