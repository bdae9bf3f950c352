import { describe, expect, it } from 'vitest';
import { toFaq, toPlans, toPrizes, toRankingPage } from './answers.ts';

describe('loyalty answers', () => {
  it('a ranking page: lines, the page and the size the service gives', () => {
    expect(
      toRankingPage({
        content: [
          { position: 11, name: 'Ana', points: 150, self: true },
          { position: '12', name: 'Bia', points: '140' },
          { name: 'no position' },
        ],
        page: 1,
        size: 10,
        totalElements: 23,
      }),
    ).toEqual({
      lines: [
        { position: 11, name: 'Ana', points: 150, self: true },
        { position: 12, name: 'Bia', points: 140, self: false },
      ],
      page: 1,
      size: 10,
      totalPages: 3,
    });
    expect(toRankingPage(null)).toEqual({ lines: [], page: 0, size: 0, totalPages: 0 });
  });

  it('plans, FAQ and prizes: entries without what is shown are left out', () => {
    expect(toPlans([{ id: 'W', name: 'Wave', monthlyPrice: 89.9 }, { name: 'no id' }])).toEqual([
      { id: 'W', name: 'Wave', monthlyPrice: 89.9 },
    ]);
    expect(toFaq([{ id: 'F', question: 'Q?', answer: 'A.' }, { question: 'no answer' }])).toEqual([
      { id: 'F', question: 'Q?', answer: 'A.' },
    ]);
    expect(toPrizes({ content: [{ id: 'P', name: 'Kit', points: 500 }, {}] })).toEqual([
      { id: 'P', name: 'Kit', description: null, points: 500 },
    ]);
  });
});
