import { describe, expect, it } from 'vitest';
import { postalFill } from './postalFill.ts';

const found = {
  postalCode: '01310100',
  street: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  cityName: 'São Paulo',
  cityCode: '3550308',
  stateCode: 'SP',
};

describe('postalFill', () => {
  it('fills only the fields the form has and that are empty', () => {
    expect(postalFill({ street: '', neighborhood: 'Jardins' }, found)).toEqual({
      street: 'Avenida Paulista',
    });
    expect(postalFill({ street: ' ', neighborhood: '', city: '', state: '' }, found)).toEqual({
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('replaces what an earlier lookup put there, not what the shopper changed', () => {
    const earlier = { street: 'Avenida Rio Branco', neighborhood: 'Centro' };
    expect(postalFill({ street: 'Avenida Rio Branco', neighborhood: 'Lapa' }, found, earlier)).toEqual({
      street: 'Avenida Paulista',
    });
  });

  it('leaves a field alone when the lookup does not know it', () => {
    expect(postalFill({ street: '', neighborhood: '' }, { ...found, street: '', neighborhood: '' })).toEqual(
      {},
    );
  });
});
