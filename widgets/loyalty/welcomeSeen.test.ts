import { afterEach, describe, expect, it } from 'vitest';
import { hasSeenWelcome, rememberWelcome } from './welcomeSeen.ts';

afterEach(() => localStorage.clear());

describe('the welcome, once per member', () => {
  it('shown until the member saw it; other members and brands still get theirs', () => {
    expect(hasSeenWelcome('jeep', 'U-1')).toBe(false);
    rememberWelcome('jeep', 'U-1');
    rememberWelcome('jeep', 'U-1');
    expect(hasSeenWelcome('jeep', 'U-1')).toBe(true);
    expect(hasSeenWelcome('jeep', 'U-2')).toBe(false);
    expect(hasSeenWelcome('ram', 'U-1')).toBe(false);
  });

  it('stores member ids only, never a token; a broken entry reads as not seen', () => {
    rememberWelcome('jeep', 'U-1');
    expect(Object.values(localStorage).join()).not.toMatch(/token/i);
    expect(localStorage.getItem('hub-loyalty-welcomed:jeep')).toContain('"U-1"');
    localStorage.setItem('hub-loyalty-welcomed:ram', '{broken');
    expect(hasSeenWelcome('ram', 'U-1')).toBe(false);
  });
});
