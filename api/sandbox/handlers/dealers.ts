import * as v from 'valibot';
import { dealerCalls } from '../../dealers.ts';
import { text } from '../../schemas.ts';
import { countryOf } from '../data/catalog.ts';
import { BRAND_LABELS, REGIONS } from '../data/dealer-vocabulary.ts';
import { DEALERS, dealerById, dealersBy, dealersByRadius, type SandboxDealer } from '../data/dealers.ts';
import { STATES } from '../data/geo.ts';
import { servicesOf } from '../data/parts.ts';
import { shape } from '../schemas.ts';
import { recordsOf } from '../state.ts';
import { type Ctx, fail, notFound, tableHandlers } from '../table.ts';
import { visits } from './events.ts';

/** A dealer as the public API shows it, with its influence area and regional (the location's coverage). */
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
    influenceAreaId: d.influenceAreaId,
    regionalId: d.regionalId,
  };
}

const blocked = () => recordsOf<{ dealerId: number; blocked: boolean }>('dealers:blocked');
const isBlocked = (d: SandboxDealer) => blocked().some((b) => b.dealerId === d.id && b.blocked);
const mine = (ctx: Ctx, offline?: boolean) =>
  dealersBy({ brand: ctx.brand, country: countryOf(ctx.market), offline }).filter((d) => !isBlocked(d));
const list = (dealers: SandboxDealer[]) => dealers.map(publicDealer);
const num = (ctx: Ctx, name: string) => Number(ctx.query.get(name));
const groupOf = (ctx: Ctx) => DEALERS.filter((d) => String(d.dealerGroupId) === ctx.params.group);
const statesOfDealers = (dealers: SandboxDealer[]) =>
  [...new Set(dealers.map((d) => d.stateCode))]
    .sort()
    .map((code) => ({ code, name: STATES.find((s) => s.code === code)?.name }));

function byState(ctx: Ctx, offline?: boolean) {
  const state = ctx.query.get('state') ?? '';
  const city = ctx.query.get('city');
  return list(
    dealersBy({
      brand: ctx.brand,
      country: countryOf(ctx.market),
      stateCode: state,
      cityName: city ?? undefined,
      offline,
    }).filter((d) => !isBlocked(d)),
  );
}

function byRadius(ctx: Ctx, offline: boolean | undefined, radiusKm: number) {
  const [lat, lng] = [num(ctx, 'referenceLatitude'), num(ctx, 'referenceLongitude')];
  if (Number.isNaN(lat) || Number.isNaN(lng) || !(radiusKm > 0))
    return fail(422, 'Invalid coordinates or radius');
  return dealersByRadius({
    brand: ctx.brand,
    country: countryOf(ctx.market),
    offline,
    lat,
    lng,
    radiusKm,
  }).map((hit) => ({
    ...publicDealer(hit.dealer),
    distanceKm: Math.round(hit.distanceKm * 10) / 10,
  }));
}

