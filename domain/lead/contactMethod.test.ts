import { describe, expect, it } from 'vitest';
import { offeredMethods, preferredMethod } from './contactMethod.ts';

const none = { allowEmail: false, allowSMS: false, allowWhatsApp: false };

describe('the preferred contact method', () => {
  it('is offered among the accepted channels only (SMS also covers the phone); all while none is accepted', () => {
    expect(offeredMethods({ ...none, allowWhatsApp: true })).toEqual(['WHATSAPP']);
    expect(offeredMethods({ ...none, allowSMS: true })).toEqual(['PHONE', 'SMS']);
    expect(offeredMethods({ ...none, allowEmail: true, allowWhatsApp: true })).toEqual(['EMAIL', 'WHATSAPP']);
    expect(offeredMethods(none)).toEqual(['EMAIL', 'PHONE', 'WHATSAPP', 'SMS']);
  });

  it('keeps an accepted choice and never sends a refused channel', () => {
    const whatsappOnly = { ...none, allowWhatsApp: true };
    expect(preferredMethod({ ...whatsappOnly, preferredContactsMethod: 'EMAIL' })).toBe('WHATSAPP');
    expect(preferredMethod({ ...none, allowSMS: true, preferredContactsMethod: 'SMS' })).toBe('SMS');
    expect(preferredMethod({ ...none, allowSMS: true, preferredContactsMethod: 'EMAIL' })).toBe('PHONE');
    expect(preferredMethod({ ...none, preferredContactsMethod: 'EMAIL' })).toBe('EMAIL');
  });
});
