import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { isCouponApplicable } from './isCouponApplicable.ts';
import { isQuotationPriceChangeValid } from './isQuotationPriceChangeValid.ts';
import { quotationPriceSchema } from './quotationPriceSchema.ts';

describe('isQuotationPriceChangeValid', () => {
  it('needs a strictly higher price', () => {
    expect(isQuotationPriceChangeValid(100_000, 100_000.01)).toBe(true);
    expect(isQuotationPriceChangeValid(100_000, 100_000)).toBe(false);
    expect(isQuotationPriceChangeValid(100_000, 99_999.99)).toBe(false);
  });

  it('reads money texts and refuses unreadable ones', () => {
    expect(isQuotationPriceChangeValid('R$ 100.000,00', 'R$ 100.000,01')).toBe(true);
    expect(isQuotationPriceChangeValid(100_000, 'R$ 99.999,99')).toBe(false);
    expect(isQuotationPriceChangeValid(100_000, 'abc')).toBe(false);
    expect(isQuotationPriceChangeValid(Number.NaN, 1)).toBe(false);
  });
});

describe('quotationPriceSchema', () => {
  it('localises its messages', () => {
    const schema = quotationPriceSchema(100_000);
    expect(validateField(schema, '', 'pt-BR')).toBe('Informe o novo preço');
    expect(validateField(schema, '', 'es-AR')).toBe('Ingresá el nuevo precio');
    expect(validateField(schema, 'R$ 100.000,00', 'pt-BR')).toBe(
      'O novo preço deve ser maior que o preço inicial',
    );
    expect(validateField(schema, 90_000, 'es-AR')).toBe(
      'El nuevo precio tiene que ser mayor que el precio inicial',
    );
    expect(validateField(schema, 'R$ 100.500,00', 'pt-BR')).toBeNull();
  });
});

describe('isCouponApplicable', () => {
  it('only with an entry payment', () => {
    expect(isCouponApplicable(1)).toBe(true);
    expect(isCouponApplicable(0)).toBe(false);
    expect(isCouponApplicable(-5)).toBe(false);
    expect(isCouponApplicable(Number.NaN)).toBe(false);
  });
});
