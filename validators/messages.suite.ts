import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PostalCodeSchema } from './address/PostalCodeSchema.ts';
import { langOf, type MessageId, messageOf, msg, VALIDATOR_MESSAGES } from './messages.ts';

const ids = Object.keys(VALIDATOR_MESSAGES) as MessageId[];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('message table', () => {
  it('has a non-empty pt-BR and es-AR text for every id', () => {
    expect(ids.length).toBeGreaterThan(90);
    for (const id of ids) {
      const entry: Record<string, string> = VALIDATOR_MESSAGES[id];
      expect(Object.keys(entry).sort(), id).toEqual(['es-AR', 'pt-BR']);
      expect(entry['pt-BR']?.trim(), id).not.toBe('');
      expect(entry['es-AR']?.trim(), id).not.toBe('');
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const id of ids) {
      expect(placeholders(VALIDATOR_MESSAGES[id]['es-AR']), id).toEqual(
        placeholders(VALIDATOR_MESSAGES[id]['pt-BR']),
      );
    }
  });

  it('keeps the seeds’ verbatim Portuguese messages, with natural es-AR equivalents', () => {
    expect(VALIDATOR_MESSAGES['postalCode.notFound']).toEqual({
      'pt-BR': 'CEP NÃO ENCONTRADO',
      'es-AR': 'CÓDIGO POSTAL NO ENCONTRADO',
    });
    expect(VALIDATOR_MESSAGES['dealer.required']).toEqual({
      'pt-BR': 'É obrigatório selecionar uma concessionária',
      'es-AR': 'Es obligatorio seleccionar un concesionario',
    });
    expect(VALIDATOR_MESSAGES['form.incomplete']).toEqual({
      'pt-BR': 'AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS',
      'es-AR': 'TODAVÍA HAY CAMPOS POR COMPLETAR',
    });
  });

  it('writes es-AR with voseo', () => {
    expect(VALIDATOR_MESSAGES['fullName.required']).toEqual({
      'pt-BR': 'Informe seu nome completo',
      'es-AR': 'Ingresá tu nombre completo',
    });
    const imperatives = ids
      .map((id) => VALIDATOR_MESSAGES[id]['es-AR'])
      .filter((text) => /^(Ingres|Seleccion)/.test(text));
    expect(imperatives.length).toBeGreaterThan(20);
    for (const text of imperatives) expect(text).toMatch(/^(Ingresá|Seleccioná) /);
  });
});

describe('langOf', () => {
  it.each([
    ['es-AR', 'es-AR'],
    ['ES-ar', 'es-AR'],
    ['pt-BR', 'pt-BR'],
    ['c-BR', 'pt-BR'],
    ['en-US', 'pt-BR'],
    ['', 'pt-BR'],
    [undefined, 'pt-BR'],
    [null, 'pt-BR'],
  ])('%s → %s', (market, lang) => {
    expect(langOf(market)).toBe(lang);
  });
});

describe('messageOf and msg', () => {
  it('picks the language from the market and fills placeholders', () => {
    expect(messageOf('postalCode.notFound', 'c-BR')).toBe('CEP NÃO ENCONTRADO');
    expect(messageOf('postalCode.notFound', 'es-AR')).toBe('CÓDIGO POSTAL NO ENCONTRADO');
    expect(messageOf('date.window', 'pt-BR', { days: 30 })).toBe(
      'A data deve estar dentro dos últimos 30 dias',
    );
    expect(messageOf('date.window', 'es-AR', { days: 7 })).toBe(
      'La fecha tiene que estar dentro de los últimos 7 días',
    );
  });

  it('reads the language of a valibot parse config', () => {
    const schema = v.pipe(
      v.string(),
      v.check(() => false, msg(VALIDATOR_MESSAGES['cpf.invalid'])),
    );
    expect(v.safeParse(schema, 'x', { lang: 'es-AR' }).issues?.[0]?.message).toBe('Ingresá un CPF válido');
    expect(v.safeParse(schema, 'x', { lang: 'c-BR' }).issues?.[0]?.message).toBe('Informe um CPF válido');
    expect(v.safeParse(schema, 'x').issues?.[0]?.message).toBe('Informe um CPF válido');
  });

  it('works through the config in a real schema', () => {
    expect(v.safeParse(PostalCodeSchema, '', { lang: 'es-AR' }).issues?.[0]?.message).toBe(
      'Ingresá el código postal',
    );
  });
});
