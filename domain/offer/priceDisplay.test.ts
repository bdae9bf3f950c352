import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../core/i18n.ts';
import { offerMessages } from './i18n.ts';
import { type PricedOffer, priceDisplay } from './priceDisplay.ts';

const pt = createTranslator(offerMessages, { language: 'pt-BR', brand: 'fiat', isHubPage: false });
const es = createTranslator(offerMessages, { language: 'es-AR', brand: 'fiat', isHubPage: false });
const offer = (change: Partial<PricedOffer>): PricedOffer => ({
  priceDisplayType: 'FULL_PRICE',
  price: 90000,
  fromPrice: 100000,
  installments: null,
  installmentValue: null,
  priceSource: null,
  ecommercePrice: null,
  customPrice: null,
  ...change,
});
const clean = (s: string) => s.replace(/\s/g, ' ');

describe('priceDisplay', () => {
  it('writes each display type in pt-BR with reais', () => {
    expect(clean(priceDisplay(offer({}), 'pt-BR', pt))).toBe('R$ 90.000,00');
    expect(clean(priceDisplay(offer({ priceDisplayType: 'STARTS_WITH' }), 'pt-BR', pt))).toBe(
      'A partir de R$ 90.000,00',
    );
    expect(clean(priceDisplay(offer({ priceDisplayType: 'FROM_TO' }), 'pt-BR', pt))).toBe(
      'De R$ 100.000,00 por R$ 90.000,00',
    );
    expect(clean(priceDisplay(offer({ priceDisplayType: 'PERCENT' }), 'pt-BR', pt))).toBe(
      '10% de desconto: R$ 90.000,00',
    );
    expect(
      clean(priceDisplay(offer({ priceDisplayType: 'INSTALLMENT', installments: 48 }), 'pt-BR', pt)),
    ).toBe('48x de R$ 1.875,00');
  });
  it('writes them in es-AR with pesos', () => {
    expect(clean(priceDisplay(offer({ priceDisplayType: 'STARTS_WITH' }), 'es-AR', es))).toBe(
      'Desde $ 90.000,00',
    );
    expect(
      clean(
        priceDisplay(
          offer({ priceDisplayType: 'INSTALLMENT', installments: 12, installmentValue: 8000 }),
          'es-AR',
          es,
        ),
      ),
    ).toBe('12 cuotas de $ 8.000,00');
  });
  it('falls back to the full price when the figures are missing', () => {
    expect(clean(priceDisplay(offer({ priceDisplayType: 'FROM_TO', fromPrice: null }), 'pt-BR', pt))).toBe(
      'R$ 90.000,00',
    );
    expect(clean(priceDisplay(offer({ priceDisplayType: 'INSTALLMENT' }), 'pt-BR', pt))).toBe('R$ 90.000,00');
  });
  it('shows the price of the offer source table', () => {
    expect(clean(priceDisplay(offer({ priceSource: 'customPrice', customPrice: 85000 }), 'pt-BR', pt))).toBe(
      'R$ 85.000,00',
    );
  });
});
