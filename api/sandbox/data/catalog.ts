import type { Country } from './geo.ts';
import { hashSeed, seededRandom } from './random.ts';

/** A version as the catalogue knows it (seed 000 §3 "mvs"). */
export interface SandboxVersion {
  /** Model + version + series: 3/3/1 = 7 characters, 4/11/1 = 16 for Citroën, Peugeot and DS. */
  mvsCode: string;
  modelCode: string;
  versionCode: string;
  seriesCode: string;
  brand: string;
  modelName: string;
  modelShortName: string;
  versionName: string;
  fullDescription: string;
  category: string;
  fuel: string;
  engine: string;
  gear: 'MT' | 'AT' | 'CVT';
  doors: number;
  years: number[];
  /** Price in the country's currency, by country; a missing country does not sell the version. */
  price: Partial<Record<Country, number>>;
}

type Row = [
  brand: string,
  model: string,
  category: string,
  fuel: string,
  doors: number,
  basePrice: number,
  versions: string,
  countries: string,
];

/**
 * The line-up: versions as `name;engine;gear;+price step` separated by `|`. Prices in BRL (2025/26
 * list prices of the kind the brands publish); Argentina sells the models marked AR at ARS prices.
 */
const ROWS: Row[] = [
  ['fiat', 'Mobi', 'hatch', 'Flex', 5, 76990, 'Like;1.0 Fire;MT;0|Trekking;1.0 Fire;MT;4000', 'BR'],
  [
    'fiat',
    'Argo',
    'hatch',
    'Flex',
    5,
    96990,
    'Drive;1.0;MT;0|Drive;1.3;CVT;9000|Trekking;1.3;CVT;14000',
    'BR AR',
  ],
  ['fiat', 'Cronos', 'sedan', 'Flex', 4, 104990, 'Drive;1.3;MT;0|Precision;1.3;CVT;12000', 'BR AR'],
  [
    'fiat',
    'Pulse',
    'suv',
    'Flex',
    5,
    111990,
    'Drive;1.3;MT;0|Audace;T200;CVT;19000|Impetus;T200;CVT;27000',
    'BR AR',
  ],
  ['fiat', 'Fastback', 'suv', 'Flex Hybrid', 5, 129990, 'Audace;T200;CVT;0|Impetus;T200;CVT;10000', 'BR AR'],
  [
    'fiat',
    'Strada',
    'pickup',
    'Flex',
    4,
    109990,
    'Endurance;1.3;MT;0|Freedom;1.3;MT;10000|Volcano;T200;CVT;26000|Ranch;T200;CVT;32000',
    'BR AR',
  ],
  ['fiat', 'Toro', 'pickup', 'Diesel', 4, 159990, 'Endurance;T270;AT;0|Volcano;2.2 TD;AT;45000', 'BR AR'],
  ['fiat', 'Titano', 'pickup', 'Diesel', 4, 219990, 'Endurance;2.2 TD;MT;0|Ranch;2.2 TD;AT;45000', 'BR AR'],
  ['fiat', 'Fiorino', 'van', 'Flex', 2, 104990, 'Endurance;1.4;MT;0', 'BR'],
  ['fiat', '500e', 'hatch', 'Electric', 3, 214990, 'Icon;118 cv;AT;0', 'BR AR'],
  [
    'jeep',
    'Renegade',
    'suv',
    'Flex',
    5,
    149990,
    'Sport;T270;AT;0|Longitude;T270;AT;15000|Trailhawk;T270;AT;35000',
    'BR AR',
  ],
  [
    'jeep',
    'Compass',
    'suv',
    'Flex',
    5,
    189990,
    'Sport;T270;AT;0|Limited;T270;AT;40000|4xe;1.3 Turbo;AT;110000',
    'BR AR',
  ],
  ['jeep', 'Commander', 'suv', 'Diesel', 5, 259990, 'Longitude;T270;AT;0|Overland;2.2 TD;AT;60000', 'BR AR'],
  ['jeep', 'Wrangler', 'suv', 'Gas', 4, 469990, 'Rubicon;2.0 Turbo;AT;0', 'BR AR'],
  ['dodge', 'Durango', 'suv', 'Gas', 5, 489990, 'GT;3.6 V6;AT;0|R/T;5.7 V8;AT;70000', 'BR AR'],
  ['chrysler', 'Pacifica', 'van', 'Hybrid', 5, 449990, 'Pinnacle;3.6 V6 PHEV;AT;0', 'BR'],
  ['chrysler', '300C', 'sedan', 'Gas', 4, 399990, 'Touring;3.6 V6;AT;0', 'BR'],
  [
    'ram',
    'Rampage',
    'pickup',
    'Diesel',
    4,
    239990,
    'Rebel;2.2 TD;AT;0|Laramie;2.2 TD;AT;20000|R/T;2.0 Turbo;AT;40000',
    'BR AR',
  ],
  ['ram', '1500', 'pickup', 'Gas', 4, 469990, 'Laramie;5.7 V8;AT;0|Rebel;5.7 V8;AT;25000', 'BR AR'],
  ['ram', '2500', 'pickup', 'Diesel', 4, 499990, 'Laramie;6.7 TD;AT;0', 'BR AR'],
  ['ram', '3500', 'pickup', 'Diesel', 4, 559990, 'Limited;6.7 TD;AT;0', 'BR'],
  [
    'citroen',
    'C3',
    'hatch',
    'Flex',
    5,
    79990,
    'Live;1.0;MT;0|Feel;1.6;AT;8000|First Edition;1.0 Turbo;CVT;15000',
    'BR AR',
  ],
  [
    'citroen',
    'C3 Aircross',
    'suv',
    'Flex',
    5,
    109990,
    'Feel;1.0 Turbo;CVT;0|Shine;1.0 Turbo;CVT;15000',
    'BR AR',
  ],
  ['citroen', 'Basalt', 'suv', 'Flex', 5, 99990, 'Feel;1.0;MT;0|Shine;1.0 Turbo;CVT;20000', 'BR AR'],
  [
    'peugeot',
    '208',
    'hatch',
    'Flex',
    5,
    89990,
    'Active;1.0;MT;0|Allure;1.0 Turbo;CVT;14000|GT;1.0 Turbo;CVT;28000',
    'BR AR',
  ],
  ['peugeot', '2008', 'suv', 'Flex', 5, 134990, 'Allure;1.0 Turbo;CVT;0|GT;1.0 Turbo;CVT;22000', 'BR AR'],
  ['peugeot', '3008', 'suv', 'Hybrid', 5, 229990, 'GT;1.6 PHEV;AT;0', 'BR AR'],
  ['peugeot', 'Partner Rapid', 'van', 'Flex', 2, 119990, 'Business;1.4;MT;0', 'BR AR'],
  ['fiat-abarth', 'Pulse Abarth', 'suv', 'Flex', 5, 154990, 'Abarth;T270;AT;0', 'BR AR'],
  ['fiat-abarth', 'Fastback Abarth', 'suv', 'Flex', 5, 164990, 'Abarth;T270;AT;0', 'BR'],
  ['ds', 'DS 3', 'suv', 'Electric', 5, 269990, 'E-Tense Performance Line;156 cv;AT;0', 'BR'],
  [
    'ds',
    'DS 7',
    'suv',
    'Hybrid',
    5,
    349990,
    'E-Tense Rivoli;1.6 PHEV;AT;0|La Première;1.6 PHEV;AT;40000',
    'BR AR',
  ],
  // DS in Argentina also sells the petrol DS 4 (not offered in Brazil).
  ['ds', 'DS 4', 'hatch', 'Gas', 5, 259990, 'Rivoli;1.6 Turbo;AT;0|Opéra;1.6 Turbo;AT;30000', 'AR'],
];

