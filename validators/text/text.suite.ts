import { describe, expect, it } from 'vitest';
import { sharedMessages } from '../shared/messages.ts';
import { validateField } from '../validateField.ts';
import { hasLeadingSpace } from './hasLeadingSpace.ts';
import { hasRestrictedChars } from './hasRestrictedChars.ts';
import { NoLeadingSpaceSchema } from './NoLeadingSpaceSchema.ts';
import { RestrictedTextSchema } from './RestrictedTextSchema.ts';
import { requiredText } from './requiredText.ts';

describe('hasRestrictedChars', () => {
  it.each(['&', '$', '<', '>', '%'])('finds %j', (char) => {
    expect(hasRestrictedChars(`Rua ${char} 10`)).toBe(true);
  });

  it('lets other symbols through', () => {
    expect(hasRestrictedChars("Rua D'Ávila, nº 10 - apto. 3/B (fundos) #2 @ * !")).toBe(false);
  });
});

describe('hasLeadingSpace', () => {
  it('looks only at the first character', () => {
    expect(hasLeadingSpace(' a')).toBe(true);
    expect(hasLeadingSpace('\ta')).toBe(true);
    expect(hasLeadingSpace('a b ')).toBe(false);
    expect(hasLeadingSpace('')).toBe(false);
  });
});

describe('free-text schemas', () => {
  it('NoLeadingSpaceSchema lets empty through and refuses a leading space', () => {
    expect(validateField(NoLeadingSpaceSchema, '', 'pt-BR')).toBeNull();
    expect(validateField(NoLeadingSpaceSchema, 'Olá & tchau', 'pt-BR')).toBeNull();
    expect(validateField(NoLeadingSpaceSchema, ' ', 'pt-BR')).toBe('O texto não pode começar com espaço');
    expect(validateField(NoLeadingSpaceSchema, ' Olá', 'es-AR')).toBe(
      'El texto no puede empezar con un espacio',
    );
  });

  it('RestrictedTextSchema also refuses & $ < > %', () => {
    expect(validateField(RestrictedTextSchema, '', 'pt-BR')).toBeNull();
    expect(validateField(RestrictedTextSchema, 'Quero 50% de desconto', 'pt-BR')).toBe(
      'Não use os caracteres & $ < > %',
    );
    expect(validateField(RestrictedTextSchema, 'US$ 10', 'es-AR')).toBe('No uses los caracteres & $ < > %');
    expect(validateField(RestrictedTextSchema, 'Ligar após as 18h, por favor.', 'pt-BR')).toBeNull();
  });

  it('requiredText can allow the restricted characters', () => {
    const schema = requiredText(sharedMessages['field.required'], { allowRestricted: true });
    expect(validateField(schema, '', 'pt-BR')).toBe('Preencha este campo');
    expect(validateField(schema, '', 'es-AR')).toBe('Completá este campo');
    expect(validateField(schema, 'A & B', 'pt-BR')).toBeNull();
    expect(validateField(requiredText(sharedMessages['field.required']), 'A & B', 'pt-BR')).toBe(
      'Não use os caracteres & $ < > %',
    );
  });
});
