import { describe, expect, it } from 'vitest';
import { addressRules, cardRules, customerRules, EMPTY_ADDRESS, tradeInRules, validate } from './forms.ts';

const paulista = {
  ...EMPTY_ADDRESS,
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('reservation forms', () => {
  it('registration: full name, CPF/CNPJ, e-mail and mobile phone, each with its message', () => {
    const rules = customerRules('pt-BR');
    expect(
      validate(
        { name: 'Ana', document: '111.111.111-11', email: 'ana@exemplo?.com', phone: '11' },
        rules,
        'pt-BR',
      ),
    ).toEqual({
      name: 'Informe também o seu sobrenome',
      document: 'Informe um CPF válido',
      email: 'Informe um e-mail válido',
      phone: 'Informe um celular válido com DDD',
    });
    expect(
      validate(
        {
          name: 'Ana Beatriz Souza',
          document: '529.982.247-25',
          email: 'ana@exemplo.com',
          phone: '(11) 98765-4321',
        },
        rules,
        'pt-BR',
      ),
    ).toEqual({});
  });

  it('registration in es-AR: the buyer is named by CUIL, with a Spanish message', () => {
    const values = {
      name: 'Martina López',
      document: '27301234567',
      email: 'm@ejemplo.com',
      phone: '1123456789',
    };
    expect(validate(values, customerRules('es-AR'), 'es-AR')).toEqual({ document: 'Ingresá un CUIL válido' });
  });

  it("billing address: every field but the complement is required; the number above zero; the market's postal code", () => {
    expect(validate(EMPTY_ADDRESS, addressRules('pt-BR'), 'pt-BR')).toEqual({
      postalCode: 'Informe o CEP',
      street: 'Informe o endereço',
      number: 'Informe o número',
      neighborhood: 'Informe o bairro',
      city: 'Informe a cidade',
      state: 'Informe o estado',
    });
    expect(validate({ ...paulista, number: '0' }, addressRules('pt-BR'), 'pt-BR')).toEqual({
      number: 'O número deve ser maior que zero',
    });
    expect(validate(paulista, addressRules('pt-BR'), 'pt-BR')).toEqual({});
    expect(validate(paulista, addressRules('es-AR'), 'es-AR')).toEqual({
      postalCode: 'Ingresá un código postal válido',
    });
    expect(validate({ ...paulista, postalCode: '1425' }, addressRules('es-AR'), 'es-AR')).toEqual({});
  });

  it('card: number, holder, expiry not past, CVV of 3 or 4 digits', () => {
    expect(
      validate({ number: '4111 1111 1111 1112', holder: '', expiry: '01/20', cvv: '1' }, cardRules, 'pt-BR'),
    ).toEqual({
      number: 'Informe um número de cartão válido',
      holder: 'Informe o nome impresso no cartão',
      expiry: 'O cartão está vencido',
      cvv: 'O código de segurança tem 3 ou 4 dígitos',
    });
    expect(
      validate(
        { number: '4111 1111 1111 1111', holder: 'ANA B SOUZA', expiry: '12/30', cvv: '123' },
        cardRules,
        'pt-BR',
      ),
    ).toEqual({});
  });

  it('trade-in: the used-car evaluation needs plate, mileage, model, version and a valid year', () => {
    expect(
      validate(
        { plate: 'ABC', mileage: 'x', model: '', version: '', year: '1800' },
        tradeInRules('pt-BR'),
        'pt-BR',
      ),
    ).toEqual({
      plate: 'Informe uma placa válida (ex.: ABC1234 ou ABC1D23)',
      mileage: 'Informe a quilometragem usando apenas números',
      model: 'Selecione o modelo',
      version: 'Selecione a versão',
      year: 'Informe um ano válido',
    });
    expect(
      validate(
        { plate: 'ABC1D23', mileage: '42000', model: 'Argo', version: 'Drive', year: '2020' },
        tradeInRules('pt-BR'),
        'pt-BR',
      ),
    ).toEqual({});
  });

  it('es-AR trade-in: the Argentine plate formats (Mercosur AB123CD, old ABC123), not the Brazilian ones', () => {
    const car = { mileage: '42000', model: 'Renegade', version: 'Sport', year: '2020' };
    expect(validate({ ...car, plate: 'AB123CD' }, tradeInRules('es-AR'), 'es-AR')).toEqual({});
    expect(validate({ ...car, plate: 'ABC123' }, tradeInRules('es-AR'), 'es-AR')).toEqual({});
    expect(validate({ ...car, plate: 'ABC1D23' }, tradeInRules('es-AR'), 'es-AR').plate).toMatch(/patente/i);
    expect(validate({ ...car, plate: 'AB123CD' }, tradeInRules('pt-BR'), 'pt-BR').plate).toBeTruthy();
  });
});
