import { VERSIONS } from './catalog.ts';
import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { colorsOf } from './parts.ts';
import { pick, randomInt, seededRandom } from './random.ts';
import { USERS } from './users.ts';

/** A car on the road: owned by a sandbox user or by someone else (for recall lookups). */
export interface SandboxCar {
  id: string;
  ownerId: string | null;
  brand: string;
  mvsCode: string;
  modelCode: string;
  modelName: string;
  versionName: string;
  year: number;
  /** 17 characters A–Z 0–9, starting with the maker's WMI (9BD Fiat, 98M Citroën, …). */
  chassis: string;
  /** Mercosul plate (ABC1D23) for Brazilian cars, AB123CD for Argentine ones. */
  plate: string;
  country: 'BR' | 'AR';
  colorName: string;
  mileage: number;
}

const WMI: Record<string, string> = {
  fiat: '9BD',
  'fiat-abarth': '9BD',
  jeep: '988',
  ram: '3C6',
  dodge: '1C4',
  chrysler: '2C4',
  citroen: '935',
  peugeot: '936',
  ds: 'VR1',
};

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const DIGITS = '0123456789';
const ALNUM = `${LETTERS}${DIGITS}`;

function generate(): SandboxCar[] {
  const random = seededRandom('sandbox-cars');
  const chars = (alphabet: string, n: number) =>
    Array.from({ length: n }, () => alphabet[randomInt(random, 0, alphabet.length - 1)]).join('');
  const cars: SandboxCar[] = [];
  const owners = [...USERS.map((user) => user.id), ...USERS.map((user) => user.id), ...Array(40).fill(null)];
  owners.forEach((ownerId, index) => {
    const user = USERS.find((u) => u.id === ownerId);
    const country = user?.market === 'es-AR' || (!user && index % 5 === 0) ? 'AR' : 'BR';
    const versions = VERSIONS.filter((version) => version.price[country] !== undefined);
    const version = ownerId
      ? pick(random, versions)
      : (versions[(index * 7) % versions.length] ?? versions[0]);
    if (!version) return;
    const year = randomInt(random, 2019, 2025);
    const plate =
      country === 'AR'
        ? `${chars(LETTERS, 2)}${chars(DIGITS, 3)}${chars(LETTERS, 2)}`
        : `${chars(LETTERS, 3)}${chars(DIGITS, 1)}${chars(ALNUM, 1)}${chars(DIGITS, 2)}`;
    cars.push({
      id: `CAR-${String(index + 1).padStart(4, '0')}`,
      ownerId,
      brand: version.brand,
      mvsCode: version.mvsCode,
      modelCode: version.modelCode,
      modelName: version.modelName,
      versionName: version.versionName,
      year,
      chassis: `${WMI[version.brand] ?? '9BD'}${chars(ALNUM, 5)}${chars(DIGITS, 1)}${'KLMNPRS'[year - 2019]}${chars(ALNUM, 1)}${chars(DIGITS, 6)}`,
      plate,
      country,
      colorName: pick(random, colorsOf(version, country)).name,
      mileage: randomInt(random, 2, 90) * 1000,
    });
  });
  return cars;
}

/**
 * Two well-known cars for demos, stories and people trying the recall search: a Fiat with open
 * recalls and a software update (plate ABC1D23, chassis 9BD195A4ZN0123456), and one without any
 * (XYZ9876, 9BD281A2ZP7654321). Defined after the campaigns, below.
 */
export const DEMO_CARS = {
  open: { plate: 'ABC1D23', chassis: '9BD195A4ZN0123456' },
  clear: { plate: 'XYZ9876', chassis: '9BD281A2ZP7654321' },
} as const;

/** The sandbox's cars: the demo cars, two per sandbox user and forty others across every brand. */
export const CARS: SandboxCar[] = generate();

/** A car by plate or chassis (case-insensitive, hyphen ignored). */
export function findCar(by: { plate?: string | null; chassis?: string | null }): SandboxCar | null {
  const plate = by.plate?.replace('-', '').toUpperCase();
  const chassis = by.chassis?.toUpperCase();
  return CARS.find((car) => (plate && car.plate === plate) || (chassis && car.chassis === chassis)) ?? null;
}

/** A recall campaign (seed 001 §3 "Recall"): service type RECALL, code SV03. */
export interface RecallCampaign {
  id: string;
  brand: string;
  countries: ('BR' | 'AR')[];
  serviceType: 'RECALL';
  code: 'SV03';
  title: string;
  risk: string;
  remedy: string;
  modelCodes: string[];
  years: number[];
  startDate: string;
  softwareUpdate: boolean;
}

