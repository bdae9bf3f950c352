import { describe, expect, it } from 'vitest';
import { partnerTokenOf } from './partnerToken.ts';

describe('partnerTokenOf', () => {
  it("reads a partner link's token from the page address", () => {
    expect(partnerTokenOf('?utm=x&token=eyJwYXJ0bmVyIjoiQ2x1YmUifQ')).toBe('eyJwYXJ0bmVyIjoiQ2x1YmUifQ');
  });

  it('no token, an empty one or one with other characters: none', () => {
    expect(partnerTokenOf('')).toBeNull();
    expect(partnerTokenOf('?token=')).toBeNull();
    expect(partnerTokenOf('?token=%3Cscript%3E')).toBeNull();
  });
});
