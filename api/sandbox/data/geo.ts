import { foldText } from './normalize.ts';

/** A country the sandbox serves. */
export type Country = 'BR' | 'AR';

/** A Brazilian federative unit or an Argentine jurisdiction. */
export interface GeoState {
  /** Brazil: the IBGE UF code (35 = SP). Argentina: 100 + the INDEC province code (182 = Santa Fe). */
  id: number;
  /** Brazil: the UF ('SP'). Argentina: the ISO 3166-2:AR letter ('X' = Córdoba). */
  code: string;
  name: string;
  country: Country;
}

/** A city (municipality or locality) with its centre's coordinates, rounded to 2 decimals. */
export interface GeoCity {
  id: number;
  /**
   * Brazil: the real 7-digit IBGE municipality code. Argentina: a stable sandbox code of 6 digits,
   * the 2-digit INDEC province code followed by the city's position in its province list (0001 = the
   * capital). Not an official georef id: append new Argentine cities at the end of a province's list.
   */
  ibgeCode: string;
  name: string;
  stateCode: string;
  country: Country;
  lat: number;
  lng: number;
}

/**
 * [country, code, official code, name]. Official code: the IBGE UF code in Brazil, the INDEC province
 * code in Argentina.
 */
const STATE_ROWS: readonly (readonly [Country, string, number, string])[] = [
  ['BR', 'RO', 11, 'Rondônia'],
  ['BR', 'AC', 12, 'Acre'],
  ['BR', 'AM', 13, 'Amazonas'],
  ['BR', 'RR', 14, 'Roraima'],
  ['BR', 'PA', 15, 'Pará'],
  ['BR', 'AP', 16, 'Amapá'],
  ['BR', 'TO', 17, 'Tocantins'],
  ['BR', 'MA', 21, 'Maranhão'],
  ['BR', 'PI', 22, 'Piauí'],
  ['BR', 'CE', 23, 'Ceará'],
  ['BR', 'RN', 24, 'Rio Grande do Norte'],
  ['BR', 'PB', 25, 'Paraíba'],
  ['BR', 'PE', 26, 'Pernambuco'],
  ['BR', 'AL', 27, 'Alagoas'],
  ['BR', 'SE', 28, 'Sergipe'],
  ['BR', 'BA', 29, 'Bahia'],
  ['BR', 'MG', 31, 'Minas Gerais'],
  ['BR', 'ES', 32, 'Espírito Santo'],
  ['BR', 'RJ', 33, 'Rio de Janeiro'],
  ['BR', 'SP', 35, 'São Paulo'],
  ['BR', 'PR', 41, 'Paraná'],
  ['BR', 'SC', 42, 'Santa Catarina'],
  ['BR', 'RS', 43, 'Rio Grande do Sul'],
  ['BR', 'MS', 50, 'Mato Grosso do Sul'],
  ['BR', 'MT', 51, 'Mato Grosso'],
  ['BR', 'GO', 52, 'Goiás'],
  ['BR', 'DF', 53, 'Distrito Federal'],
  ['AR', 'C', 2, 'Ciudad Autónoma de Buenos Aires'],
  ['AR', 'B', 6, 'Buenos Aires'],
  ['AR', 'K', 10, 'Catamarca'],
  ['AR', 'X', 14, 'Córdoba'],
  ['AR', 'W', 18, 'Corrientes'],
  ['AR', 'H', 22, 'Chaco'],
  ['AR', 'U', 26, 'Chubut'],
  ['AR', 'E', 30, 'Entre Ríos'],
  ['AR', 'P', 34, 'Formosa'],
  ['AR', 'Y', 38, 'Jujuy'],
  ['AR', 'L', 42, 'La Pampa'],
  ['AR', 'F', 46, 'La Rioja'],
  ['AR', 'M', 50, 'Mendoza'],
  ['AR', 'N', 54, 'Misiones'],
  ['AR', 'Q', 58, 'Neuquén'],
  ['AR', 'R', 62, 'Río Negro'],
  ['AR', 'A', 66, 'Salta'],
  ['AR', 'J', 70, 'San Juan'],
  ['AR', 'D', 74, 'San Luis'],
  ['AR', 'Z', 78, 'Santa Cruz'],
  ['AR', 'S', 82, 'Santa Fe'],
  ['AR', 'G', 86, 'Santiago del Estero'],
  ['AR', 'T', 90, 'Tucumán'],
  ['AR', 'V', 94, 'Tierra del Fuego'],
];

