import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { CuilSchema, cuilSchema } from './CuilSchema.ts';
import { cuilCheckDigit } from './cuilCheckDigit.ts';
import { cuilFromNationalId } from './cuilFromNationalId.ts';
import { cuilGenderCode } from './cuilGenderCode.ts';
import { isValidCuil } from './isValidCuil.ts';

describe('cuilCheckDigit', () => {
  it('applies weights 2..7 over the first ten digits reversed, mod 11', () => {
    // 2·5 + 0·4 + 1·3 + 2·2 + 3·7 + 4·6 + 5·5 + 6·4 + 7·3 + 8·2 = 148; 148 mod 11 = 5; 11 − 5 = 6
    expect(cuilCheckDigit('2012345678')).toBe(6);
  });

  it('turns 11 into 0 and 10 into 9', () => {
    expect(cuilCheckDigit('2010000013')).toBe(0); // sum mod 11 = 0 → 11 → 0
    expect(cuilCheckDigit('2710000007')).toBe(0);
    expect(cuilCheckDigit('2010000005')).toBe(9); // sum mod 11 = 1 → 10 → 9
    expect(cuilCheckDigit('2710000002')).toBe(9);
  });

  it('needs exactly ten digits', () => {
    expect(cuilCheckDigit('201234567')).toBeNull();
    expect(cuilCheckDigit('20123456789')).toBeNull();
    expect(cuilCheckDigit('20-1234567')).toBeNull();
  });
});

describe('isValidCuil', () => {
  it.each([
    '20123456786',
    '20-12345678-6',
    '20-10000013-0',
    '20-10000005-9',
    '27-10000002-9',
    ' 20-12345678-6 ',
  ])('accepts %j', (cuil) => {
    expect(isValidCuil(cuil)).toBe(true);
  });

  it.each([
    ['20-12345678-7', 'wrong check digit'],
    ['20-10000005-0', 'AFIP would re-prefix; the seed maps 10 → 9, not 0'],
    ['21-12345678-6', 'prefix 21'],
    ['33-12345678-6', 'prefix 33 (CUIT of companies, not in the seed)'],
    ['2012345678', '10 digits'],
    ['201234567861', '12 digits'],
    ['20.12345678.6', 'wrong separators'],
    ['20-1234567-86', 'misplaced separator'],
    ['', 'empty'],
  ])('rejects %j (%s)', (cuil) => {
    expect(isValidCuil(cuil)).toBe(false);
  });

  it('accepts the allowed prefixes only, each with its right check digit', () => {
    for (let prefix = 0; prefix <= 99; prefix++) {
      const body = `${String(prefix).padStart(2, '0')}12345678`;
      const allowed = ['20', '23', '24', '27', '30'].includes(body.slice(0, 2));
      expect(isValidCuil(`${body}${cuilCheckDigit(body)}`), body).toBe(allowed);
    }
  });

  it('requires digits 3–10 to equal the national id when given', () => {
    expect(isValidCuil('20-12345678-6', '12345678')).toBe(true);
    expect(isValidCuil('20-12345678-6', '12.345.678')).toBe(true);
    expect(isValidCuil('20-12345678-6', '12345679')).toBe(false);
    expect(isValidCuil('20-12345678-6', '')).toBe(false);
    const short = cuilFromNationalId('9876543', 'male');
    expect(short).toMatch(/^20-09876543-\d$/);
    expect(isValidCuil(short ?? '', '9.876.543')).toBe(true);
  });
});

describe('cuilGenderCode and cuilFromNationalId', () => {
  it('maps male → 20, female → 27, anything else → 30', () => {
    expect(cuilGenderCode('male')).toBe('20');
    expect(cuilGenderCode('female')).toBe('27');
    expect(cuilGenderCode('not-informed')).toBe('30');
    expect(cuilGenderCode('company')).toBe('30');
  });

  it('builds a valid CUIL from a DNI', () => {
    expect(cuilFromNationalId('12345678', 'male')).toBe('20-12345678-6');
    expect(cuilFromNationalId('12.345.678', 'female')).toMatch(/^27-12345678-\d$/);
    expect(cuilFromNationalId('123456789', 'male')).toBeNull();
    expect(cuilFromNationalId('', 'male')).toBeNull();
  });
});

describe('CuilSchema', () => {
  it('localises its messages', () => {
    expect(validateField(CuilSchema, '', 'es-AR')).toBe('Ingresá tu CUIL');
    expect(validateField(CuilSchema, '', 'pt-BR')).toBe('Informe o CUIL');
    expect(validateField(CuilSchema, '20-12345678-7', 'es-AR')).toBe('Ingresá un CUIL válido');
    expect(validateField(CuilSchema, '20-12345678-7', 'pt-BR')).toBe('Informe um CUIL válido');
    expect(validateField(CuilSchema, '20-12345678-6', 'es-AR')).toBeNull();
  });

  it('compares with the DNI when one is given', () => {
    expect(validateField(cuilSchema('12345679'), '20-12345678-6', 'es-AR')).toBe(
      'El CUIL no coincide con tu número de DNI',
    );
    expect(validateField(cuilSchema('12345679'), '20-12345678-6', 'pt-BR')).toBe(
      'O CUIL não corresponde ao número do documento informado',
    );
    expect(validateField(cuilSchema('12345678'), '20-12345678-6', 'es-AR')).toBeNull();
    expect(validateField(cuilSchema(''), '20-12345678-6', 'es-AR')).toBeNull();
  });
});
