import { describe, expect, it } from 'vitest';
import { VOUCHER_VALIDITY_DAYS } from './outcome.ts';
import { validityOf } from './validityOf.ts';

describe('the voucher’s validity', () => {
  it('is the service’s date, as a local day', () => {
    const date = validityOf('2026-12-05');
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([2026, 11, 5]);
  });

  it(`is ${VOUCHER_VALIDITY_DAYS} days from now when the service gives none or another format`, () => {
    const now = Date.UTC(2026, 0, 1);
    const later = new Date(now + VOUCHER_VALIDITY_DAYS * 86_400_000);
    expect(validityOf(undefined, now)).toEqual(later);
    expect(validityOf('05/12/2026', now)).toEqual(later);
  });
});
