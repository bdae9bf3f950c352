import * as v from 'valibot';
import { BRANDS } from '../../core/brands.ts';
import { isValidChassis, isValidCnpj, isValidPlate } from '../../validators/index.ts';
import { text } from '../schemas.ts';
import { versionByMvs } from './data/catalog.ts';

/**
 * Payload pieces only the sandbox services validate with (valibot; a failure answers 422), besides the
 * shared ones of `api/schemas.ts`.
 */
export const cnpj = v.pipe(v.string(), v.check(isValidCnpj, 'invalid CNPJ'));
export const phone = v.pipe(v.string(), v.regex(/^0?\d{10,12}$/, 'phone must be 10 to 13 digits'));
export const brand = v.picklist(BRANDS);
export const count = v.pipe(v.number(), v.integer(), v.minValue(1));
export const id = v.union([text(80), v.number()]);
export const ids = v.pipe(v.array(id), v.minLength(1));
export const year = v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(2030));
export const isoDate = v.pipe(v.string(), v.isoDate());
/** A Brazilian or an Argentine plate: the services are one for a group selling in both countries. */
export const isPlate = (value: string) => isValidPlate(value, 'BR') || isValidPlate(value, 'AR');
export const plate = v.pipe(v.string(), v.check(isPlate, 'invalid plate'));
export const chassis = v.pipe(v.string(), v.check(isValidChassis, 'invalid chassis'));
export const mvsCode = v.pipe(
  v.string(),
  v.check((code) => versionByMvs(code) !== null, 'unknown mvs code'),
);

/** An object with these fields, other fields allowed (like the real services). */
export const shape = <T extends v.ObjectEntries>(entries: T) => v.looseObject(entries);

/** A file part (any Blob implementation: browser, Node or happy-dom). */
export const fileLike = v.custom<Blob>(
  (value) => typeof value === 'object' && value !== null && 'size' in value && 'arrayBuffer' in value,
  'file expected',
);

/** A multipart body with at least one file in `name`. */
export const withFile = (name: string) =>
  v.looseObject({ [name]: v.pipe(v.array(fileLike), v.minLength(1, `${name} file required`)) });
