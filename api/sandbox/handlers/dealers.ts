import { HttpResponse, http } from 'msw';
import { dealersBy, type SandboxDealer } from '../data/dealers.ts';
import { serve } from '../respond.ts';

const BRANDS = new Set([
  'fiat',
  'jeep',
  'dodge',
  'chrysler',
  'ram',
  'citroen',
  'peugeot',
  'fiat-abarth',
  'ds',
]);

/** A dealer as the public API shows it. */
export function publicDealer(d: SandboxDealer) {
  return {
    id: d.id,
    dealerCode: d.dealerCode,
    name: d.name,
    street: d.address.street,
    number: d.address.number,
    neighborhood: d.address.neighborhood,
    postalCode: d.address.postalCode,
    cityName: d.cityName,
    stateCode: d.stateCode,
    phone: d.phone,
    latitude: d.lat,
    longitude: d.lng,
    types: d.types,
    periods: d.periods,
  };
}

/** Dealers service: dealers of a brand by state and city. */
export const dealerHandlers = [
  http.get(
    '*/dealers/v2/dealer/findDealersBy',
    serve('dealers', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const brand = query.get('brand') ?? '';
      const market = query.get('market') ?? '';
      if (!BRANDS.has(brand)) return HttpResponse.json({ message: 'brand is required' }, { status: 400 });
      if (!/^(pt-BR|es-AR|c-BR)$/.test(market))
        return HttpResponse.json({ message: 'market is required' }, { status: 400 });
      const state = query.get('state');
      if (!state) return HttpResponse.json({ message: 'Params is required' }, { status: 400 });
      const found = dealersBy({
        brand,
        country: market === 'es-AR' ? 'AR' : 'BR',
        stateCode: state,
        cityName: query.get('city') ?? undefined,
      });
      return HttpResponse.json(found.filter((d) => !d.offline).map(publicDealer));
    }),
  ),
];