/** Dealers service v1/v2/v3: dealers of a brand by place, radius, group, influence area; blocking. */
export const dealerHandlers = tableHandlers('dealers', dealerCalls, {
  findByV1: (ctx) => (ctx.query.get('state') ? byState(ctx) : list(mine(ctx, false))),
  appointments: (ctx) => visits().filter((a) => a.userId === ctx.user?.id),
  brands: () => Object.entries(BRAND_LABELS).map(([id, name]) => ({ id, name })),
  dealers: (ctx) => list(mine(ctx, false)),
  anyDealer: (ctx) => {
    const found = dealerById(Number(ctx.params.id));
    return found
      ? { ...publicDealer(found), brand: found.brand, offline: found.offline }
      : notFound('Unknown dealer');
  },
  allProvinces: (ctx) =>
    STATES.filter((s) => s.country === ctx.country).map((s) => ({ id: s.id, code: s.code, name: s.name })),
  provinces: (ctx) =>
    statesOfDealers(mine(ctx)).map((s) => ({ ...s, id: STATES.find((x) => x.code === s.code)?.id })),
  provinceZones: (ctx) => {
    const province = STATES.find((s) => String(s.id) === ctx.params.provinceId);
    if (!province) return notFound('Unknown province');
    return [
      { zoneId: REGIONS[province.code], provinceId: province.id, name: `Zona ${REGIONS[province.code]}` },
    ];
  },
  service: (ctx) =>
    servicesOf(ctx.country).find((s) => s.id === ctx.params.id) ?? notFound('Unknown service'),
  groups: (ctx) =>
    [...new Set(mine(ctx).map((d) => d.dealerGroupId))].map((id) => ({
      id,
      name: `Grupo ${BRAND_LABELS[ctx.brand]} ${id}`,
    })),
  groupInfluenceAreas: (ctx) => {
    const dealers = groupOf(ctx);
    if (!dealers.length) return notFound('Unknown dealer group');
    return [...new Set(dealers.map((d) => d.influenceAreaId))].map((id) => ({
      id,
      brandName: dealers[0]?.brand,
    }));
  },
  influenceAreaCities: (ctx) => {
    const dealers = DEALERS.filter((d) => String(d.influenceAreaId) === ctx.params.id);
    if (!dealers.length) return notFound('There is no influence area');
    return [
      ...new Map(
        dealers.map((d) => [
          d.cityIbgeCode,
          { code: d.cityIbgeCode, name: d.cityName, stateCode: d.stateCode },
        ]),
      ).values(),
    ];
  },
  groupStates: (ctx) =>
    groupOf(ctx).length ? statesOfDealers(groupOf(ctx)) : notFound('Unknown dealer group'),
  groupStateCities: (ctx) => {
    const dealers = groupOf(ctx).filter((d) => d.stateCode === ctx.params.stateCode?.toUpperCase());
    return [...new Set(dealers.map((d) => d.cityName))]
      .sort()
      .map((name) => ({ name, stateCode: ctx.params.stateCode }));
  },
  byGroup: (ctx) => list(DEALERS.filter((d) => String(d.dealerGroupId) === ctx.query.get('groupId'))),
  updateBlocked: {
    schema: shape({ dealerId: v.number(), blocked: v.boolean(), reason: v.optional(text(300)) }),
    resolve: ({ body }) => {
      if (!dealerById(body.dealerId)) return notFound('Unknown dealer');
      const list = blocked().filter((b) => b.dealerId !== body.dealerId);
      blocked().splice(0, blocked().length, ...list, { dealerId: body.dealerId, blocked: body.blocked });
      return { dealerId: body.dealerId, blocked: body.blocked };
    },
  },
  // The services a signed-in shopper can add to a car: the priced services plus oil change and
  // programmed revision (every 12 months or 10,000 km, seed 000 §9).
  maintenanceServices: (ctx) => [
    ...servicesOf(ctx.country).map((s) => ({
      ...s,
      intervalMonths: s.category === 'maintenance' ? 12 : null,
      intervalKm: s.category === 'maintenance' ? 10000 : null,
    })),
    {
      id: 'MNT-OIL',
      name: ctx.country === 'AR' ? 'Cambio de aceite' : 'Troca de óleo',
      serviceName: 'OIL_CHANGE',
      category: 'maintenance',
      price: ctx.country === 'AR' ? 89000 : 290,
      intervalMonths: 12,
      intervalKm: 10000,
    },
    {
      id: 'MNT-REV',
      name: ctx.country === 'AR' ? 'Service oficial' : 'Revisão programada',
      serviceName: 'REVISION',
      category: 'maintenance',
      price: ctx.country === 'AR' ? 248000 : 790,
      intervalMonths: 12,
      intervalKm: 10000,
    },
  ],
  findBy: (ctx) => byState(ctx),
  findByRadius: (ctx) => byRadius(ctx, false, num(ctx, 'radius')),
  offlineByLocation: (ctx) => byRadius(ctx, true, 300),
  offlineStates: (ctx) => statesOfDealers(mine(ctx, true)),
  offlineByState: (ctx) => byState(ctx, true),
  dealerV3: (ctx) => {
    const found = mine(ctx).find((d) => d.dealerCode === ctx.query.get('dealerCode'));
    const econnect = recordsOf<{ dealerCode: string; econnect: boolean }>('dealers:econnect');
    if (!found) return notFound('Unknown dealer');
    return {
      ...publicDealer(found),
      econnect: econnect.findLast((e) => e.dealerCode === found.dealerCode)?.econnect ?? false,
    };
  },
  econnect: {
    schema: shape({ dealerCode: text(10), econnect: v.boolean() }),
    resolve: ({ body }) => {
      const list = recordsOf<{ dealerCode: string; econnect: boolean }>('dealers:econnect');
      list.push({ dealerCode: body.dealerCode, econnect: body.econnect });
      return { dealerCode: body.dealerCode, econnect: body.econnect };
    },
  },
});
