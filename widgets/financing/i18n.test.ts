import { describe, expect, it } from 'vitest';
import { FINANCING_DICTIONARIES, financingMessages } from './i18n.ts';

describe('hub-financing texts', () => {
  it('each text is defined once, in the flow or in one screen folder', () => {
    const ids = FINANCING_DICTIONARIES.flatMap((d) => Object.keys(d['pt-BR']));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(Object.keys(financingMessages['pt-BR']).sort());
  });

  it('every text has its Spanish (es-AR) version', () => {
    expect(Object.keys(financingMessages['es-AR']).sort()).toEqual(
      Object.keys(financingMessages['pt-BR']).sort(),
    );
    for (const text of Object.values(financingMessages['es-AR'])) expect(text.trim()).not.toBe('');
  });
});
