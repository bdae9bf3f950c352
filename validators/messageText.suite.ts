import { describe, expect, it } from 'vitest';
import { addressMessages } from './address/messages.ts';
import { dateMessages } from './date/messages.ts';
import { textOf } from './messageText.ts';

/** The source of every module of the validators layer, by path ('./cpf/CpfSchema.ts'). */
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.{test,suite}.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('message texts', () => {
  it('reads a family table entry in the market language, with placeholders filled', () => {
    expect(textOf(addressMessages['postalCode.notFound'], 'c-BR')).toBe('CEP NÃO ENCONTRADO');
    expect(textOf(addressMessages['postalCode.notFound'], 'es-AR')).toBe('CÓDIGO POSTAL NO ENCONTRADO');
    expect(textOf(dateMessages['date.window'], 'pt-BR', { days: 30 })).toContain('30');
  });

  it('no rule loads the table of every family: each family imports its own (a page loads what it uses)', () => {
    const importers = Object.entries(sources)
      .filter(([path]) => path !== './messages.ts' && path !== './index.ts')
      .filter(([path, text]) =>
        (path.split('/').length > 2 ? /from '\.\.\/messages\.ts'/ : /from '\.\/messages\.ts'/).test(text),
      )
      .map(([path]) => path);
    expect(importers).toEqual([]);
  });
});
