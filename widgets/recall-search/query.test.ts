import { describe, expect, it } from 'vitest';
import { normalizeQuery, queryError, queryFromUrl } from './query.ts';

describe('the typed plate or chassis', () => {
  it('is sent upper-case, without spaces or the old plates hyphen', () => {
    expect(normalizeQuery(' abc-1234 ')).toBe('ABC1234');
    expect(normalizeQuery('9bd 195a4zn0123456')).toBe('9BD195A4ZN0123456');
  });

  it('is refused with a message in the market language until it is a plate or a chassis', () => {
    expect(queryError('plate', 'abc1d23', 'pt-BR')).toBeNull();
    expect(queryError('plate', 'ABC-1234', 'pt-BR')).toBeNull();
    expect(queryError('plate', 'ABC1', 'pt-BR')).toEqual(expect.any(String));
    expect(queryError('chassis', '9BD195A4ZN0123456', 'pt-BR')).toBeNull();
    expect(queryError('chassis', '9BD195A4ZN012345', 'es-AR')).toEqual(expect.any(String));
    expect(queryError('plate', 'ABC1', 'es-AR')).not.toBe(queryError('plate', 'ABC1', 'pt-BR'));
  });
});

describe('queryFromUrl', () => {
  it('reads the chassis first, then the plate, normalised; nothing without either', () => {
    expect(queryFromUrl('?plate=abc-1234&chassis=9bd195a4zn0123456')).toEqual({
      by: 'chassis',
      query: '9BD195A4ZN0123456',
    });
    expect(queryFromUrl('?plate=abc 1d23')).toEqual({ by: 'plate', query: 'ABC1D23' });
    expect(queryFromUrl('?utm_source=x')).toBeNull();
    expect(queryFromUrl('')).toBeNull();
  });
});
