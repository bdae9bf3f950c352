import { describe, expect, it } from 'vitest';
import { SAMPLE_PROPOSALS } from '../../../api/sandbox/data/proposals.ts';
import { createTranslator } from '../../../core/i18n.ts';
import { proposalsMessages } from './i18n.ts';
import { hasVoucher, voucherText } from './voucherText.ts';

const t = (language: 'pt-BR' | 'es-AR') =>
  createTranslator(proposalsMessages, { language, brand: 'fiat', isHubPage: false });
const [formalization, , , denied, martina] = SAMPLE_PROPOSALS;

describe('proposal voucher', () => {
  it('holds the seed voucher fields in the market words, money and dates', () => {
    expect(voucherText(t('pt-BR'), formalization!, 'Em formalização', 'pt-BR').replace(/\u00a0/g, ' ')).toBe(
      [
        'Voucher da proposta',
        '',
        'Número da proposta: PRP-2025-0142',
        'Situação: Em formalização',
        'Veículo: Fiat Pulse Drive 1.3 2026',
        'Comprador: Ana Beatriz Souza',
        'Documento: 390.533.447-05',
        'Concessionária: Fiat Paulista',
        'Valor total: R$ 118.990,00',
        'Entrada: R$ 35.697,00',
        'Prazo: 48 meses',
        'Valor da parcela: R$ 2.390,41',
        'Validade: 18/11/2025',
        '',
      ].join('\n'),
    );
  });

  it('es-AR: pesos and Spanish words', () => {
    const text = voucherText(t('es-AR'), martina!, 'Solicitud en curso', 'es-AR').replace(/\u00a0/g, ' ');
    expect(text).toContain('Número de solicitud: PRP-2025-0150');
    expect(text).toContain('Anticipo: $ 8.550.000,00');
    expect(text).toContain('Plazo: 36 meses');
  });

  it('a denied proposal has no voucher', () => {
    expect(hasVoucher(denied!)).toBe(false);
    expect(hasVoucher(formalization!)).toBe(true);
  });
});
