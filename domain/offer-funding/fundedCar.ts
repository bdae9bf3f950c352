import type { Color } from '../../api/carSchemas.ts';
import type { CatalogVersion } from '../../api/catalog.ts';
import type { SimulationInput } from '../../api/financing/types.ts';

/** The offer the calculator is tied to (seed 001 §3 "Offer (marketplace)"): what a simulation needs of it. */
export interface FundingOffer {
  /** The offer's id; without it no simulation can be tied to the offer ('Params is required'). */
  id: string;
  title: string;
  mvsCode: string;
  year: number;
  /** The offer's price in the market's currency. */
  price: number;
  brand: string;
  /** The offer's colour when it names one; otherwise the version's first colour is used. */
  colorCode?: string;
}

/** The car on screen, whose plan is simulated: the offer's car or one chosen in the modals. */
export interface FundedCar {
  mvsCode: string;
  year: number;
  /** What is financed: the offer's price, or a chosen version's list price plus its colour's. */
  price: number;
  colorCode: string;
  colorName: string;
  /** The colour's own price (in the offer's price for the offer's car; added to a version's list price). */
  colorPrice: number;
  /** How the car reads on screen (the offer's title, or model and version). */
  title: string;
  /** Whether this is the offer's own car (its price is the offer's). */
  fromOffer: boolean;
}

/** The sliders of the calculator. */
export interface FundingParams {
  entrancePercent: number;
  numberOfInstallments: number;
}

/** A colour as the car keeps it. */
export type CarColor = Pick<Color, 'code' | 'name' | 'price'>;

/** The car's colour, to keep it on another version (every version of a brand has the brand's palette). */
export function colorOf(car: FundedCar): CarColor {
  return { code: car.colorCode, name: car.colorName, price: car.colorPrice };
}

/** The offer's car in a colour (the offer's price stands: the colour's price is in the offer's). */
export function carOfOffer(offer: FundingOffer, color: CarColor): FundedCar {
  return {
    mvsCode: offer.mvsCode,
    year: offer.year,
    price: offer.price,
    colorCode: color.code,
    colorName: color.name,
    colorPrice: color.price,
    title: offer.title,
    fromOffer: true,
  };
}

/**
 * The colour the offer's car starts in: the offer's own when the version has it, else the version's
 * cheapest (first listed among equals), whose price the offer's price is taken to include.
 */
export function offerColor(offer: FundingOffer, colors: readonly Color[]): Color | null {
  const own = colors.find((c) => c.code === offer.colorCode);
  return own ?? colors.reduce<Color | null>((best, c) => (!best || c.price < best.price ? c : best), null);
}

/** The year to simulate a version in: the one asked when the version is made in it, else its latest. */
export function yearOf(version: Pick<CatalogVersion, 'years'>, wanted: number): number {
  return version.years.includes(wanted) ? wanted : (version.years.at(-1) ?? wanted);
}

/**
 * A catalogue version in a colour: its list price plus the colour's; null when the market does not
 * sell the version (no price).
 */
export function carOfVersion(version: CatalogVersion, year: number, color: CarColor): FundedCar | null {
  if (version.price === null || !(version.price > 0)) return null;
  return {
    mvsCode: version.mvsCode,
    year: yearOf(version, year),
    price: Math.round((version.price + color.price) * 100) / 100,
    colorCode: color.code,
    colorName: color.name,
    colorPrice: color.price,
    title: `${version.modelName} ${version.versionName}`.trim(),
    fromOffer: false,
  };
}

/** What the funding service is asked for the car on screen and the sliders (CDC, no balloon). */
export function simulationInputOf(car: FundedCar, params: FundingParams): SimulationInput {
  return {
    mvs: car.mvsCode,
    year: car.year,
    price: car.price,
    colorCode: car.colorCode,
    entrancePercent: params.entrancePercent,
    numberOfInstallments: params.numberOfInstallments,
    finalInstallmentPercentage: 0,
  };
}

/**
 * Whether a simulation's input is of the car on screen (same version, year, price and colour): a plan
 * is shown, kept or compared only for the car the shopper sees.
 */
export function isOfCar(input: SimulationInput | null, car: FundedCar | null): boolean {
  return (
    !!input &&
    !!car &&
    input.mvs === car.mvsCode &&
    input.year === car.year &&
    input.price === car.price &&
    input.colorCode === car.colorCode
  );
}
