import { HttpResponse, http } from 'msw';
import { citiesOf, statesOf } from '../data/geo.ts';
import { lookupCep } from '../data/postal-codes.ts';
import { serve } from '../respond.ts';

function country(value: unknown): 'BR' | 'AR' | null {
  return value === 'BR' || value === 'AR' ? value : null;
}

/** Location service: states and cities of a country, address by postal code. */
export const locationHandlers = [
  http.get(
    '*/location/country/:country/state',
    serve('location', ({ params }) => {
      const c = country(params.country);
      if (!c) return HttpResponse.json({ message: 'Unknown country' }, { status: 404 });
      return HttpResponse.json(statesOf(c).map((s) => ({ code: s.code, name: s.name })));
    }),
  ),
  http.get(
    '*/location/country/:country/state/:state/city',
    serve('location', ({ params }) => {
      const c = country(params.country);
      if (!c) return HttpResponse.json({ message: 'Unknown country' }, { status: 404 });
      const cities = citiesOf(c, String(params.state));
      if (cities.length === 0) return HttpResponse.json({ message: 'Unknown state' }, { status: 404 });
      return HttpResponse.json(
        cities.map((city) => ({ code: city.ibgeCode, name: city.name, stateCode: city.stateCode })),
      );
    }),
  ),
  http.get(
    '*/location/cep/:cep',
    serve('location', ({ params }) => {
      const cep = String(params.cep);
      if (!/^\d{8}$/.test(cep))
        return HttpResponse.json({ message: 'Malformed postal code' }, { status: 400 });
      const found = lookupCep(cep);
      if (!found) return HttpResponse.json({ message: 'CEP NÃO ENCONTRADO' }, { status: 404 });
      return HttpResponse.json({
        postalCode: found.postalCode,
        street: found.street,
        neighborhood: found.neighborhood,
        cityName: found.cityName,
        cityCode: found.cityIbgeCode,
        stateCode: found.stateCode,
      });
    }),
  ),
];
