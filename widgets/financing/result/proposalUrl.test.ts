import { describe, expect, it } from 'vitest';
import { proposalOfUrl, withoutProposal, withProposal } from './proposalUrl.ts';

describe('proposalUrl', () => {
  it('reads the proposal id an address carries', () => {
    expect(proposalOfUrl('https://shop.example/financing?market=pt-BR&proposal=PRP-12')).toBe('PRP-12');
    expect(proposalOfUrl('https://shop.example/financing?proposal=')).toBeNull();
    expect(proposalOfUrl('https://shop.example/financing')).toBeNull();
  });

  it('adds and removes it, keeping the other parameters', () => {
    const href = withProposal('https://shop.example/financing?market=pt-BR', 'PRP-12');
    expect(href).toBe('https://shop.example/financing?market=pt-BR&proposal=PRP-12');
    expect(withoutProposal(href)).toBe('https://shop.example/financing?market=pt-BR');
  });
});
