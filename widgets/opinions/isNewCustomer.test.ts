import { describe, expect, it } from 'vitest';
import { isNewCustomer } from './isNewCustomer.ts';

describe('isNewCustomer (seed 001 §9: owned less than 30 days)', () => {
  it('is new up to 29 days of ownership, not from the 30th day on', () => {
    expect(isNewCustomer({ ownedSince: '2026-03-01', createdAt: '2026-03-01' })).toBe(true);
    expect(isNewCustomer({ ownedSince: '2026-03-01', createdAt: '2026-03-30' })).toBe(true);
    expect(isNewCustomer({ ownedSince: '2026-03-01', createdAt: '2026-03-31' })).toBe(false);
    expect(isNewCustomer({ ownedSince: '2024-12-20', createdAt: '2025-01-10' })).toBe(true);
  });

  it('counts calendar days across a daylight-saving change and a leap day', () => {
    expect(isNewCustomer({ ownedSince: '2024-02-01', createdAt: '2024-03-01' })).toBe(true);
    expect(isNewCustomer({ ownedSince: '2024-02-01', createdAt: '2024-03-02' })).toBe(false);
  });

  it('is not new with a date missing, unreadable or an ownership after the opinion', () => {
    expect(isNewCustomer({ ownedSince: '', createdAt: '2026-03-01' })).toBe(false);
    expect(isNewCustomer({ ownedSince: 'ontem', createdAt: '2026-03-01' })).toBe(false);
    expect(isNewCustomer({ ownedSince: '2026-03-05', createdAt: '2026-03-01' })).toBe(false);
  });
});