const ISSUES: [title: string, risk: string, remedy: string, software: boolean][] = [
  [
    'Airbag do passageiro',
    'Possível acionamento incorreto do airbag em colisão.',
    'Substituição do módulo do airbag.',
    false,
  ],
  [
    'Módulo de freio ABS',
    'Perda da assistência do ABS em pisos escorregadios.',
    'Atualização do software do módulo ABS.',
    true,
  ],
  [
    'Cinto de segurança traseiro',
    'Fixação do cinto pode se soltar em impacto.',
    'Reaperto e inspeção das fixações.',
    false,
  ],
  ['Central multimídia', 'Câmera de ré pode não exibir imagem.', 'Atualização do software da central.', true],
];

/** Two recall campaigns per brand, over that brand's first models. */
export const RECALL_CAMPAIGNS: RecallCampaign[] = Object.keys(BRAND_LABELS).flatMap((brand, b) => {
  const models = [...new Set(VERSIONS.filter((v) => v.brand === brand).map((v) => v.modelCode))];
  return [0, 1].map((k) => {
    const [title, risk, remedy, software] = ISSUES[(b + k) % ISSUES.length] as (typeof ISSUES)[number];
    return {
      id: `RC-${brand.toUpperCase().replace('-', '')}-${2024 + k}`,
      brand,
      countries: k === 0 ? ['BR', 'AR'] : ['BR'],
      serviceType: 'RECALL',
      code: 'SV03',
      title,
      risk,
      remedy,
      modelCodes: models.slice(k, k + 2),
      years: [2019, 2020, 2021, 2022, 2023],
      startDate: `${2024 + k}-0${3 + (b % 6)}-15`,
      softwareUpdate: software,
    };
  });
});

/** The recall campaigns that concern a car. */
export function recallsOf(car: SandboxCar): RecallCampaign[] {
  return RECALL_CAMPAIGNS.filter(
    (c) =>
      c.brand === car.brand &&
      c.countries.includes(car.country) &&
      c.modelCodes.includes(car.modelCode) &&
      c.years.includes(car.year),
  );
}

function demoCar(
  id: string,
  plate: string,
  chassis: string,
  modelCode: string,
  year: number,
  brand = 'fiat',
  country: 'BR' | 'AR' = 'BR',
): SandboxCar {
  const version = VERSIONS.find(
    (v) => v.brand === brand && v.modelCode === modelCode && v.price[country] !== undefined,
  );
  if (!version) throw new Error(`sandbox: no ${brand} version of model ${modelCode}`);
  return {
    id,
    ownerId: null,
    brand,
    mvsCode: version.mvsCode,
    modelCode,
    modelName: version.modelName,
    versionName: version.versionName,
    year,
    chassis,
    plate,
    country,
    colorName: colorsOf(version, country)[0]?.name ?? 'Branco',
    mileage: 32000,
  };
}

{
  // The open car's model is in both Fiat campaigns (one of them a software update); the clear car is a 2025.
  const [first, second] = RECALL_CAMPAIGNS.filter((c) => c.brand === 'fiat' && c.countries.includes('BR'));
  const shared = first?.modelCodes.find((m) => second?.modelCodes.includes(m)) ?? first?.modelCodes[0] ?? '';
  CARS.unshift(
    demoCar('CAR-DEMO-1', DEMO_CARS.open.plate, DEMO_CARS.open.chassis, shared, 2022),
    demoCar('CAR-DEMO-2', DEMO_CARS.clear.plate, DEMO_CARS.clear.chassis, shared, 2025),
  );
}

/**
 * An Argentine Jeep for the es-AR recall search: AB123CD / 98811111JR0000001, in the Jeep campaign
 * that covers both countries while its repair is pending.
 */
export const DEMO_CAR_AR = { plate: 'AB123CD', chassis: '98811111JR0000001' } as const;
{
  const campaign = RECALL_CAMPAIGNS.find((c) => c.brand === 'jeep' && c.countries.includes('AR'));
  const version = VERSIONS.find(
    (v) => v.brand === 'jeep' && campaign?.modelCodes.includes(v.modelCode) && v.price.AR !== undefined,
  );
  if (!version) throw new Error('sandbox: no Argentine Jeep in a recall campaign');
  CARS.push(
    demoCar('CAR-DEMO-3', DEMO_CAR_AR.plate, DEMO_CAR_AR.chassis, version.modelCode, 2021, 'jeep', 'AR'),
  );
}
