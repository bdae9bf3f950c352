import { describe, expect, it } from 'vitest';
import { OCCUPATIONS } from '../../validators/index.ts';
import { bankOccupations } from './bankOccupations.ts';

describe('bankOccupations', () => {
  it("reads the service's names as the form's occupations, in the form's order", () => {
    expect(bankOccupations(['public servant', 'Business owner/partner', 'salaried'])).toEqual([
      'salaried',
      'business-owner',
      'public-servant',
    ]);
  });

  it('the seed nine as the sandbox answers them are every occupation', () => {
    const names = [
      'retired',
      'salaried',
      'self-employed',
      'business owner/partner',
      'public servant',
      'military',
      'other',
      'pensioner',
      'liberal professional',
    ];
    expect(bankOccupations(names)).toEqual(OCCUPATIONS);
  });

  it('leaves out names the form does not know; none known gives every occupation', () => {
    expect(bankOccupations(['salaried', 'astronaut'])).toEqual(['salaried']);
    expect(bankOccupations([])).toEqual(OCCUPATIONS);
    expect(bankOccupations(['astronaut'])).toEqual(OCCUPATIONS);
  });
});
