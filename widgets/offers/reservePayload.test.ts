import { describe, expect, it } from 'vitest';
import { reservePayload } from './reservePayload.ts';

describe('reservePayload', () => {
  it('sends a CPF in Brazil and the phone with its trunk 0', () => {
    expect(
      reservePayload(
        'OFR-1',
        { name: ' Ana Souza ', cpf: '529.982.247-25', email: 'ana@example.com', phone: '(11) 98765-4321' },
        'BR',
      ),
    ).toEqual({
      offerId: 'OFR-1',
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '011987654321',
      cpf: '52998224725',
    });
  });
  it('sends a CUIL in Argentina', () => {
    const body = reservePayload(
      'OFR-2',
      { name: 'Lucía Gómez', cpf: '20-12345678-6', email: 'l@example.com', phone: '351 456-7890' },
      'AR',
    );
    expect(body).toMatchObject({ cuil: '20123456786', phone: '03514567890' });
    expect(body).not.toHaveProperty('cpf');
  });
});
