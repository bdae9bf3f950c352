import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RentalArLeadSchema, RentalLeadSchema, SelfRentalSchema } from '../../../api/rental.payloads.ts';
import { rentalLeadPayload, selfRentalPayload } from './intentPayload.ts';
import { emptyIntentValues, type IntentValues } from './intentValues.ts';

const values: IntentValues = {
  ...emptyIntentValues(),
  companyName: ' Frota Sul Ltda ',
  name: 'Carla Menezes',
  cnpj: '11.222.333/0001-81',
  hasTwoYearCnpj: 'no',
  email: 'frota@frotasul.example.com',
  phone: '(11) 98765-4321',
  preferredContactMethod: 'PHONE',
  vehicleType: 'PICKUP',
  totalVehicles: '40',
  fleetDescription: '  Picapes para obras  ',
  privacy: true,
  directContact: true,
};

describe('rentalLeadPayload', () => {
  it('builds the leads/flua/create body the service validates', () => {
    const payload = rentalLeadPayload(values);
    expect(payload).toEqual({
      companyName: 'Frota Sul Ltda',
      contactName: 'Carla Menezes',
      cnpj: '11222333000181',
      hasTwoYearCnpj: false,
      email: 'frota@frotasul.example.com',
      cellphone: '11987654321',
      preferredContactMethod: 'PHONE',
      vehicleType: 'PICKUP',
      totalVehicles: 40,
      fleetDescription: 'Picapes para obras',
      consents: { privacy: true, receiveOffers: false, directContact: true },
    });
    expect(v.safeParse(RentalLeadSchema, payload).success).toBe(true);
  });

  it("sends an Argentine company's CUIT in `cuit` (never in `cnpj`) and its phone as digits", () => {
    const payload = rentalLeadPayload({ ...values, cnpj: '30-71234567-1', phone: '11 2345-6789' }, 'AR');
    expect(payload).toMatchObject({ cuit: '30712345671', cellphone: '1123456789' });
    expect(payload).not.toHaveProperty('cnpj');
    expect(v.safeParse(RentalArLeadSchema, payload).success).toBe(true);
    expect(v.safeParse(RentalLeadSchema, payload).success).toBe(false);
  });
});

describe('selfRentalPayload', () => {
  it('keeps the company data that was filled', () => {
    const body = selfRentalPayload(values);
    expect(body).toEqual({
      companyName: 'Frota Sul Ltda',
      cnpj: '11222333000181',
      email: 'frota@frotasul.example.com',
    });
    expect(v.safeParse(SelfRentalSchema, body).success).toBe(true);
    expect(selfRentalPayload({ ...emptyIntentValues(), email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
  });

  it("keeps an Argentine company's CUIT", () => {
    const body = selfRentalPayload({ ...values, cnpj: '30-71234567-1' }, 'AR');
    expect(body).toEqual({
      companyName: 'Frota Sul Ltda',
      cuit: '30712345671',
      email: 'frota@frotasul.example.com',
    });
    expect(v.safeParse(SelfRentalSchema, body).success).toBe(true);
  });

  it('is null when there is nothing to send (no empty body goes out)', () => {
    expect(selfRentalPayload(emptyIntentValues())).toBeNull();
    expect(selfRentalPayload({ ...emptyIntentValues(), companyName: '   ' })).toBeNull();
  });
});
