import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RentalCardSchemas } from '../../../api/rental.payloads.ts';
import { rentalCardPayload } from './cardPayload.ts';

const typed = { number: '4111 1111 1111 1111', expiry: '12/30', holder: ' Frota Sul ' };

describe('rentalCardPayload', () => {
  it('sends the digits of the number, the expiry and the holder as printed, for the company', () => {
    const payload = rentalCardPayload(typed, { cnpj: '11222333000181' });
    expect(payload).toEqual({
      cnpj: '11222333000181',
      number: '4111111111111111',
      expiry: '12/30',
      holder: 'FROTA SUL',
    });
    expect(v.safeParse(RentalCardSchemas.BR, payload).success).toBe(true);
  });

  it("keys an Argentine company's card by its CUIT (never under `cnpj`)", () => {
    const payload = rentalCardPayload(typed, { cuit: '30712345671' });
    expect(payload).toMatchObject({ cuit: '30712345671', number: '4111111111111111' });
    expect(payload).not.toHaveProperty('cnpj');
    expect(v.safeParse(RentalCardSchemas.AR, payload).success).toBe(true);
    expect(v.safeParse(RentalCardSchemas.BR, payload).success).toBe(false);
  });
});
