import { describe, expect, it } from 'vitest';
import { emptyDraft } from './quotationDraft.ts';
import { isSoldOut, restoreInitial, toFactoryStock } from './stockSource.ts';

const stock = (total: number, byColor: [string, number][]) => ({
  mvsCode: 'X',
  modelYear: 2026,
  total,
  deliveryDays: total ? 10 : null,
  byColor: byColor.map(([colorCode, quantity]) => ({ colorCode, quantity })),
});

describe('sold out (seed 000 §4 Quotation)', () => {
  it('is sold out without a stock answer, with no unit, or with none of the colour', () => {
    expect(isSoldOut(null, null)).toBe(true);
    expect(isSoldOut(stock(0, [['296', 0]]), '296')).toBe(true);
    expect(
      isSoldOut(
        stock(3, [
          ['296', 0],
          ['111', 3],
        ]),
        '296',
      ),
    ).toBe(true);
  });
  it('is in stock when the colour has units (or no colour is chosen yet)', () => {
    expect(
      isSoldOut(
        stock(3, [
          ['296', 0],
          ['111', 3],
        ]),
        '111',
      ),
    ).toBe(false);
    expect(isSoldOut(stock(3, [['111', 3]]), null)).toBe(false);
  });
});

describe('factory-stock proposal and restore', () => {
  const typed = {
    ...emptyDraft(7),
    opportunityName: 'OPP Ana',
    price: '120.000',
    discount: '2.000',
    bonus: '500',
  };

  it('switches to factory stock at the initial price, without discount nor bonus, keeping the quotation', () => {
    const { proposal, initial } = toFactoryStock(typed, '');
    expect(proposal).toMatchObject({ stockSource: 'factory', price: '', discount: '', bonus: '' });
    expect(proposal.opportunityName).toBe('OPP Ana');
    expect(initial).toBe(typed);
  });

  it('restores the initial source and prices; what was typed meanwhile stays', () => {
    const { proposal, initial } = toFactoryStock(typed, '');
    const edited = { ...proposal, comment: 'Entrega em 60 dias' };
    expect(restoreInitial(edited, initial)).toEqual({ ...typed, comment: 'Entrega em 60 dias' });
  });
});
