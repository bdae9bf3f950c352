import * as v from 'valibot';

/**
 * The configurator's catalogue entities (seed 000 §3 "Part types", "Current car", colours) as valibot
 * schemas. API adapters and the store parse untrusted data through these; the rules only ever see the
 * parsed output, so list fields are always present (empty when the source omits them).
 */

/** An id of a part, colour, coating or service: a non-empty string of at most 64 characters. */
export const IdSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(64));

/** A price: a finite number, zero or more. */
export const MoneySchema = v.pipe(v.number(), v.finite(), v.minValue(0));

/** Part types (seed 000 §3): optionals (ITEM), accessories, colours and coatings. */
export const PART_TYPES = ['ITEM', 'ACCESSORY', 'COLOR', 'COATING'] as const;

/** A part type. */
export type PartType = (typeof PART_TYPES)[number];

/**
 * A part of the catalogue (seed 000 §3 "parts" plus the rule fields of issue 6).
 *
 * - `inclusive`: ids this part brings along (recursively; cycles allowed).
 * - `exclusive`: ids that cannot be selected together with this part (read both ways).
 * - `optionalColors`: when non-empty, the only colours allowed while this part is selected.
 * - `selectionType`: `'radio'` parts are exclusive by `group` and skip every other rule.
 * - `alternatives`: groups of ids; one of each group must be selected with this part.
 * - `dependencies`: ids that must be selected with this part (added with it).
 * - `special`: adding or removing it sends the user to the colour step.
 */
export const PartSchema = v.object({
  id: IdSchema,
  code: v.string(),
  name: v.string(),
  type: v.picklist(PART_TYPES),
  behaviour: v.optional(v.picklist(['OPTIONAL', 'FEATURED'])),
  price: MoneySchema,
  inclusive: v.optional(v.array(IdSchema), () => []),
  exclusive: v.optional(v.array(IdSchema), () => []),
  optionalColors: v.optional(v.array(v.object({ colorId: IdSchema })), () => []),
  selectionType: v.optional(v.picklist(['check', 'radio']), 'check'),
  group: v.optional(v.string()),
  alternatives: v.optional(v.array(v.array(IdSchema))),
  dependencies: v.optional(v.array(IdSchema)),
  special: v.optional(v.boolean()),
});

/** A part as the rules see it (see {@link PartSchema}). */
export type Part = v.InferOutput<typeof PartSchema>;

/** A colour (seed 000 §3); shown as a two-tone gradient when `secondaryColor` is set. */
export const ColorSchema = v.object({
  id: IdSchema,
  code: v.string(),
  name: v.string(),
  price: MoneySchema,
  primaryColor: v.optional(v.string()),
  secondaryColor: v.optional(v.string()),
  rgb: v.optional(v.string()),
  secondaryRgb: v.optional(v.string()),
  hexadecimals: v.optional(v.object({ rgbList: v.array(v.string()) })),
});

/** A colour. */
export type Color = v.InferOutput<typeof ColorSchema>;

/** A coating (seed 000 §3 "Part types": COATING). */
export const CoatingSchema = v.object({
  id: IdSchema,
  code: v.string(),
  name: v.string(),
  price: MoneySchema,
});

/** A coating. */
export type Coating = v.InferOutput<typeof CoatingSchema>;

/** A service added to the car (seed 000 §3 "services"). */
export const ServiceSchema = v.object({
  id: IdSchema,
  name: v.string(),
  serviceName: v.string(),
  category: v.string(),
  price: MoneySchema,
});

/** A service. */
export type Service = v.InferOutput<typeof ServiceSchema>;

/** A price the price service gives for one part, colour or coating, overriding its list price. */
export const PriceOverrideSchema = v.object({ partId: IdSchema, price: MoneySchema });

/** A price override. */
export type PriceOverride = v.InferOutput<typeof PriceOverrideSchema>;

const text = v.pipe(v.string(), v.maxLength(500));
const optionalText = v.optional(text, '');

/** A model-version-series (the car being configured) with its price and, for an owned car, chassis and plate. */
export const MvsSchema = v.object({
  code: v.pipe(v.string(), v.nonEmpty(), v.maxLength(32)),
  modelCode: optionalText,
  modelName: optionalText,
  modelShortName: optionalText,
  versionCode: optionalText,
  versionName: optionalText,
  seriesCode: optionalText,
  year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2200)),
  gear: optionalText,
  engine: optionalText,
  doors: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10)), 0),
  fuel: optionalText,
  fullDescription: optionalText,
  price: MoneySchema,
  chassis: optionalText,
  plateNumber: optionalText,
});

/** An MVS. */
export type Mvs = v.InferOutput<typeof MvsSchema>;
