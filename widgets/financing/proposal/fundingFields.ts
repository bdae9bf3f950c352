import * as v from 'valibot';
import { dateMessages } from '../../../validators/date/messages.ts';
import { parseDate } from '../../../validators/date/parseDate.ts';
import {
  DateSchema,
  DriverLicenseCategorySchema,
  DriverLicenseExpirySchema,
  DriverLicenseNumberSchema,
  RgSchema,
} from '../../../validators/index.ts';
import { choice } from '../../../validators/shared/choice.ts';
import { sharedMessages } from '../../../validators/shared/messages.ts';
import { required, rule, textSchema } from '../../../validators/shared/rules.ts';

/** Identity documents of the funding form (seed 000 §3); Argentina identifies people by DNI. */
export const FUNDING_DOCUMENT_TYPES = {
  BR: ['RG', 'IE', 'RNE', 'CTPS', 'CNH', 'CR'],
  AR: ['DNI'],
} as const;

/** The funding document types offered in a market. */
export const documentTypesOf = (market: string): readonly string[] =>
  market === 'es-AR' ? FUNDING_DOCUMENT_TYPES.AR : FUNDING_DOCUMENT_TYPES.BR;

/** Nationalities of the financing form (seed 000 §3). */
export const NATIONALITIES = ['brazilian', 'argentine', 'portuguese', 'japanese', 'foreign'] as const;

/** Property regimes the funding form adds for married buyers (seed 000 §3). */
export const MARITAL_REGIMES = [
  'total-community',
  'partial-community',
  'total-separation',
  'partial-separation',
] as const;

/** A required nationality. */
export const NationalitySchema = choice(NATIONALITIES, sharedMessages['option.required']);

/** A required property regime. */
export const MaritalRegimeSchema = choice(MARITAL_REGIMES, sharedMessages['option.required']);

/** A required document type of the market. */
export const documentTypeSchema = (market: string) =>
  v.pipe(
    textSchema(sharedMessages['option.required']),
    required(sharedMessages['option.required']),
    rule((value) => documentTypesOf(market).includes(value), sharedMessages['option.invalid']),
  );

/** The document number: an RG by its rule, a CNH by the licence rule, the others required (≤ 50). */
export function documentNumberSchema(type: string) {
  if (type === 'RG') return RgSchema;
  if (type === 'CNH') return DriverLicenseNumberSchema;
  return v.pipe(
    textSchema(sharedMessages['field.required']),
    required(sharedMessages['field.required']),
    rule((value) => value.trim().length <= 50, sharedMessages['field.required']),
  );
}

/** A real DD/MM/YYYY date that is not in the future (issue and foundation dates). */
export const PastDateSchema = v.pipe(
  DateSchema,
  rule((value) => {
    const date = parseDate(value);
    return date === null || date.getTime() <= Date.now();
  }, dateMessages['date.invalid']),
);

/** Licence fields: optional as a group, each checked by the seed's licence rules once one is given. */
export const LICENSE_SCHEMAS = {
  licenseNumber: DriverLicenseNumberSchema,
  licenseCategory: DriverLicenseCategorySchema,
  licenseExpiry: DriverLicenseExpirySchema,
} as const;

/** A required free text (place of birth). */
export const RequiredTextSchema = v.pipe(
  textSchema(sharedMessages['field.required']),
  required(sharedMessages['field.required']),
);
