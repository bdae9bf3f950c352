import { describe, expect, it } from 'vitest';
import type { GarageCar } from '../../api/garage.ts';
import { decodeConfiguration } from '../../domain/car/store/shareCode.ts';
import { configuratorLink, recallLink, tradeInLink } from './garageLinks.ts';

const BASE = 'https://www.example.com.br/minha-conta/';
const OWNED: GarageCar = {
  id: 'G1',
  mvsCode: '3582L31',
  year: 2024,
  plate: 'ABC1D23',
  chassis: '9BD12345678901234',
};

describe('garage links', () => {
  it('the recall search carries the plate, else the chassis; nothing without a page or either', () => {
    expect(recallLink('/recall', OWNED, BASE)).toBe('https://www.example.com.br/recall?plate=ABC1D23');
    expect(recallLink('/recall?src=garage', { ...OWNED, plate: null }, BASE)).toBe(
      'https://www.example.com.br/recall?src=garage&chassis=9BD12345678901234',
    );
    expect(recallLink(undefined, OWNED, BASE)).toBeNull();
    expect(recallLink('/recall', { ...OWNED, plate: null, chassis: null }, BASE)).toBeNull();
  });

  it('the trade-in carries plate, chassis, version and year', () => {
    expect(tradeInLink('troca', OWNED, BASE)).toBe(
      'https://www.example.com.br/minha-conta/troca?plate=ABC1D23&chassis=9BD12345678901234&mvs=3582L31&year=2024',
    );
    expect(tradeInLink('', OWNED, BASE)).toBeNull();
  });

  it("the configurator opens on the wanted car's version and year through its share code", () => {
    const link = configuratorLink('/monte-o-seu?modelo=358', OWNED, BASE);
    const url = new URL(link ?? '');
    expect(url.pathname).toBe('/monte-o-seu');
    expect(url.searchParams.get('modelo')).toBe('358');
    expect(decodeConfiguration(url.searchParams.get('hub-config') ?? '')).toEqual({
      mvs: '3582L31',
      year: 2024,
      color: null,
      coating: null,
      parts: [],
      services: [],
      accessories: [],
    });
    expect(configuratorLink(undefined, OWNED, BASE)).toBeNull();
  });
});
