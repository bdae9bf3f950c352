import { describe, expect, it } from 'vitest';
import { validateForm as validate } from '../../../core/form/validateForm.ts';
import { PAULISTA } from '../../../test/examples/paulista.ts';
import { giftAddressRules, trimmedGiftAddress } from './giftAddress.ts';

const paulista = PAULISTA;

describe('welcome-kit address', () => {
  it("welcome kit: the recipient's full name, the address like the billing's, no & $ < > % even in the complement", () => {
    const gift = { recipientName: 'Ana', ...paulista, street: 'Rua <b>', complement: '50%' };
    expect(validate(gift, giftAddressRules('pt-BR'), 'pt-BR')).toEqual({
      recipientName: 'Informe também o seu sobrenome',
      street: 'Não use os caracteres & $ < > %',
      complement: 'Não use os caracteres & $ < > %',
    });
    const ok = { recipientName: 'Ana Beatriz Souza', ...paulista };
    expect(validate(ok, giftAddressRules('pt-BR'), 'pt-BR')).toEqual({});
    expect(trimmedGiftAddress({ ...ok, street: '  Avenida Paulista ', complement: ' ' })).toEqual({
      ...ok,
      street: 'Avenida Paulista',
      complement: '',
    });
  });
});