/**
 * Brands the group does not sell in a country: the catalogue lists no model for them there and the
 * widgets say so in words (Chrysler left Argentina; every other brand has an Argentine line-up).
 */
export const BRANDS_NOT_SOLD: Partial<Record<Country, string[]>> = { AR: ['chrysler'] };

/** Brands whose codes are 4/15/16 characters (seed 000 §3 "Car code sizes"). */
export const LONG_CODE_BRANDS = new Set(['citroen', 'peugeot', 'ds']);

/** ARS per BRL used for Argentine list prices, rounded to ARS 10,000. */
const ARS_PER_BRL = 310;

const ALNUM = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

function code(seed: string, length: number, digitsOnly = false): string {
  const random = seededRandom(seed);
  const alphabet = digitsOnly ? '0123456789' : ALNUM;
  return Array.from({ length }, (_, i) =>
    i === 0 && digitsOnly
      ? String(1 + Math.floor(random() * 9))
      : alphabet[Math.floor(random() * alphabet.length)],
  ).join('');
}

function build(): SandboxVersion[] {
  const versions: SandboxVersion[] = [];
  for (const [brand, model, category, fuel, doors, basePrice, list, countries] of ROWS) {
    const long = LONG_CODE_BRANDS.has(brand);
    const modelCode = code(`model:${brand}:${model}`, long ? 4 : 3, !long);
    list.split('|').forEach((entry, index) => {
      const [name, engine, gear, step] = entry.split(';') as [string, string, SandboxVersion['gear'], string];
      const versionCode = code(`version:${brand}:${model}:${name}:${engine}`, long ? 11 : 3);
      const seriesCode = String(1 + (hashSeed(`${model}${index}`) % 3));
      const brl = basePrice + Number(step);
      versions.push({
        mvsCode: `${modelCode}${versionCode}${seriesCode}`,
        modelCode,
        versionCode,
        seriesCode,
        brand,
        modelName: model,
        modelShortName: model.split(' ')[0] as string,
        versionName: name,
        fullDescription: `${model} ${name} ${engine} ${gear}`,
        category,
        fuel,
        engine,
        gear,
        doors,
        years: [2025, 2026],
        price: {
          ...(countries.includes('BR') ? { BR: brl } : {}),
          ...(countries.includes('AR') ? { AR: Math.round((brl * ARS_PER_BRL) / 10000) * 10000 } : {}),
        },
      });
    });
  }
  return versions;
}

