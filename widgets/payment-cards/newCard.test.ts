import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NewCardSchema } from '../../api/cards.payloads.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { cardFormRules, EMPTY_CARD_FORM, newCardOf } from './newCard.ts';

const UNKNOWN = 'unknown brand';
const check = (values: Partial<typeof EMPTY_CARD_FORM>, market = 'pt-BR') =>
  validateForm({ ...EMPTY_CARD_FORM, ...values }, cardFormRules(UNKNOWN), market);
const VALID = { number: '4111 1111 1111 1111', holder: 'Ana B Souza', expiry: '12/29', cvv: '123' };

describe('the add-card form', () => {
  it('says what is missing, in the market language', () => {
    expect(check({})).toEqual({
      number: 'Informe o número do cartão',
      holder: 'Informe o nome impresso no cartão',
      expiry: 'Informe a validade do cartão',
      cvv: 'Informe o código de segurança (CVV)',
    });
    expect(check({}, 'es-AR').number).toBe('Ingresá el número de la tarjeta');
  });

  it('refuses a number that fails Luhn, is all zeros or too short, an unknown brand, a past expiry', () => {
    expect(check({ ...VALID, number: '4111 1111 1111 1112' }).number).toBe(
      'Informe um número de cartão válido',
    );
    expect(check({ ...VALID, number: '0000 0000 0000 0000' }).number).toBe(
      'Informe um número de cartão válido',
    );
    expect(check({ ...VALID, number: '4111 1111 111' }).number).toBe('Informe um número de cartão válido');
    // Luhn-valid, but no brand the service takes (Discover).
    expect(check({ ...VALID, number: '6011 1111 1111 1117' }).number).toBe(UNKNOWN);
    expect(check({ ...VALID, expiry: '01/20' }).expiry).toBe('O cartão está vencido');
    expect(check({ ...VALID, cvv: '12' }).cvv).toBe('O código de segurança tem 3 ou 4 dígitos');
    expect(check(VALID)).toEqual({});
  });

  it('sends the digits of the number and the name in capitals, as the service schema takes them', () => {
    const card = newCardOf({ ...VALID, holder: '  Ana  B Souza ' });
    expect(card).toEqual({ number: '4111111111111111', expiry: '12/29', cvv: '123', holder: 'ANA B SOUZA' });
    expect(v.safeParse(NewCardSchema, card).success).toBe(true);
  });

  it('sends the expiry as MM/YY even when the field holds it without its slash (typed before the mask arrived)', () => {
    const card = newCardOf({ ...VALID, expiry: '1130' });
    expect(card.expiry).toBe('11/30');
    expect(v.safeParse(NewCardSchema, card).success).toBe(true);
    expect(v.safeParse(NewCardSchema, { ...card, expiry: '1130' }).success).toBe(false);
  });
});
