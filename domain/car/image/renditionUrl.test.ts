import { describe, expect, it } from 'vitest';
import type { Mvs } from '../../../api/carSchemas.ts';
import { RENDITIONS, renditionUrl } from './renditionUrl.ts';

const mvs: Mvs = {
  code: '3582L31',
  modelCode: '358',
  modelName: 'Argo',
  modelShortName: 'Argo',
  versionCode: '2L3',
  versionName: 'Drive 1.0',
  seriesCode: '1',
  year: 2026,
  gear: 'MT',
  engine: '1.0',
  doors: 4,
  fuel: 'Flex',
  fullDescription: '',
  price: 90000,
  chassis: '',
  plateNumber: '',
};
const car = { brand: 'fiat', market: 'pt-BR', mvs, colorCode: '612' };

describe('renditionUrl', () => {
  it('has the renditions of seed 000 §9', () => {
    expect(Object.values(RENDITIONS)).toEqual([
      [48, 48],
      [140, 100],
      [319, 319],
      [1280, 1280],
      [638, 359],
    ]);
  });

  it('fills every placeholder of the template, URL-encoded', () => {
    const template =
      'https://img/{brand}/{market}/{model}-{version}-{series}/{mvs}/{year}/{color}/{width}x{height}.png';
    expect(renditionUrl(template, car, 'large')).toBe(
      'https://img/fiat/pt-BR/358-2L3-1/3582L31/2026/612/1280x1280.png',
    );
    expect(renditionUrl('/i/{color}.png', { ...car, colorCode: 'A B/C' }, 'card')).toBe('/i/A%20B%2FC.png');
  });

  it('names the colour default before one is chosen', () => {
    expect(renditionUrl('/{mvs}/{color}/{width}x{height}', { ...car, colorCode: null }, 'slider')).toBe(
      '/3582L31/default/638x359',
    );
  });

  it('gives null without a template or with an unknown placeholder, so the car is drawn', () => {
    expect(renditionUrl(undefined, car, 'square')).toBeNull();
    expect(renditionUrl('', car, 'square')).toBeNull();
    expect(renditionUrl('/{mvs}/{angle}.png', car, 'square')).toBeNull();
  });
});
