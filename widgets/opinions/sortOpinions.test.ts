import { describe, expect, it } from 'vitest';
import type { Opinion } from '../../api/opinions.ts';
import { sortOpinions } from './sortOpinions.ts';

const opinion = (id: string, rating: Opinion['rating'], createdAt: string, useful: number): Opinion => ({
  id,
  model: '460',
  rating,
  text: 'Bom carro.',
  author: 'Ana',
  createdAt,
  ownedSince: '2025-01-01',
  useful,
});
const LIST = [
  opinion('a', 3, '2026-01-10', 4),
  opinion('b', 5, '2025-11-02', 1),
  opinion('c', 5, '2026-02-20', 9),
  opinion('d', 1, '2026-03-01', 9),
  opinion('e', 4, '2026-03-01', 0),
];
const ids = (list: Opinion[]) => list.map((o) => o.id).join('');

describe('sortOpinions (seed 000 §2)', () => {
  it('most recent first; same day: the more useful first', () => {
    expect(ids(sortOpinions(LIST, 'recent'))).toBe('decab');
  });
  it('best rated first; same rating: the more recent first', () => {
    expect(ids(sortOpinions(LIST, 'rating'))).toBe('cbead');
  });
  it('most useful first; same count: the more recent first', () => {
    expect(ids(sortOpinions(LIST, 'useful'))).toBe('dcabe');
  });
  it('leaves the given list as it was', () => {
    sortOpinions(LIST, 'useful');
    expect(ids(LIST)).toBe('abcde');
  });
});
