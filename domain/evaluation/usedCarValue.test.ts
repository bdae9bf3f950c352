import { describe, expect, it } from 'vitest';
import { kilometres, plateKey, recordedMileage, usedCarValueOf } from './usedCarValue.ts';

describe('usedCarValueOf', () => {
  it('reads the value and the car the service names', () => {
    expect(
      usedCarValueOf({
        evaluation: 52300,
        model: 'Argo',
        version: 'Drive 1.0',
        year: 2021,
        plate: 'ABC1D23',
      }),
    ).toEqual({ value: 52300, model: 'Argo', version: 'Drive 1.0', year: '2021' });
  });

  it('takes a value sent as text', () => {
    expect(usedCarValueOf({ evaluation: '41000.5' })?.value).toBe(41000.5);
  });

  it.each([
    ['no answer', null],
    ['no value', { model: 'Argo' }],
    ['a null value', { evaluation: null }],
    ['a zero value', { evaluation: 0 }],
    ['a value that is no number', { evaluation: 'n/d' }],
    ['an empty text', { evaluation: ' ' }],
  ])('says the car has no rating with %s', (_, answer) => {
    expect(usedCarValueOf(answer)).toBeNull();
  });
});

describe('the evaluation query', () => {
  it('sends the plate without mask, upper-case', () => {
    expect(plateKey('abc-1d23')).toBe('ABC1D23');
    expect(plateKey('AB 123 CD')).toBe('AB123CD');
  });

  it('sends the mileage as kilometres', () => {
    expect(kilometres('45.000')).toBe(45000);
    expect(kilometres('')).toBeNaN();
  });
});

describe('recordedMileage', () => {
  it('reads the mileage on record, sent as a number or as text', () => {
    expect(recordedMileage({ mileage: 45000 })).toBe(45000);
    expect(recordedMileage({ mileage: '12000' })).toBe(12000);
  });

  it.each([
    ['none', {}],
    ['a text that is no number', { mileage: 'n/d' }],
    ['a negative number', { mileage: -1 }],
  ])('is null with %s', (_, answer) => {
    expect(recordedMileage(answer)).toBeNull();
  });
});
