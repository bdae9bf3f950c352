import { type SandboxVersion, VERSIONS, versionByMvs } from './catalog.ts';
import type { Country } from './geo.ts';
import { hashSeed } from './random.ts';

/** A colour (seed 000 §3 "Colour"). */
export interface SandboxColor {
  id: string;
  code: string;
  name: string;
  group: 'solid' | 'metallic' | 'pearly' | 'special';
  price: number;
  primaryColor: string;
  secondaryColor: string | null;
  rgb: string;
  secondaryRgb: string | null;
  /** Every tone of the body (two for a painted roof), as the service lists them. */
  hexadecimals: { rgbList: string[] };
}

/** A part (seed 000 §3 "parts"): optionals (ITEM), accessories and coatings. */
export interface SandboxPart {
  id: string;
  code: string;
  name: string;
  type: 'ITEM' | 'ACCESSORY' | 'COATING';
  behavior: 'OPTIONAL' | 'FEATURED';
  category: string;
  price: number;
  inclusive: string[];
  exclusive: string[];
  optionalColors: { colorId: string }[];
  /** Groups of part ids: one of each must be chosen with this part. */
  alternatives?: string[][];
  /** Adding or removing it sends the shopper back to the colour step. */
  special?: boolean;
  /** 'radio': exclusive inside its `group`, no other rule (seed 000 §4). */
  selectionType?: 'radio';
  group?: string;
  /** Ids that must be added with this part ("dependencies must be added"). */
  dependencies?: string[];
}

type ColorRow = [
  code: string,
  pt: string,
  es: string,
  group: SandboxColor['group'],
  price: number,
  hex: string,
  roof?: string,
];

const PALETTES: Record<string, ColorRow[]> = {
  italian: [
    ['249', 'Branco Banchisa', 'Blanco Banchisa', 'solid', 0, '#F4F4F2'],
    ['111', 'Vermelho Montecarlo', 'Rojo Montecarlo', 'solid', 1290, '#B0171F'],
    ['612', 'Prata Bari', 'Plata Bari', 'metallic', 2190, '#B8BCBF'],
    ['895', 'Cinza Strato', 'Gris Strato', 'metallic', 2190, '#5B5F63'],
    ['809', 'Preto Vesúvio', 'Negro Vesubio', 'metallic', 2190, '#16181A'],
    ['2GJ', 'Azul Amalfi', 'Azul Amalfi', 'pearly', 2890, '#1F3D7A'],
    [
      '5RB',
      'Branco Banchisa e teto Preto',
      'Blanco Banchisa y techo Negro',
      'special',
      3490,
      '#F4F4F2',
      '#16181A',
    ],
  ],
  jeep: [
    ['296', 'Branco Polar', 'Blanco Polar', 'solid', 0, '#F2F3F1'],
    ['PXJ', 'Preto Carbon', 'Negro Carbon', 'metallic', 2490, '#1B1C1E'],
    ['PDN', 'Cinza Sting', 'Gris Sting', 'metallic', 2490, '#6E7175'],
    ['PRV', 'Vermelho Colorado', 'Rojo Colorado', 'metallic', 2490, '#8C1C24'],
    ['PBJ', 'Azul Shade', 'Azul Shade', 'pearly', 3190, '#26415C'],
    ['PGR', 'Verde Recon e teto Preto', 'Verde Recon y techo Negro', 'special', 3990, '#4B5A3A', '#1B1C1E'],
  ],
  american: [
    ['PW7', 'Branco Bright', 'Blanco Bright', 'solid', 0, '#F5F5F3'],
    ['PXR', 'Preto Diamond', 'Negro Diamond', 'pearly', 3490, '#111214'],
    ['PAU', 'Cinza Granite', 'Gris Granite', 'metallic', 2990, '#4A4D50'],
    ['PRP', 'Vermelho Delmonico', 'Rojo Delmonico', 'pearly', 3490, '#6E1420'],
    ['PBM', 'Azul Patriot', 'Azul Patriot', 'pearly', 3490, '#1C2F5E'],
  ],
  french: [
    ['P0WP', 'Branco Banquise', 'Blanco Banquise', 'solid', 0, '#F3F3F1'],
    ['P0VL', 'Preto Perla Nera', 'Negro Perla Nera', 'metallic', 2390, '#141517'],
    ['P0ZR', 'Cinza Artense', 'Gris Artense', 'metallic', 2390, '#7B7F83'],
    ['P0MM', 'Vermelho Elixir', 'Rojo Elixir', 'pearly', 2990, '#9A1B22'],
    [
      'P0RB',
      'Azul Vertigo e teto Preto',
      'Azul Vertigo y techo Negro',
      'special',
      3590,
      '#2F4E8C',
      '#141517',
    ],
  ],
};

