import { describe, expect, it } from 'vitest';
import { validateField } from '../validateField.ts';
import { CpfSchema } from './CpfSchema.ts';
import { isValidCpf } from './isValidCpf.ts';

describe('isValidCpf', () => {
  it.each(['52998224725', '529.982.247-25', ' 529.982.247-25 ', '12345678909', '000.000.001-91'])(
    'accepts %j',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each([
    ['52998224724', 'wrong second check digit'],
    ['52998224715', 'wrong first check digit'],
    ['5299822472', '10 digits'],
    ['529982247250', '12 digits'],
    ['529.982.247-2', '13 characters masked'],
    ['529982.247-25', 'partly masked'],
    ['529.982.24725', 'partly masked'],
    ['529 982 247 25', 'spaces as separators'],
    ['529.982.247/25', 'wrong separator'],
    ['5299822472a', 'letter'],
    ['', 'empty'],
  ])('rejects %j (%s)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('rejects every repeated-digit CPF, although 111.111.111-11 passes the checksum', () => {
    for (let digit = 0; digit <= 9; digit++) {
      const cpf = String(digit).repeat(11);
      expect(isValidCpf(cpf)).toBe(false);
      expect(isValidCpf(cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))).toBe(false);
    }
  });
});

describe('CpfSchema', () => {
  it('localises required and invalid messages', () => {
    expect(validateField(CpfSchema, '', 'pt-BR')).toBe('Informe o CPF');
    expect(validateField(CpfSchema, '', 'es-AR')).toBe('Ingresá el CPF');
    expect(validateField(CpfSchema, '111.111.111-11', 'pt-BR')).toBe('Informe um CPF válido');
    expect(validateField(CpfSchema, '111.111.111-11', 'es-AR')).toBe('Ingresá un CPF válido');
    expect(validateField(CpfSchema, '529.982.247-25', 'es-AR')).toBeNull();
  });
});
