import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { WhatsappStartSchema } from '../../api/whatsapp.payloads.ts';
import { chatUrl, startPayload, whatsappNumber } from './payload.ts';
import { emptyWhatsappValues } from './values.ts';

const values = {
  ...emptyWhatsappValues({
    modelCode: '553',
    mvsCode: '5532L31',
    modelName: 'Mobi',
    versionName: 'Trekking',
  }),
  name: ' Maria da Silva',
  phone: '(11) 98765-4321',
  email: 'maria@example.com',
  cpf: '529.982.247-25',
  scheduleDate: '31/12/2099',
};

describe('WhatsApp start payload (seed 000 §3)', () => {
  it('sends the number as WhatsApp knows it, digits, names and the ISO date, and passes the schema', () => {
    const payload = startPayload(values, {
      brand: 'fiat',
      country: 'BR',
      color: 'Branco Banchisa',
      dealerCode: '34100',
    });
    expect(payload).toEqual({
      phoneNumber: '5511987654321',
      name: 'Maria da Silva',
      cpf: '52998224725',
      email: 'maria@example.com',
      model: 'Mobi',
      version: 'Trekking',
      dealer: '34100',
      brand: 'fiat',
      serie: '1',
      color: 'Branco Banchisa',
      scheduleDate: '2099-12-31',
    });
    expect(v.safeParse(WhatsappStartSchema, payload).issues).toBeUndefined();
    const bare = startPayload(
      { ...values, cpf: '', scheduleDate: '' },
      { brand: 'fiat', country: 'BR', color: undefined, dealerCode: '34100' },
    );
    expect(v.is(WhatsappStartSchema, bare)).toBe(true);
  });

  it('writes Argentine mobiles with 549 and opens only https chat addresses', () => {
    expect(whatsappNumber('(351) 456-7890', 'AR')).toBe('5493514567890');
    expect(whatsappNumber('(011) 1543-215678', 'AR')).toBe('5491143215678');
    expect(whatsappNumber('011 98765-4321', 'BR')).toBe('5511987654321');
    expect(chatUrl('javascript:alert(1)', { whatsapp: '55 11 99123-4567' })).toBe(
      'https://wa.me/5511991234567',
    );
    expect(chatUrl(undefined, { whatsapp: null })).toBeNull();
  });
});
