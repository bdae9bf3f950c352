import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateField } from '../../../validators/index.ts';
import {
  documentNumberSchema,
  documentTypeSchema,
  documentTypesOf,
  MaritalRegimeSchema,
  NationalitySchema,
  PastDateSchema,
  RequiredTextSchema,
} from './fundingFields.ts';

const valid = (schema: v.GenericSchema, value: string, market = 'pt-BR') =>
  validateField(schema, value, market) === null;

describe('the funding form’s own fields', () => {
  it('identity documents: RG, IE, RNE, CTPS, CNH or CR in Brazil, DNI in Argentina', () => {
    expect(documentTypesOf('pt-BR')).toEqual(['RG', 'IE', 'RNE', 'CTPS', 'CNH', 'CR']);
    expect(documentTypesOf('es-AR')).toEqual(['DNI']);
    expect(valid(documentTypeSchema('pt-BR'), 'CNH')).toBe(true);
    expect(valid(documentTypeSchema('pt-BR'), 'DNI')).toBe(false);
    expect(valid(documentTypeSchema('es-AR'), 'DNI', 'es-AR')).toBe(true);
    expect(valid(documentTypeSchema('pt-BR'), '')).toBe(false);
  });

  it('the document number: an RG by the RG rule, a CNH by the licence rule, the others required up to 50', () => {
    expect(valid(documentNumberSchema('RG'), '12.345.678-X')).toBe(true);
    expect(valid(documentNumberSchema('RG'), 'ABC')).toBe(false);
    expect(valid(documentNumberSchema('CNH'), '02650306461')).toBe(true);
    expect(valid(documentNumberSchema('CNH'), '11111111111')).toBe(false);
    expect(valid(documentNumberSchema('RNE'), 'V123456-7')).toBe(true);
    expect(valid(documentNumberSchema('RNE'), ' ')).toBe(false);
    expect(valid(documentNumberSchema('DNI'), '1'.repeat(50))).toBe(true);
    expect(valid(documentNumberSchema('DNI'), '1'.repeat(51))).toBe(false);
  });

  it('issue and foundation dates are real dates, not in the future', () => {
    expect(valid(PastDateSchema, '01/02/2010')).toBe(true);
    expect(valid(PastDateSchema, '31/02/2010')).toBe(false);
    expect(valid(PastDateSchema, '01/01/2999')).toBe(false);
  });

  it('nationality and property regime are chosen from the seed’s lists; the birth place is required', () => {
    expect(valid(NationalitySchema, 'foreign')).toBe(true);
    expect(valid(NationalitySchema, 'martian')).toBe(false);
    expect(valid(MaritalRegimeSchema, 'partial-community')).toBe(true);
    expect(valid(MaritalRegimeSchema, '')).toBe(false);
    expect(valid(RequiredTextSchema, 'Campinas')).toBe(true);
    expect(valid(RequiredTextSchema, '  ')).toBe(false);
  });
});
