import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { createTranslator } from '../../core/i18n.ts';
import { carWordMessages, carWordsOf } from './carWords.ts';

const words = (language: 'pt-BR' | 'es-AR') =>
  carWordsOf(createTranslator(carWordMessages, { language, brand: 'fiat', isHubPage: false }));

describe('car words', () => {
  it('every fuel and gear of the catalogue has a word in pt-BR and es-AR', () => {
    for (const language of ['pt-BR', 'es-AR'] as const) {
      const dictionary = carWordMessages[language] as Record<string, string>;
      for (const version of VERSIONS) {
        expect(dictionary[`fuel.${version.fuel}`], `${language} ${version.fuel}`).toBeTruthy();
        expect(dictionary[`gear.${version.gear}`], `${language} ${version.gear}`).toBeTruthy();
      }
    }
  });

  it('speaks the market: gasolina in Brazil, nafta in Argentina', () => {
    expect(words('pt-BR').fuel('Electric')).toBe('Elétrico');
    expect(words('es-AR').fuel('Gas')).toBe('Nafta');
    expect(words('pt-BR').gear('CVT')).toBe('Automático CVT');
    expect(words('es-AR').gear('MT')).toBe('Manual');
  });

  it('a code it does not know is shown as given', () => {
    expect(words('pt-BR').fuel('Hydrogen')).toBe('Hydrogen');
  });
});
