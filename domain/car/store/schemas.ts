import * as v from 'valibot';
import {
  CoatingSchema,
  ColorSchema,
  IdSchema,
  MvsSchema,
  PartSchema,
  PriceOverrideSchema,
  ServiceSchema,
} from '../../../api/carSchemas.ts';
import { BRANDS } from '../../../core/brands.ts';
import { LocationSchema } from '../../location/LocationSchema.ts';

/**
 * The configurator's current car (seed 000 §3 "Current car") as valibot schemas. What is read back from
 * local storage, cookies or a share link goes through these, so tampered or outdated data is rejected.
 */

/** Prices from the price service: per-part overrides of list prices. */
export const PricesSchema = v.object({ parts: v.array(PriceOverrideSchema) });

/** Prices. */
export type Prices = v.InferOutput<typeof PricesSchema>;

/** A JSON object owned by a later screen (stock, funding, e-commerce data): kept, not interpreted here. */
const Opaque = v.nullable(v.record(v.string(), v.unknown()));

/**
 * The current car without its totals (they are always recomputed, never trusted from storage).
 * `stock`, `funding` and `ecommerce` belong to the stock, financing and reservation screens.
 */
export const StoredCarSchema = v.object({
  brand: v.picklist(BRANDS),
  color: v.nullable(ColorSchema),
  coating: v.nullable(CoatingSchema),
  mvs: v.nullable(MvsSchema),
  groupedMvs: v.array(MvsSchema),
  prices: PricesSchema,
  /** The page's location (domain/location) when the car was last saved. */
  location: v.nullable(LocationSchema),
  parts: v.array(PartSchema),
  services: v.array(ServiceSchema),
  loadedFromLocalStorage: v.boolean(),
  isReady: v.boolean(),
  updatePrice: v.boolean(),
  stock: Opaque,
  funding: Opaque,
  ecommerce: Opaque,
});

/** A stored car (the current car without totals). */
export type StoredCar = v.InferOutput<typeof StoredCarSchema>;

/** Ids of what a car is made of, for the share link (see `configurationSnapshot`). */
export const ConfigurationSnapshotSchema = v.object({
  mvs: v.pipe(v.string(), v.nonEmpty(), v.maxLength(32)),
  year: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2200)),
  color: v.nullable(IdSchema),
  coating: v.nullable(IdSchema),
  parts: v.pipe(v.array(IdSchema), v.maxLength(500)),
  services: v.pipe(v.array(IdSchema), v.maxLength(100)),
  accessories: v.pipe(v.array(IdSchema), v.maxLength(500)),
});

/** A configuration snapshot. */
export type ConfigurationSnapshot = v.InferOutput<typeof ConfigurationSnapshotSchema>;