const PALETTE_OF: Record<string, string> = {
  fiat: 'italian',
  'fiat-abarth': 'italian',
  jeep: 'jeep',
  dodge: 'american',
  chrysler: 'american',
  ram: 'american',
  citroen: 'french',
  peugeot: 'french',
  ds: 'french',
};

const hex = (value: string) => value.replace('#', '');
const rgbOf = (value: string) => [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)).join(',');

/** The colours of a version, in the country's language and currency. */
export function colorsOf(version: SandboxVersion, country: Country): SandboxColor[] {
  const rows = PALETTES[PALETTE_OF[version.brand] ?? 'italian'] ?? [];
  const factor = country === 'AR' ? 310 : 1;
  return rows.map(([code, pt, es, group, price, primary, roof]) => ({
    id: `${version.brand}-${code}`,
    code,
    name: country === 'AR' ? es : pt,
    group,
    price: price * factor,
    primaryColor: hex(primary),
    secondaryColor: roof ? hex(roof) : null,
    rgb: rgbOf(primary),
    secondaryRgb: roof ? rgbOf(roof) : null,
    hexadecimals: { rgbList: roof ? [primary, roof] : [primary] },
  }));
}

type PartRow = [
  code: string,
  pt: string,
  es: string,
  category: string,
  price: number,
  inclusive: string,
  exclusive: string,
];

/** Optionals with the seed's rules: inclusive (ADAS → front sensor, Tech → screen + charger), exclusive. */
const ITEMS: PartRow[] = [
  ['ADS', 'Pacote ADAS', 'Paquete ADAS', 'safety', 4990, 'PSD', ''],
  [
    'PSD',
    'Sensor de estacionamento dianteiro',
    'Sensor de estacionamiento delantero',
    'safety',
    1290,
    '',
    '',
  ],
  ['TEC', 'Pacote Tech', 'Paquete Tech', 'tech', 3990, 'MMD CRG', ''],
  ['MMD', 'Central multimídia 10,1"', 'Pantalla multimedia 10,1"', 'tech', 2490, '', ''],
  ['CRG', 'Carregador por indução', 'Cargador inalámbrico', 'tech', 890, '', ''],
  ['R18', 'Rodas de liga leve 18"', 'Llantas de aleación 18"', 'wheels', 3490, '', 'R17'],
  ['R17', 'Rodas de liga leve 17"', 'Llantas de aleación 17"', 'wheels', 1990, '', 'R18'],
  ['TSP', 'Teto solar panorâmico', 'Techo solar panorámico', 'comfort', 7990, '', 'TBT'],
  ['TBT', 'Teto pintado preto', 'Techo pintado negro', 'style', 1890, '', 'TSP'],
  ['STY', 'Pacote Estilo', 'Paquete Estilo', 'style', 1490, '', ''],
  ['ACC', 'Piloto automático adaptativo', 'Control crucero adaptativo', 'safety', 2990, '', ''],
  ['CBP', 'Protetor de caçamba plástico', 'Protector de caja plástico', 'cargo', 990, '', ''],
  ['CBS', 'Revestimento de caçamba em spray', 'Revestimiento de caja en spray', 'cargo', 1890, '', ''],
];

/**
 * Optionals sold only for some body types: the adaptive cruise control on SUVs and pickups (it needs
 * the ADAS pack's radar: a dependency); the two bed liners of a pickup (radio: one or the other).
 */
