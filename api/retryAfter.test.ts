import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from './retryAfter.ts';

describe('retryAfterSeconds', () => {
  it('reads seconds or an HTTP date; a past date is no wait; nothing readable is undefined', () => {
    const now = Date.parse('Tue, 24 Nov 2026 21:00:00 GMT');
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 21:00:42 GMT', now)).toBe(42);
    expect(retryAfterSeconds('Tue, 24 Nov 2026 20:59:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds('-5', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
