import * as v from 'valibot';
import { BRANDS } from '../core/brands.ts';

/*
 * The manuals service's payloads (seed 001 §3 Manuals: name, path, validity initial and final date,
 * status). `createManual` and `updateManual` are typed by them and the sandbox checks what it
 * receives with them. Widgets import their types only, so no page bundle carries them.
 */

/** An ISO date (YYYY-MM-DD). */
const isoDate = v.pipe(v.string(), v.isoDate());

/** Where a manual is: an http or https address (never `javascript:` or `data:`: it becomes a link). */
export const ManualPathSchema = v.pipe(
  v.string(),
  v.url('path must be a URL'),
  v.regex(/^https?:\/\//i, 'path must be an http(s) address'),
);

/** `POST /` and `PUT /{id}`: a manual of a brand (and model), its address, validity and status. */
export const ManualPayloadSchema = v.pipe(
  v.looseObject({
    brand: v.picklist(BRANDS),
    modelCode: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(8)))),
    name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(160)),
    path: ManualPathSchema,
    validityStart: isoDate,
    validityEnd: isoDate,
    status: v.picklist(['ACTIVE', 'INACTIVE']),
  }),
  v.check((m) => m.validityEnd >= m.validityStart, 'validityEnd before validityStart'),
);
/** What `createManual` and `updateManual` send. */
export type ManualPayload = v.InferInput<typeof ManualPayloadSchema>;