/**
 * [state code, name, lat, lng, IBGE code (Brazil only)], capital first in each state. Brazilian UFs have
 * two letters and Argentine ISO codes one, so the state code also tells the country. Argentine codes
 * depend on the position in the province: append new Argentine cities after the existing ones.
 */
const CITY_ROWS: readonly (readonly [string, string, number, number, number?])[] = [
  ['RO', 'Porto Velho', -8.76, -63.9, 1100205],
  ['RO', 'Ji-Paraná', -10.88, -61.95, 1100122],
  ['AC', 'Rio Branco', -9.97, -67.81, 1200401],
  ['AC', 'Cruzeiro do Sul', -7.63, -72.67, 1200203],
  ['AM', 'Manaus', -3.12, -60.02, 1302603],
  ['AM', 'Parintins', -2.63, -56.74, 1303403],
  ['RR', 'Boa Vista', 2.82, -60.67, 1400100],
  ['PA', 'Belém', -1.46, -48.5, 1501402],
  ['PA', 'Ananindeua', -1.37, -48.37, 1500800],
  ['PA', 'Santarém', -2.44, -54.71, 1506807],
  ['PA', 'Marabá', -5.37, -49.12, 1504208],
  ['AP', 'Macapá', 0.03, -51.07, 1600303],
  ['AP', 'Santana', -0.06, -51.18, 1600600],
  ['TO', 'Palmas', -10.18, -48.33, 1721000],
  ['TO', 'Araguaína', -7.19, -48.21, 1702109],
  ['MA', 'São Luís', -2.53, -44.3, 2111300],
  ['MA', 'Imperatriz', -5.53, -47.49, 2105302],
  ['PI', 'Teresina', -5.09, -42.8, 2211001],
  ['PI', 'Parnaíba', -2.91, -41.78, 2207702],
  ['CE', 'Fortaleza', -3.73, -38.52, 2304400],
  ['CE', 'Caucaia', -3.74, -38.66, 2303709],
  ['CE', 'Juazeiro do Norte', -7.21, -39.32, 2307304],
  ['CE', 'Sobral', -3.69, -40.35, 2312908],
  ['RN', 'Natal', -5.79, -35.21, 2408102],
  ['RN', 'Mossoró', -5.19, -37.34, 2408003],
  ['PB', 'João Pessoa', -7.12, -34.86, 2507507],
  ['PB', 'Campina Grande', -7.23, -35.88, 2504009],
  ['PE', 'Recife', -8.05, -34.88, 2611606],
  ['PE', 'Jaboatão dos Guararapes', -8.11, -35.01, 2607901],
  ['PE', 'Olinda', -8.01, -34.85, 2609600],
  ['PE', 'Caruaru', -8.28, -35.98, 2604106],
  ['PE', 'Petrolina', -9.39, -40.5, 2611101],
  ['AL', 'Maceió', -9.67, -35.74, 2704302],
  ['AL', 'Arapiraca', -9.75, -36.66, 2700300],
  ['SE', 'Aracaju', -10.91, -37.07, 2800308],
  ['SE', 'Nossa Senhora do Socorro', -10.86, -37.13, 2804805],
  ['BA', 'Salvador', -12.97, -38.5, 2927408],
  ['BA', 'Feira de Santana', -12.27, -38.97, 2910800],
  ['BA', 'Vitória da Conquista', -14.86, -40.84, 2933307],
  ['BA', 'Camaçari', -12.7, -38.32, 2905701],
  ['BA', 'Juazeiro', -9.41, -40.5, 2918407],
  ['BA', 'Ilhéus', -14.79, -39.05, 2913606],
  ['BA', 'Lauro de Freitas', -12.89, -38.33, 2919207],
  ['MG', 'Belo Horizonte', -19.92, -43.94, 3106200],
  ['MG', 'Uberlândia', -18.92, -48.28, 3170206],
  ['MG', 'Contagem', -19.93, -44.05, 3118601],
  ['MG', 'Juiz de Fora', -21.76, -43.35, 3136702],
  ['MG', 'Betim', -19.97, -44.2, 3106705],
  ['MG', 'Montes Claros', -16.73, -43.86, 3143302],
  ['MG', 'Uberaba', -19.75, -47.93, 3170107],
  ['MG', 'Governador Valadares', -18.85, -41.95, 3127701],
  ['MG', 'Ipatinga', -19.47, -42.54, 3131307],
  ['MG', 'Sete Lagoas', -19.47, -44.25, 3167202],
  ['MG', 'Divinópolis', -20.14, -44.89, 3122306],
  ['MG', 'Poços de Caldas', -21.79, -46.56, 3151800],
  ['ES', 'Vitória', -20.32, -40.34, 3205309],
  ['ES', 'Vila Velha', -20.33, -40.29, 3205200],
  ['ES', 'Serra', -20.13, -40.31, 3205002],
  ['ES', 'Cariacica', -20.26, -40.42, 3201308],
  ['ES', 'Cachoeiro de Itapemirim', -20.85, -41.11, 3201209],
  ['RJ', 'Rio de Janeiro', -22.91, -43.17, 3304557],
  ['RJ', 'São Gonçalo', -22.83, -43.05, 3304904],
  ['RJ', 'Duque de Caxias', -22.79, -43.31, 3301702],
  ['RJ', 'Nova Iguaçu', -22.76, -43.45, 3303500],
  ['RJ', 'Niterói', -22.88, -43.1, 3303302],
  ['RJ', 'Campos dos Goytacazes', -21.75, -41.32, 3301009],
  ['RJ', 'Petrópolis', -22.51, -43.18, 3303906],
  ['RJ', 'Volta Redonda', -22.52, -44.1, 3306305],
  ['RJ', 'Macaé', -22.37, -41.79, 3302403],
  ['SP', 'São Paulo', -23.55, -46.63, 3550308],
  ['SP', 'Guarulhos', -23.46, -46.53, 3518800],
  ['SP', 'Campinas', -22.91, -47.06, 3509502],
  ['SP', 'São Bernardo do Campo', -23.69, -46.56, 3548708],
  ['SP', 'Santo André', -23.66, -46.53, 3547809],
  ['SP', 'Osasco', -23.53, -46.79, 3534401],
  ['SP', 'São José dos Campos', -23.18, -45.88, 3549904],
  ['SP', 'Ribeirão Preto', -21.18, -47.81, 3543402],
  ['SP', 'Sorocaba', -23.5, -47.46, 3552205],
  ['SP', 'Santos', -23.96, -46.33, 3548500],
  ['SP', 'São José do Rio Preto', -20.82, -49.38, 3549805],
  ['SP', 'Mogi das Cruzes', -23.52, -46.19, 3530607],
  ['SP', 'Jundiaí', -23.19, -46.88, 3525904],
  ['SP', 'Piracicaba', -22.73, -47.65, 3538709],
  ['SP', 'Bauru', -22.32, -49.07, 3506003],
  ['SP', 'Franca', -20.54, -47.4, 3516200],
  ['SP', 'Limeira', -22.56, -47.4, 3526902],
  ['SP', 'Taubaté', -23.03, -45.56, 3554102],
  ['SP', 'Presidente Prudente', -22.12, -51.39, 3541406],
  ['SP', 'Marília', -22.21, -49.95, 3529005],
  ['SP', 'Araraquara', -21.79, -48.18, 3503208],
  ['SP', 'São Carlos', -22.02, -47.89, 3548906],
  ['SP', 'Barueri', -23.51, -46.88, 3505708],
  ['PR', 'Curitiba', -25.43, -49.27, 4106902],
  ['PR', 'Londrina', -23.31, -51.16, 4113700],
  ['PR', 'Maringá', -23.42, -51.94, 4115200],
  ['PR', 'Ponta Grossa', -25.09, -50.16, 4119905],
  ['PR', 'Cascavel', -24.96, -53.46, 4104808],
  ['PR', 'São José dos Pinhais', -25.53, -49.21, 4125506],
  ['PR', 'Foz do Iguaçu', -25.55, -54.59, 4108304],
  ['SC', 'Florianópolis', -27.6, -48.55, 4205407],
  ['SC', 'Joinville', -26.3, -48.85, 4209102],
  ['SC', 'Blumenau', -26.92, -49.07, 4202404],
  ['SC', 'São José', -27.61, -48.63, 4216602],
  ['SC', 'Chapecó', -27.1, -52.62, 4204202],
  ['SC', 'Itajaí', -26.91, -48.66, 4208203],
  ['SC', 'Criciúma', -28.68, -49.37, 4204608],
  ['SC', 'Balneário Camboriú', -26.99, -48.63, 4202008],
  ['RS', 'Porto Alegre', -30.03, -51.23, 4314902],
  ['RS', 'Caxias do Sul', -29.17, -51.18, 4305108],
  ['RS', 'Pelotas', -31.77, -52.34, 4314407],
  ['RS', 'Canoas', -29.92, -51.18, 4304606],
  ['RS', 'Santa Maria', -29.68, -53.81, 4316907],
  ['RS', 'Passo Fundo', -28.26, -52.41, 4314100],
  ['RS', 'Novo Hamburgo', -29.68, -51.13, 4313409],
  ['MS', 'Campo Grande', -20.44, -54.65, 5002704],
  ['MS', 'Dourados', -22.22, -54.81, 5003702],
  ['MS', 'Três Lagoas', -20.79, -51.7, 5008305],
  ['MT', 'Cuiabá', -15.6, -56.1, 5103403],
  ['MT', 'Várzea Grande', -15.65, -56.13, 5108402],
  ['MT', 'Rondonópolis', -16.47, -54.64, 5107602],
  ['MT', 'Sinop', -11.86, -55.5, 5107909],
  ['GO', 'Goiânia', -16.68, -49.25, 5208707],
  ['GO', 'Aparecida de Goiânia', -16.82, -49.25, 5201405],
  ['GO', 'Anápolis', -16.33, -48.95, 5201108],
  ['GO', 'Rio Verde', -17.79, -50.92, 5218805],
  ['DF', 'Brasília', -15.79, -47.88, 5300108],
  ['C', 'Buenos Aires', -34.6, -58.38],
  ['B', 'La Plata', -34.92, -57.95],
  ['B', 'Mar del Plata', -38, -57.56],
  ['B', 'Bahía Blanca', -38.72, -62.27],
  ['B', 'Quilmes', -34.72, -58.25],
  ['B', 'San Justo', -34.68, -58.56],
  ['B', 'Lomas de Zamora', -34.76, -58.4],
  ['B', 'Morón', -34.65, -58.62],
  ['B', 'San Isidro', -34.47, -58.53],
  ['B', 'Tigre', -34.43, -58.58],
  ['B', 'Pilar', -34.46, -58.91],
  ['B', 'Avellaneda', -34.66, -58.37],
  ['B', 'Tandil', -37.32, -59.13],
  ['B', 'Junín', -34.59, -60.95],
  ['K', 'San Fernando del Valle de Catamarca', -28.47, -65.78],
  ['X', 'Córdoba', -31.42, -64.18],
  ['X', 'Río Cuarto', -33.13, -64.35],
  ['X', 'Villa María', -32.41, -63.24],
  ['X', 'Villa Carlos Paz', -31.42, -64.5],
  ['W', 'Corrientes', -27.47, -58.83],
  ['H', 'Resistencia', -27.45, -58.99],
  ['U', 'Rawson', -43.3, -65.1],
  ['U', 'Comodoro Rivadavia', -45.86, -67.48],
  ['U', 'Trelew', -43.25, -65.31],
  ['U', 'Puerto Madryn', -42.77, -65.04],
  ['E', 'Paraná', -31.73, -60.53],
  ['E', 'Concordia', -31.39, -58.02],
  ['P', 'Formosa', -26.18, -58.17],
  ['Y', 'San Salvador de Jujuy', -24.19, -65.3],
  ['L', 'Santa Rosa', -36.62, -64.29],
  ['F', 'La Rioja', -29.41, -66.86],
  ['M', 'Mendoza', -32.89, -68.83],
  ['M', 'Godoy Cruz', -32.93, -68.84],
  ['M', 'San Rafael', -34.62, -68.33],
  ['N', 'Posadas', -27.37, -55.9],
  ['N', 'Oberá', -27.49, -55.12],
  ['Q', 'Neuquén', -38.95, -68.06],
  ['R', 'Viedma', -40.81, -62.99],
  ['R', 'San Carlos de Bariloche', -41.13, -71.31],
  ['R', 'General Roca', -39.03, -67.58],
  ['R', 'Cipolletti', -38.93, -67.99],
  ['A', 'Salta', -24.79, -65.41],
  ['J', 'San Juan', -31.54, -68.54],
  ['D', 'San Luis', -33.3, -66.34],
  ['D', 'Villa Mercedes', -33.68, -65.46],
  ['Z', 'Río Gallegos', -51.62, -69.22],
  ['Z', 'Caleta Olivia', -46.44, -67.53],
  ['S', 'Santa Fe', -31.63, -60.7],
  ['S', 'Rosario', -32.95, -60.64],
  ['S', 'Rafaela', -31.25, -61.49],
  ['S', 'Venado Tuerto', -33.75, -61.97],
  ['G', 'Santiago del Estero', -27.79, -64.26],
  ['T', 'San Miguel de Tucumán', -26.82, -65.22],
  ['V', 'Ushuaia', -54.8, -68.3],
  ['V', 'Río Grande', -53.79, -67.7],
];

