import { CITIES, type Country, findCity, type GeoCity } from './geo.ts';
import { foldText } from './normalize.ts';
import { ADDRESSES } from './postal-codes.ts';

/** A street the sandbox's location service can place: its city and a point along it. */
export interface StreetRecord {
  street: string;
  city: GeoCity;
  lat: number;
  lng: number;
}

/**
 * [state, city, street, latitude, longitude]: well-known streets of the larger cities, with a point
 * along each (approximate, WGS 84). Streets of the postal-code table are known too, at their city's
 * centre.
 */
const STREET_ROWS: readonly (readonly [string, string, string, number, number])[] = [
  ['SP', 'São Paulo', 'Rua Augusta', -23.5558, -46.6585],
  ['SP', 'São Paulo', 'Avenida Paulista', -23.5614, -46.6559],
  ['SP', 'São Paulo', 'Rua Oscar Freire', -23.5627, -46.6694],
  ['SP', 'São Paulo', 'Rua da Consolação', -23.5506, -46.6513],
  ['SP', 'São Paulo', 'Avenida Rebouças', -23.5672, -46.6782],
  ['SP', 'São Paulo', 'Avenida Brigadeiro Faria Lima', -23.5772, -46.6878],
  ['SP', 'São Paulo', 'Rua Vinte e Cinco de Março', -23.5428, -46.6312],
  ['SP', 'São Paulo', 'Avenida Ipiranga', -23.5436, -46.6412],
  ['SP', 'São Paulo', 'Avenida Engenheiro Luís Carlos Berrini', -23.6033, -46.6924],
  ['SP', 'Campinas', 'Avenida Norte-Sul', -22.8934, -47.0561],
  ['SP', 'Santos', 'Avenida Ana Costa', -23.9658, -46.3302],
  ['RJ', 'Rio de Janeiro', 'Avenida Atlântica', -22.9707, -43.1847],
  ['RJ', 'Rio de Janeiro', 'Rua Visconde de Pirajá', -22.9842, -43.2024],
  ['RJ', 'Rio de Janeiro', 'Avenida Presidente Vargas', -22.9028, -43.1867],
  ['MG', 'Belo Horizonte', 'Avenida Afonso Pena', -19.9253, -43.9352],
  ['MG', 'Belo Horizonte', 'Avenida do Contorno', -19.9329, -43.9386],
  ['PR', 'Curitiba', 'Rua Quinze de Novembro', -25.4296, -49.2705],
  ['RS', 'Porto Alegre', 'Avenida Ipiranga', -30.0566, -51.2035],
  ['BA', 'Salvador', 'Avenida Sete de Setembro', -12.9851, -38.5203],
  ['PE', 'Recife', 'Avenida Boa Viagem', -8.1203, -34.8999],
  ['DF', 'Brasília', 'Eixo Monumental', -15.7925, -47.8923],
  ['C', 'Buenos Aires', 'Avenida Corrientes', -34.6037, -58.3901],
  ['C', 'Buenos Aires', 'Avenida Santa Fe', -34.5953, -58.3951],
  ['C', 'Buenos Aires', 'Avenida 9 de Julio', -34.6045, -58.3816],
  ['C', 'Buenos Aires', 'Calle Florida', -34.6011, -58.3753],
  ['C', 'Buenos Aires', 'Avenida de Mayo', -34.6089, -58.3853],
  ['C', 'Buenos Aires', 'Avenida Cabildo', -34.5622, -58.4563],
  ['C', 'Buenos Aires', 'Avenida Rivadavia', -34.6108, -58.4205],
  ['C', 'Buenos Aires', 'Avenida del Libertador', -34.58, -58.4],
  ['X', 'Córdoba', 'Avenida Colón', -31.4112, -64.1943],
  ['X', 'Córdoba', 'Bulevar San Juan', -31.4231, -64.1882],
  ['S', 'Rosario', 'Bulevar Oroño', -32.9521, -60.6502],
  ['S', 'Rosario', 'Calle Córdoba', -32.9462, -60.6391],
  ['M', 'Mendoza', 'Avenida San Martín', -32.8903, -68.8403],
];

function cityOf(stateCode: string, name: string): GeoCity {
  const found = CITIES.find((c) => c.stateCode === stateCode && c.name === name);
  if (!found) throw new Error(`streets: unknown city ${stateCode}/${name}`);
  return found;
}

/** Every street the sandbox can place. */
export const STREETS: StreetRecord[] = [
  ...STREET_ROWS.map(([state, city, street, lat, lng]) => ({ street, city: cityOf(state, city), lat, lng })),
  ...ADDRESSES.flatMap((address) => {
    const city = findCity('BR', address.stateCode, address.cityName);
    return city ? [{ street: address.street, city, lat: city.lat, lng: city.lng }] : [];
  }),
];

/** A place the location service answers for a typed address. */
export interface PlaceMatch {
  label: string;
  stateCode: string;
  cityCode: string;
  cityName: string;
  latitude: number;
  longitude: number;
}

/** Street-type words people leave out or abbreviate ("Augusta" for "Rua Augusta", "Av." for "Avenida"). */
const STREET_TYPES = /^(rua|r|avenida|av|alameda|al|travessa|tv|praca|calle|bulevar|boulevard|blvd)\.? /;

const words = (text: string) => foldText(text).replace(/[,;.]/g, ' ').replace(/\s+/g, ' ').trim();

function place(label: string, city: GeoCity, lat: number, lng: number): PlaceMatch {
  const separator = city.country === 'AR' ? ', ' : ' – ';
  return {
    label: `${label}${separator}${city.stateCode}`,
    stateCode: city.stateCode,
    cityCode: city.ibgeCode,
    cityName: city.name,
    latitude: lat,
    longitude: lng,
  };
}

/**
 * Places for a typed address, best first, like a geocoder: a known street of the country (within the
 * state when given; the street's type word may be left out, a house number is ignored; a city named
 * in the text must be the street's), else a city of that name. Empty when nothing matches.
 */
export function findAddresses(country: Country, stateCode: string | null, text: string): PlaceMatch[] {
  const typed = words(text);
  const bare = typed
    .replace(/\b\d+[a-z]?\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (bare.length < 3) return [];
  const inState = (city: GeoCity) =>
    city.country === country && (!stateCode || city.stateCode === stateCode.toUpperCase());
  const contains = (name: string) => ` ${typed} `.includes(` ${name} `);
  const streets = STREETS.filter(({ street, city }) => {
    if (!inState(city)) return false;
    const full = words(street);
    const named = contains(full) || contains(full.replace(STREET_TYPES, ''));
    const otherCity = CITIES.some(
      (c) => inState(c) && c !== city && contains(words(c.name)) && !contains(words(city.name)),
    );
    return named && !otherCity;
  });
  const seen = new Set<string>();
  const found = streets
    .map(({ street, city, lat, lng }) => place(`${street}, ${city.name}`, city, lat, lng))
    .filter((match) => !seen.has(match.label) && seen.add(match.label));
  if (found.length > 0) return found;
  return CITIES.filter((city) => inState(city) && contains(words(city.name))).map((city) =>
    place(city.name, city, city.lat, city.lng),
  );
}
