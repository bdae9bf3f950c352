import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { PickedDealer } from '../../api/dealers.ts';
import { leadSchemaFor, TestDriveLeadSchema } from '../../api/lead.payloads.ts';
import { testDrivePayload } from './payload.ts';
import { emptyTestDriveValues } from './values.ts';

const dealer = { id: 7, dealerCode: '34100', name: 'Fiat Primavera', stateCode: 'SP', cityName: 'São Paulo' };
const values = {
  ...emptyTestDriveValues(
    { modelCode: '553', mvsCode: '5532L31', modelName: 'Mobi', versionName: 'Trekking' },
    dealer as PickedDealer,
  ),
  date: '25/11/2026',
  slot: 'MORNING' as const,
  name: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  cpf: '529.982.247-25',
  allowWhatsApp: true,
};
const ctx = {
  brand: 'fiat' as const,
  country: 'BR' as const,
  formName: 'TestDrive',
  origin: 'test',
  subOrigin: undefined,
  productGroup: undefined,
  callback: undefined,
  modelCode: '553',
  modelYear: undefined,
  gaTrackId: undefined,
  gaUserId: undefined,
  attribution: { retUrl: 'https://www.fiat.com.br/mobi' },
  random: 7,
};

describe('test-drive payload', () => {
  it('is a person’s lead with the schedule, and passes the schema the sandbox checks it with', () => {
    const payload = testDrivePayload(values, ctx, 'test-drive');
    expect(payload).toMatchObject({
      firstName: 'Maria da Silva',
      phone: '011987654321',
      dealersCode: '34100',
      uf: 'SP',
      cidade: 'São Paulo',
      mvsCode: '5532L31',
      scheduleDate: '2026-11-25',
      schedulePeriod: 'MORNING',
      eventType: 'TEST_DRIVE',
      preferred_contact_method: 'WHATSAPP',
      description: 'Test drive: Mobi Trekking; 2026-11-25 MORNING',
    });
    expect(leadSchemaFor(payload)).toBe(TestDriveLeadSchema);
    expect(v.safeParse(TestDriveLeadSchema, payload).issues).toBeUndefined();
    const visit = testDrivePayload({ ...values, model: emptyTestDriveValues().model }, ctx, 'visit');
    expect(visit).toMatchObject({
      eventType: 'VISIT',
      mvsCode: '',
      description: 'Visit: -; 2026-11-25 MORNING',
    });
    expect(v.is(TestDriveLeadSchema, visit)).toBe(true);
  });
});
