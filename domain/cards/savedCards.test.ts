import { describe, expect, it } from 'vitest';
import type { SavedCard } from '../../api/cards.ts';
import { favouriteFirst, isCardExpired } from './savedCards.ts';

const NOW = new Date(2026, 10, 24); // November 2026
const card = (id: string, expiry: string, favourite = false): SavedCard => ({
  id,
  network: 'VISA',
  last4: '1111',
  holder: 'ANA B SOUZA',
  expiry,
  favourite,
});

describe('saved cards', () => {
  it('a card expires after the last day of its month', () => {
    expect(isCardExpired(card('a', '11/26'), NOW)).toBe(false);
    expect(isCardExpired(card('a', '10/26'), NOW)).toBe(true);
    expect(isCardExpired(card('a', '03/25'), NOW)).toBe(true);
    expect(isCardExpired(card('a', '01/27'), NOW)).toBe(false);
  });

  it('the favourite is shown first, the others in the order listed', () => {
    const list = [card('a', '12/29'), card('b', '12/29', true), card('c', '12/29')];
    expect(favouriteFirst(list).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});
