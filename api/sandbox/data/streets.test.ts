import { describe, expect, it } from 'vitest';
import { findAddresses } from './streets.ts';

describe('the sandbox location service places typed addresses', () => {
  it('finds a street with its number, its type word left out or abbreviated, in both countries', () => {
    expect(findAddresses('BR', 'SP', 'Rua Augusta, 500')[0]).toMatchObject({
      label: 'Rua Augusta, São Paulo – SP',
      cityName: 'São Paulo',
      cityCode: '3550308',
    });
    expect(findAddresses('BR', 'SP', 'augusta 1200')[0]?.cityName).toBe('São Paulo');
    expect(findAddresses('AR', 'C', 'Av. Corrientes 1234')[0]).toMatchObject({
      label: 'Avenida Corrientes, Buenos Aires, C',
      stateCode: 'C',
    });
    expect(findAddresses('AR', 'C', 'Avenida 9 de Julio 1000')[0]?.cityName).toBe('Buenos Aires');
  });

  it('places a city typed alone at its centre, and keeps to the state and to a city named in the text', () => {
    expect(findAddresses('BR', 'MG', 'Belo Horizonte')[0]?.label).toBe('Belo Horizonte – MG');
    expect(findAddresses('BR', 'RJ', 'Rua Augusta, 500')).toEqual([]);
    // A street of another city of the state named in the text is not taken: the city is.
    expect(findAddresses('BR', 'SP', 'Avenida Ana Costa, Campinas')[0]?.label).toBe('Campinas – SP');
    expect(findAddresses('BR', 'RS', 'Avenida Ipiranga 100')[0]?.cityName).toBe('Porto Alegre');
  });

  it('finds nothing for an unknown or too short text', () => {
    expect(findAddresses('BR', 'SP', 'Travessa Inexistente 12')).toEqual([]);
    expect(findAddresses('BR', 'SP', '12')).toEqual([]);
  });
});
