import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PreReservePayloadSchema } from '../../../api/reservations.payloads.ts';
import { preReservePayload } from './preReservePayload.ts';

const campaign = {
  id: 'CMP-FIAT-BR',
  name: 'Reserva online',
  reservationAmount: 5000,
  currency: 'BRL' as const,
  mvsCodes: ['553K652'],
};
const dealer = { id: 1, dealerCode: '1001', name: 'Concessionária Paulista' };
const car = { mvs: '553K652', year: 2025, colorCode: '249' };

describe('pre-reservation payload', () => {
  it('the car, campaign and dealer; the name trimmed, the document unmasked, the phone as 0 + digits', () => {
    const payload = preReservePayload({
      campaign,
      dealer,
      car,
      customer: {
        name: ' Ana Beatriz Souza ',
        document: '529.982.247-25',
        email: 'ana@exemplo.com',
        phone: '(11) 98765-4321',
      },
    });
    expect(payload).toEqual({
      campaignId: 'CMP-FIAT-BR',
      mvsCode: '553K652',
      year: 2025,
      colorCode: '249',
      dealerCode: '1001',
      customer: {
        name: 'Ana Beatriz Souza',
        document: '52998224725',
        email: 'ana@exemplo.com',
        phone: '011987654321',
      },
    });
    expect(v.safeParse(PreReservePayloadSchema, payload).success).toBe(true);
  });

  it('a CUIL (es-AR) and a CNPJ go without their masks, and pass the schema the sandbox checks', () => {
    const customer = { name: 'Martina López', email: 'm@ejemplo.com', phone: '11 2345-6789' };
    const cuil = preReservePayload({
      campaign,
      dealer,
      car,
      customer: { ...customer, document: '20-12345678-6' },
    });
    expect(cuil.customer.document).toBe('20123456786');
    const cnpj = preReservePayload({
      campaign,
      dealer,
      car,
      customer: { ...customer, document: '11.222.333/0001-81' },
    });
    expect(cnpj.customer.document).toBe('11222333000181');
    expect(v.safeParse(PreReservePayloadSchema, cnpj).success).toBe(true);
  });

  it('an Argentine mobile of every length the phone field accepts (area code and 15) passes the schema', () => {
    const payload = preReservePayload({
      campaign,
      dealer,
      car,
      customer: {
        name: 'Martina López',
        email: 'm@ejemplo.com',
        document: '20-12345678-6',
        phone: '(011) 1551-2345678',
      },
    });
    expect(payload.customer.phone).toBe('01115512345678');
    expect(v.safeParse(PreReservePayloadSchema, payload).success).toBe(true);
  });

  it("a B2E buyer's purchase-for goes with the buyer; no other buyer sends one", () => {
    const customer = {
      name: 'Bruno Tavares',
      document: '482.917.365-37',
      email: 'b@exemplo.com',
      phone: '(11) 96543-2109',
    };
    const b2e = preReservePayload({ campaign, dealer, car, customer, purchaseFor: 'INVOICE_ASSIGNEE' });
    expect(b2e.purchaseFor).toBe('INVOICE_ASSIGNEE');
    expect(v.safeParse(PreReservePayloadSchema, b2e).success).toBe(true);
    expect(preReservePayload({ campaign, dealer, car, customer, purchaseFor: null })).not.toHaveProperty(
      'purchaseFor',
    );
  });
});
