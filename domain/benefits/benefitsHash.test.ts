import { describe, expect, it } from 'vitest';
import { hashFromAddress, hashFromProfile } from './benefitsHash.ts';

describe('where the benefits hash comes from', () => {
  it("a benefit link's address wins; an empty one counts as none", () => {
    expect(hashFromAddress('?utm_source=mail&hash=h1a2b3')).toBe('h1a2b3');
    expect(hashFromAddress('?hash=')).toBeNull();
    expect(hashFromAddress('')).toBeNull();
  });

  it("otherwise the signed-in user's profile", () => {
    expect(hashFromProfile({ benefitsHash: 'h9f' })).toBe('h9f');
    expect(hashFromProfile({ benefitsHash: null })).toBeNull();
    expect(hashFromProfile({})).toBeNull();
  });
});
