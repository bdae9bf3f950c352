import { describe, expect, it } from 'vitest';
import { badgeTone } from './orderBadge.ts';

describe('badgeTone', () => {
  it('delivered success, cancelled and expired error, unfinished warning, on its way info', () => {
    expect(
      ['delivered', 'cancelled', 'expired', 'unfinished', 'active'].map((k) => badgeTone(k as never)),
    ).toEqual(['success', 'error', 'error', 'warning', 'info']);
  });
});
