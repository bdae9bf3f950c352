import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { additionalEmailSchema } from './additionalEmailSchema.ts';
import { EmailSchema } from './EmailSchema.ts';
import { isValidEmail } from './isValidEmail.ts';
import { sameEmail } from './sameEmail.ts';

describe('isValidEmail', () => {
  it.each(['ana@mail.com', 'ana.souza+leads@mail.com.br', 'a_b-c@sub.domain.io', 'ANA@MAIL.COM', 'x@a-b.co'])(
    'accepts %j',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['ana?@mail.com', "a '?'"],
    ['ana@mail.com?', "a '?' in the domain"],
    ['joão@mail.com', 'an accented letter'],
    ['ana@mãe.com.br', 'an accented domain'],
    ['ana@mail', 'no top-level domain'],
    ['ana@mail.c', 'one-letter top-level domain'],
    ['ana mail@mail.com', 'a space'],
    ['ana..souza@mail.com', 'two dots in a row'],
    ['.ana@mail.com', 'a leading dot'],
    ['ana@-mail.com', 'a label starting with a hyphen'],
    ['ana@@mail.com', 'two at signs'],
    ['@mail.com', 'no local part'],
    [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`, 'over 254 characters'],
    ['', 'empty'],
  ])('rejects %j (%s)', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('EmailSchema', () => {
  it('localises its messages', () => {
    expect(validateField(EmailSchema, '', 'pt-BR')).toBe('Informe seu e-mail');
    expect(validateField(EmailSchema, '', 'es-AR')).toBe('Ingresá tu e-mail');
    expect(validateField(EmailSchema, 'joão@mail.com', 'pt-BR')).toBe('Informe um e-mail válido');
    expect(validateField(EmailSchema, 'joão@mail.com', 'es-AR')).toBe('Ingresá un e-mail válido');
    expect(validateField(EmailSchema, 'ana@mail.com', 'pt-BR')).toBeNull();
  });
});

describe('additionalEmailSchema', () => {
  const schema = additionalEmailSchema('Ana@Mail.com');

  it("rejects the holder's e-mail, whatever the letter case", () => {
    expect(sameEmail(' Ana@Mail.com ', 'ana@mail.COM')).toBe(true);
    expect(sameEmail('ana@mail.com', 'ana@mail.com.br')).toBe(false);
    expect(validateField(schema, 'ana@mail.com', 'pt-BR')).toBe(
      'O e-mail adicional deve ser diferente do e-mail do titular',
    );
    expect(validateField(schema, 'ANA@mail.COM', 'es-AR')).toBe(
      'El e-mail adicional tiene que ser distinto del e-mail del titular',
    );
  });

  it('accepts another valid e-mail and still checks validity', () => {
    expect(validateField(schema, 'bia@mail.com', 'pt-BR')).toBeNull();
    expect(validateField(schema, 'bia?@mail.com', 'pt-BR')).toBe('Informe um e-mail válido');
    expect(validateField(schema, '', 'pt-BR')).toBe('Informe seu e-mail');
  });
});
