import { describe, expect, it } from 'vitest';
import type { ReservationRecord } from '../../../api/reservations.ts';
import { awaitsDocument, documentOf, documentUrl } from './orderDocuments.ts';

const order = (extra: Partial<ReservationRecord> = {}): ReservationRecord => ({
  id: 'RSV-1',
  status: 'REMAINING_PAYMENT',
  timeline: [],
  reservationAmount: 5000,
  expiresAt: '2026-11-23T12:15:00Z',
  remainingSeconds: null,
  dealerCode: '1001',
  mvsCode: '553K652',
  year: 2025,
  colorCode: '249',
  ...extra,
});

describe('order documents', () => {
  it('the bank slip for a balance by bank slip, the formalization for a financing, nothing else', () => {
    expect(documentOf('BILLET_PAYMENT')).toBe('billet');
    expect(documentOf('FINANCING_PAYMENT')).toBe('formalization');
    expect(documentOf('DEALER_PAYMENT')).toBeNull();
    expect(documentOf(null)).toBeNull();
  });

  it('waits until the service offers the document, unless the order is cancelled', () => {
    expect(awaitsDocument('BILLET_PAYMENT', order())).toBe(true);
    expect(awaitsDocument('BILLET_PAYMENT', order({ billetUrl: 'https://bank.example/1.pdf' }))).toBe(false);
    expect(awaitsDocument('BILLET_PAYMENT', order({ status: 'CANCELLED' }))).toBe(false);
    expect(awaitsDocument('DEALER_PAYMENT', order())).toBe(false);
  });

  it('offers http(s) addresses only', () => {
    expect(documentUrl('billet', order({ billetUrl: 'https://bank.example/1.pdf' }))).toBe(
      'https://bank.example/1.pdf',
    );
    expect(documentUrl('billet', order({ billetUrl: 'javascript:alert(1)' }))).toBeNull();
    expect(documentUrl('formalization', order({ formalizationUrl: 'not a url' }))).toBeNull();
  });
});
