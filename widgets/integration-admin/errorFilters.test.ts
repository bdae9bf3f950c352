import { describe, expect, it } from 'vitest';
import { checkFilters, NO_FILTERS } from './errorFilters.ts';

describe('checkFilters', () => {
  it('accepts no dates, one date, or a final date on or after the initial one', () => {
    expect(checkFilters(NO_FILTERS)).toEqual({});
    expect(checkFilters({ ...NO_FILTERS, from: '2026-11-20' })).toEqual({});
    expect(checkFilters({ ...NO_FILTERS, from: '2026-11-20', to: '2026-11-20' })).toEqual({});
  });

  it('refuses a final date before the initial one, beside the final date', () => {
    expect(checkFilters({ ...NO_FILTERS, from: '2026-11-20', to: '2026-11-19' })).toEqual({
      to: 'toBeforeFrom',
    });
  });
});
