import { describe, expect, it } from 'vitest';
import { EMPTY_REDEEM, redeemRules } from './redeemRules.ts';

const texts = {
  typeRequired: 'type?',
  dealerRequired: 'dealer?',
  beneficiaryRequired: 'beneficiary?',
  discountRule: 'O desconto é válido para o CPF cadastrado ou seus dependentes.',
};
const member = { document: '39053344705', dependants: ['52998224725'] };
const BR = { country: 'BR', market: 'pt-BR' } as const;
const discount = { discountPercent: 10 };
const courtesy = { discountPercent: 100 };
const withDealer = { ...EMPTY_REDEEM, dealerId: '7', dealerCode: '12345' };

describe('redeemRules', () => {
  it('asks for a type and a dealer', () => {
    expect(redeemRules({ ...EMPTY_REDEEM, type: '' }, courtesy, member, BR, texts)).toEqual({
      type: 'type?',
      dealerId: 'dealer?',
    });
    expect(redeemRules(withDealer, courtesy, member, BR, texts)).toEqual({});
  });

  it('a discount benefit given as a gift goes only to the registered CPF or a dependant', () => {
    const gift = { ...withDealer, type: 'GIFT' as const };
    expect(redeemRules(gift, discount, member, BR, texts)).toEqual({ beneficiary: 'beneficiary?' });
    expect(redeemRules({ ...gift, beneficiary: '111.444.777-35' }, discount, member, BR, texts)).toEqual({
      beneficiary: texts.discountRule,
    });
    expect(redeemRules({ ...gift, beneficiary: '529.982.247-25' }, discount, member, BR, texts)).toEqual({});
    expect(redeemRules({ ...gift, beneficiary: '123' }, discount, member, BR, texts).beneficiary).toMatch(
      /CPF/,
    );
  });

  it('a courtesy given as a gift, and a discount for oneself, ask no document', () => {
    expect(redeemRules({ ...withDealer, type: 'GIFT' }, courtesy, member, BR, texts)).toEqual({});
    expect(redeemRules({ ...withDealer, type: 'SELF' }, discount, member, BR, texts)).toEqual({});
  });

  it('in Argentina the document is the CUIL', () => {
    const martina = { document: '27321234564', dependants: ['20123456786'] };
    const gift = { ...withDealer, type: 'GIFT' as const, beneficiary: '20-12345678-6' };
    expect(redeemRules(gift, discount, martina, { country: 'AR', market: 'es-AR' }, texts)).toEqual({});
  });
});
