import { describe, expect, it } from 'vitest';
import { isQrCode, normalizeQrCode, qrCodeOfRead } from './qrCode.ts';

describe('promotion QR codes', () => {
  it('normalises what was typed: spaces, lower case, the missing hyphen', () => {
    expect(normalizeQrCode(' qr-jeepbr02 ')).toBe('QR-JEEPBR02');
    expect(normalizeQrCode('QR JEEP BR02')).toBe('QR-JEEPBR02');
    expect(normalizeQrCode('qrjeepbr02')).toBe('QR-JEEPBR02');
  });

  it('takes only QR- and eight letters or digits', () => {
    expect(isQrCode('QR-JEEPBR02')).toBe(true);
    expect(isQrCode('QR-JEEPBR0')).toBe(false);
    expect(isQrCode('QR-JEEPBR023')).toBe(false);
    expect(isQrCode('QR-JEEP-R02')).toBe(false);
    expect(isQrCode('XX-JEEPBR02')).toBe(false);
  });

  it('reads the code from a camera read: the code, or a link carrying it; else nothing', () => {
    expect(qrCodeOfRead('QR-JEEPBR02')).toBe('QR-JEEPBR02');
    expect(qrCodeOfRead('https://promo.jeep.com.br/qr?code=QR-JEEPBR02')).toBe('QR-JEEPBR02');
    expect(qrCodeOfRead('https://promo.jeep.com.br/qr/QR-JEEPBR02')).toBe('QR-JEEPBR02');
    expect(qrCodeOfRead('https://www.jeep.com.br/')).toBeNull();
    expect(qrCodeOfRead('9BWZZZ377VT004251')).toBeNull();
  });
});