const ONLY_FOR: Record<string, readonly string[]> = {
  ACC: ['suv', 'pickup'],
  CBP: ['pickup'],
  CBS: ['pickup'],
};

/**
 * Rules beyond inclusive/exclusive: the painted roof changes how every colour looks (special: back to
 * the colour step); the style pack comes with one of the two wheel sizes, the shopper's choice.
 */
const EXTRA_RULES: Record<
  string,
  { special?: boolean; alternatives?: string[][]; dependencies?: string[]; radio?: string }
> = {
  TBT: { special: true },
  STY: { alternatives: [['R17', 'R18']] },
  ACC: { dependencies: ['ADS'] },
  CBP: { radio: 'bedliner' },
  CBS: { radio: 'bedliner' },
};

const COATINGS: PartRow[] = [
  ['CTX', 'Tecido preto', 'Tela negra', 'coating', 0, '', ''],
  ['CCS', 'Couro sintético preto', 'Cuero sintético negro', 'coating', 2490, '', ''],
  ['CCM', 'Couro marrom', 'Cuero marrón', 'coating', 3990, '', ''],
];

const ACCESSORIES: PartRow[] = [
  ['52102401', 'Jogo de tapetes de borracha', 'Juego de alfombras de goma', 'interior', 389, '', ''],
  ['52102455', 'Engate de reboque', 'Enganche de remolque', 'exterior', 1690, '', ''],
  ['52102477', 'Bagageiro de teto', 'Portaequipaje de techo', 'exterior', 1290, '', ''],
  ['52102489', 'Protetor de cárter', 'Protector de cárter', 'protection', 549, '', ''],
  ['52102512', 'Friso lateral', 'Moldura lateral', 'exterior', 459, '', ''],
  ['52102530', 'Câmera veicular', 'Cámara vehicular', 'tech', 990, '', ''],
  ['52102544', 'Kit de travas antifurto', 'Kit de tuercas antirrobo', 'protection', 299, '', ''],
  ['52102561', 'Capota marítima', 'Cobertor de caja', 'pickup', 1890, '', ''],
  ['52102578', 'Santantônio cromado', 'Barra antivuelco cromada', 'pickup', 2390, '', ''],
];

function partOf(
  row: PartRow,
  type: SandboxPart['type'],
  version: SandboxVersion,
  country: Country,
): SandboxPart {
  const [code, pt, es, category, price, inclusive, exclusive] = row;
  const id = (c: string) => `${version.mvsCode}-${c}`;
  const colors =
    code === 'TBT'
      ? colorsOf(version, country).filter(
          (c) => c.group !== 'special' && !/^(809|PXJ|PXR|P0VL)$/.test(c.code),
        )
      : [];
  return {
    id: type === 'ACCESSORY' ? `${version.brand}-${code}` : id(code),
    code,
    name: country === 'AR' ? es : pt,
    type,
    behavior: type === 'ITEM' && hashSeed(version.mvsCode + code) % 5 === 0 ? 'FEATURED' : 'OPTIONAL',
    category,
    price: price * (country === 'AR' ? 310 : 1),
    inclusive: inclusive ? inclusive.split(' ').map(id) : [],
    exclusive: exclusive ? exclusive.split(' ').map(id) : [],
    optionalColors: colors.map((c) => ({ colorId: c.id })),
    ...(type === 'ITEM' && EXTRA_RULES[code]?.special ? { special: true } : {}),
    ...(type === 'ITEM' && EXTRA_RULES[code]?.alternatives
      ? { alternatives: EXTRA_RULES[code].alternatives.map((group) => group.map(id)) }
      : {}),
    ...(type === 'ITEM' && EXTRA_RULES[code]?.dependencies
      ? { dependencies: EXTRA_RULES[code].dependencies.map(id) }
      : {}),
    ...(type === 'ITEM' && EXTRA_RULES[code]?.radio
      ? { selectionType: 'radio' as const, group: EXTRA_RULES[code].radio }
      : {}),
  };
}

