import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RentalCardSchema } from '../../../api/rental.payloads.ts';
import { rentalCardPayload } from './cardPayload.ts';

describe('rentalCardPayload', () => {
  it('sends the digits of the number, the expiry and the holder as printed, for the company', () => {
    const payload = rentalCardPayload(
      { number: '4111 1111 1111 1111', expiry: '12/30', holder: ' Frota Sul ' },
      '11.222.333/0001-81',
    );
    expect(payload).toEqual({
      cnpj: '11222333000181',
      number: '4111111111111111',
      expiry: '12/30',
      holder: 'FROTA SUL',
    });
    expect(v.safeParse(RentalCardSchema, payload).success).toBe(true);
  });
});