/** Every version of every brand, deterministic. */
export const VERSIONS: SandboxVersion[] = build();

const byMvs = new Map(VERSIONS.map((version) => [version.mvsCode, version]));

/** A version by MVS code; null when unknown. */
export function versionByMvs(mvsCode: string): SandboxVersion | null {
  return byMvs.get(mvsCode) ?? null;
}

/** The versions a brand sells in a country. */
export function versionsOf(brand: string, country: Country): SandboxVersion[] {
  return VERSIONS.filter((version) => version.brand === brand && version.price[country] !== undefined);
}

/** One model of a brand with its versions sold in a country. */
export function modelsOf(brand: string, country: Country) {
  const models = new Map<string, SandboxVersion[]>();
  for (const version of versionsOf(brand, country)) {
    models.set(version.modelCode, [...(models.get(version.modelCode) ?? []), version]);
  }
  return [...models.values()].map((list) => {
    const first = list[0] as SandboxVersion;
    return {
      modelCode: first.modelCode,
      modelName: first.modelName,
      category: first.category,
      fuel: first.fuel,
      startingPrice: Math.min(...list.map((v) => v.price[country] ?? 0)),
      versions: list.map((v) => ({
        mvsCode: v.mvsCode,
        versionName: v.versionName,
        price: v.price[country],
      })),
    };
  });
}

/** The country of a market. */
export const countryOf = (market: string): Country => (market === 'es-AR' ? 'AR' : 'BR');

/** The currency of a country. */
export const currencyOf = (country: Country) => (country === 'AR' ? 'ARS' : 'BRL');