/**
 * Equipment that comes standard by trim (the versions of a model, cheapest first): the second trim has
 * the multimedia screen, the third and above the ADAS and Tech packs with what they include.
 */
const STANDARD_BY_TRIM: string[][] = [[], ['MMD'], ['ADS', 'PSD', 'TEC', 'MMD', 'CRG']];

/** The codes a version has as standard equipment, by its trim within its model. */
function standardCodes(version: SandboxVersion): string[] {
  const trims = VERSIONS.filter((v) => v.modelCode === version.modelCode);
  const trim = Math.max(0, trims.indexOf(version));
  return STANDARD_BY_TRIM[Math.min(trim, STANDARD_BY_TRIM.length - 1)] as string[];
}

/** Standard equipment of a version (not sold as an optional on it; version comparisons list it). */
export function standardOf(version: SandboxVersion, country: Country): SandboxPart[] {
  const standard = standardCodes(version);
  return ITEMS.filter(([code]) => standard.includes(code)).map((row) =>
    partOf(row, 'ITEM', version, country),
  );
}

/**
 * Optionals of a version: pickups and vans have no panoramic roof; some are for one body type only; its
 * standard equipment is not sold.
 */
export function itemsOf(version: SandboxVersion, country: Country): SandboxPart[] {
  const noRoof = version.category === 'pickup' || version.category === 'van';
  const standard = standardCodes(version);
  const items = ITEMS.filter(
    ([code]) => !(noRoof && (code === 'TSP' || code === 'TBT')) && !standard.includes(code),
  )
    .filter(([code]) => !ONLY_FOR[code] || ONLY_FOR[code].includes(version.category))
    .map((row) => partOf(row, 'ITEM', version, country));
  // A rule never names a part the version does not sell (standard equipment comes with the car).
  const sold = new Set(items.map((item) => item.id));
  const keep = (ids: string[]) => ids.filter((id) => sold.has(id));
  return items.map((item) => ({
    ...item,
    inclusive: keep(item.inclusive),
    exclusive: keep(item.exclusive),
    ...(item.alternatives ? { alternatives: item.alternatives.map(keep) } : {}),
    ...(item.dependencies ? { dependencies: keep(item.dependencies) } : {}),
  }));
}

/** Coatings (upholstery) of a version. */
export function coatingsOf(version: SandboxVersion, country: Country): SandboxPart[] {
  return COATINGS.map((row) => partOf(row, 'COATING', version, country));
}

/** Accessories of a version: pickup accessories only for pickups. */
export function accessoriesOf(version: SandboxVersion, country: Country): SandboxPart[] {
  return ACCESSORIES.filter(([, , , category]) => category !== 'pickup' || version.category === 'pickup').map(
    (row) => partOf(row, 'ACCESSORY', version, country),
  );
}

/** Every part of a version by kind. */
export function partsOf(mvsCode: string, country: Country) {
  const version = versionByMvs(mvsCode);
  if (!version) return null;
  return {
    version,
    colors: colorsOf(version, country),
    items: itemsOf(version, country),
    coatings: coatingsOf(version, country),
    accessories: accessoriesOf(version, country),
  };
}

/** Services sold with a car (seed 000 §3 "services"). */
export function servicesOf(country: Country) {
  const factor = country === 'AR' ? 310 : 1;
  const es = country === 'AR';
  return [
    {
      id: 'SRV-MAINT',
      name: es ? 'Mantenimiento 3 años' : 'Revisão sob medida 3 anos',
      serviceName: 'MAINTENANCE',
      category: 'maintenance',
      price: 2490 * factor,
    },
    {
      id: 'SRV-WARR',
      name: es ? 'Garantía extendida 1 año' : 'Garantia estendida 1 ano',
      serviceName: 'WARRANTY',
      category: 'warranty',
      price: 1890 * factor,
    },
    {
      id: 'SRV-INS',
      name: es ? 'Seguro 12 meses' : 'Seguro auto 12 meses',
      serviceName: 'INSURANCE',
      category: 'insurance',
      price: 3990 * factor,
    },
  ];
}