/** All 27 Brazilian UFs and all 24 Argentine jurisdictions. */
export const STATES: GeoState[] = STATE_ROWS.map(([country, code, official, name]) => ({
  id: country === 'BR' ? official : 100 + official,
  code,
  name,
  country,
}));

/** Every sandbox city: Brazilian capitals and large cities, Argentine capitals and large cities. */
export const CITIES: GeoCity[] = [];

const perState = new Map<string, number>();
for (const [stateCode, name, lat, lng, ibge] of CITY_ROWS) {
  const state = STATE_ROWS.find((row) => row[1] === stateCode);
  if (!state) throw new Error(`geo: unknown state ${stateCode}`);
  const position = (perState.get(stateCode) ?? 0) + 1;
  perState.set(stateCode, position);
  const ibgeCode = ibge
    ? String(ibge)
    : `${String(state[2]).padStart(2, '0')}${String(position).padStart(4, '0')}`;
  CITIES.push({ id: CITIES.length + 1, ibgeCode, name, stateCode, country: state[0], lat, lng });
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'pt');

/** The states of a country, sorted by name. */
export function statesOf(country: Country): GeoState[] {
  return STATES.filter((state) => state.country === country).sort(byName);
}

/** The cities of a state, sorted by name; empty for an unknown state. */
export function citiesOf(country: Country, stateCode: string): GeoCity[] {
  const code = stateCode.toUpperCase();
  return CITIES.filter((city) => city.country === country && city.stateCode === code).sort(byName);
}

/** A city by its name in a state, ignoring accents, case and extra spaces; null when unknown. */
export function findCity(country: Country, stateCode: string, name: string): GeoCity | null {
  const wanted = foldText(name);
  return citiesOf(country, stateCode).find((city) => foldText(city.name) === wanted) ?? null;
}

/** A city by its IBGE (or Argentine sandbox) code; null when unknown. */
export function cityByIbgeCode(ibgeCode: string): GeoCity | null {
  return CITIES.find((city) => city.ibgeCode === ibgeCode) ?? null;
}
