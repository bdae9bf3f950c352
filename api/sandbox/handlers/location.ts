import { locationCalls } from '../../location.ts';
import { REGIONS } from '../data/dealer-vocabulary.ts';
import { citiesOf, findCity, type GeoCity, STATES, statesOf } from '../data/geo.ts';
import { lookupCep } from '../data/postal-codes.ts';
import { findAddresses } from '../data/streets.ts';
import { type Ctx, fail, notFound, tableHandlers } from '../table.ts';

const COUNTRIES = {
  BR: { code: 'BR', name: 'Brasil', currency: 'BRL' },
  AR: { code: 'AR', name: 'Argentina', currency: 'ARS' },
};
const ZONES = [
  'Norte',
  'Nordeste',
  'Centro-Oeste',
  'Sudeste',
  'Sul',
  'AMBA',
  'Centro',
  'Cuyo',
  'NOA',
  'NEA',
  'Patagonia',
];

const city = (c: GeoCity) => ({ code: c.ibgeCode, name: c.name, stateCode: c.stateCode });
const countryOf = (ctx: Ctx) => {
  const code = ctx.params.country ?? ctx.query.get('country');
  return code === 'BR' || code === 'AR' ? code : null;
};

function cepOf(ctx: Ctx) {
  const cep = ctx.params.cep ?? '';
  if (!/^\d{8}$/.test(cep)) return fail(400, 'Malformed postal code');
  return lookupCep(cep) ?? fail(404, 'CEP NÃO ENCONTRADO');
}

function withCountry(ctx: Ctx, answer: (country: 'BR' | 'AR') => unknown) {
  const country = countryOf(ctx);
  return country ? answer(country) : notFound('Unknown country');
}

/** Location service: postal codes (three providers), countries, states, cities, zones, typed addresses. */
export const locationHandlers = tableHandlers('location', locationCalls, {
  correios: (ctx) => {
    const found = cepOf(ctx);
    if (found instanceof Response) return found;
    return {
      cep: found.postalCode,
      logradouro: found.street,
      bairro: found.neighborhood,
      cidade: found.cityName,
      uf: found.stateCode,
    };
  },
  viacep: (ctx) => {
    const found = cepOf(ctx);
    if (found instanceof Response) return found;
    const cep = `${found.postalCode.slice(0, 5)}-${found.postalCode.slice(5)}`;
    return {
      cep,
      logradouro: found.street,
      complemento: '',
      bairro: found.neighborhood,
      localidade: found.cityName,
      uf: found.stateCode,
      ibge: found.cityIbgeCode,
    };
  },
  cep: (ctx) => {
    const found = cepOf(ctx);
    if (found instanceof Response) return found;
    const { cityIbgeCode, ...rest } = found;
    return { ...rest, cityCode: cityIbgeCode };
  },
  city: (ctx) =>
    withCountry(ctx, (country) => {
      const postalCode = ctx.query.get('postalCode');
      if (postalCode) {
        const found = lookupCep(postalCode);
        return found
          ? citiesOf(country, found.stateCode)
              .filter((c) => c.name === found.cityName)
              .map(city)
          : notFound();
      }
      const state = ctx.query.get('state');
      if (!state) return fail(400, 'Params is required');
      return citiesOf(country, state).map(city);
    }),
  country: (ctx) => withCountry(ctx, (country) => COUNTRIES[country]),
  states: (ctx) =>
    withCountry(ctx, (country) => statesOf(country).map((s) => ({ code: s.code, name: s.name }))),
  state: (ctx) =>
    withCountry(ctx, (country) => {
      const found = STATES.find((s) => s.country === country && s.code === ctx.params.state?.toUpperCase());
      return found ? { code: found.code, name: found.name, id: found.id } : notFound('Unknown state');
    }),
  cities: (ctx) =>
    withCountry(ctx, (country) => {
      const cities = citiesOf(country, ctx.params.state ?? '');
      return cities.length ? cities.map(city) : notFound('Unknown state');
    }),
  cityByName: (ctx) =>
    withCountry(ctx, (country) => {
      const found = findCity(country, ctx.params.state ?? '', ctx.params.name ?? '');
      return found ? { ...city(found), latitude: found.lat, longitude: found.lng } : notFound('Unknown city');
    }),
  zone: (ctx) => {
    const found = STATES.find((s) => String(s.id) === ctx.params.id);
    if (!found) return notFound('Unknown location');
    const region = REGIONS[found.code] ?? 1;
    return { locationId: found.id, stateCode: found.code, zoneId: region, zone: ZONES[region - 1] };
  },
  address: (ctx) =>
    withCountry(ctx, (country) => {
      const text = ctx.query.get('text') ?? '';
      if (!text.trim()) return fail(400, 'Params is required');
      return findAddresses(country, ctx.query.get('state'), text);
    }),
  stateList: (ctx) =>
    withCountry(ctx, (country) => statesOf(country).map((s) => ({ code: s.code, name: s.name, id: s.id }))),
});
