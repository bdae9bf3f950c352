import { describe, expect, it } from 'vitest';
import type { CatalogVersion } from '../../api/catalog.ts';
import {
  carOfOffer,
  carOfVersion,
  colorOf,
  type FundingOffer,
  isOfCar,
  offerColor,
  simulationInputOf,
  yearOf,
} from './fundedCar.ts';

const OFFER: FundingOffer = {
  id: 'OFR-00007',
  title: 'Argo Drive',
  mvsCode: '674UK42',
  year: 2026,
  price: 93055,
  brand: 'fiat',
};
const WHITE = { id: 'fiat-249', code: '249', name: 'Branco Banchisa', price: 0 };
const RED = { id: 'fiat-111', code: '111', name: 'Vermelho Montecarlo', price: 1290 };
const TREKKING: CatalogVersion = {
  mvsCode: '6742G03',
  modelCode: '674',
  modelName: 'Argo',
  versionName: 'Trekking',
  years: [2025, 2026],
  price: 110990,
};

describe('the car on screen', () => {
  it("the offer's car keeps the offer's price, in the offer's colour or else the version's cheapest", () => {
    expect(offerColor(OFFER, [RED, WHITE])).toBe(WHITE);
    expect(offerColor(OFFER, [RED, { ...RED, code: '612' }])).toBe(RED);
    expect(offerColor({ ...OFFER, colorCode: '111' }, [WHITE, RED])).toBe(RED);
    expect(offerColor(OFFER, [])).toBeNull();
    expect(carOfOffer(OFFER, RED)).toMatchObject({
      mvsCode: '674UK42',
      price: 93055,
      colorCode: '111',
      title: 'Argo Drive',
      fromOffer: true,
    });
  });

  it("a chosen version costs its list price plus its colour's, in a year it is made in", () => {
    expect(carOfVersion(TREKKING, 2026, RED)).toMatchObject({
      mvsCode: '6742G03',
      year: 2026,
      price: 112280,
      colorCode: '111',
      colorPrice: 1290,
      title: 'Argo Trekking',
      fromOffer: false,
    });
    expect(yearOf(TREKKING, 2024)).toBe(2026);
    expect(carOfVersion({ ...TREKKING, price: null }, 2026, RED)).toBeNull();
  });

  it('a simulation input is of the car on screen only for the same version, year, price and colour', () => {
    const car = carOfOffer(OFFER, WHITE);
    const input = simulationInputOf(car, { entrancePercent: 30, numberOfInstallments: 48 });
    expect(input).toEqual({
      mvs: '674UK42',
      year: 2026,
      price: 93055,
      colorCode: '249',
      entrancePercent: 30,
      numberOfInstallments: 48,
      finalInstallmentPercentage: 0,
    });
    expect(isOfCar(input, car)).toBe(true);
    expect(isOfCar({ ...input, entrancePercent: 50 }, car)).toBe(true);
    expect(isOfCar(input, carOfOffer(OFFER, RED))).toBe(false);
    expect(isOfCar(input, carOfVersion(TREKKING, 2026, colorOf(car)))).toBe(false);
    expect(isOfCar(null, car)).toBe(false);
  });
});
