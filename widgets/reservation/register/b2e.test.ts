import { describe, expect, it } from 'vitest';
import { isB2eBuyer, PURCHASE_FOR_CHOICES } from './b2e.ts';

describe('B2E buyers', () => {
  it.each([['OFFER'], ['WCD'], ['MOPAR'], ['JEEP_NATION'], ['jeep_nation']])(
    'a member of %s buys as a corporate employee',
    (group) => {
      expect(isB2eBuyer([group])).toBe(true);
    },
  );

  it('a buyer in no user group, or in a group the seeds do not name, does not', () => {
    expect(isB2eBuyer([])).toBe(false);
    expect(isB2eBuyer(undefined)).toBe(false);
    expect(isB2eBuyer(['PRESS'])).toBe(false);
  });

  it("offers the seed's five purchase-for choices", () => {
    expect(PURCHASE_FOR_CHOICES).toEqual([
      'EMPLOYEE',
      'FAMILY_MEMBER',
      'INVOICE_ASSIGNEE',
      'GROUP_COLLABORATOR',
      'COLLABORATOR_DEPENDENT',
    ]);
  });
});
