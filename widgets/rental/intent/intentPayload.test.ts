import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RentalLeadSchema, SelfRentalSchema } from '../../../api/rental.payloads.ts';
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

  it('is null when there is nothing to send (no empty body goes out)', () => {
    expect(selfRentalPayload(emptyIntentValues())).toBeNull();
    expect(selfRentalPayload({ ...emptyIntentValues(), companyName: '   ' })).toBeNull();
  });
});
