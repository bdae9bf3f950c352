import { BRAND_LABELS, BRAND_REACH, HUB_CITIES, REGIONS, WORDS } from './dealer-vocabulary.ts';
import { CITIES, type Country, type GeoCity, STATES } from './geo.ts';
import { AR_CITY_CODES, CEP_RANGES, dddOf } from './local-codes.ts';
import { foldText } from './normalize.ts';
import { pick, type Random, randomInt, seededRandom } from './random.ts';

/** A dealer as the dealers service returns it. */
export interface SandboxDealer {
  id: number;
  /** 5 digits, unique within the brand. */
  dealerCode: string;
  name: string;
  brand: string;
  country: Country;
  stateCode: string;
  cityName: string;
  cityIbgeCode: string;
  /** `postalCode`: 8-digit CEP in Brazil, CPA ('X5000ABC') in Argentina. */
  address: { street: string; number: string; neighborhood: string; postalCode: string };
  lat: number;
  lng: number;
  /** National digits: DDD + 8 digits in Brazil, area code + number (10 digits) in Argentina. */
  phone: string;
  /** International digits ready for a wa.me link ('5511987654321', '5493514567890'), or null. */
  whatsapp: string | null;
  email: string;
  site: string | null;
  types: ('ONLINE_SCHEDULE' | 'DIGITAL_DEALER')[];
  /** Weekdays as in `Date#getDay()`: 0 = Sunday … 6 = Saturday; times 'HH:mm' local. */
  periods: { type: 'WORKING_TIME' | 'BREAK'; weekdays: number[]; start: string; end: string }[];
  dealerGroupId: number;
  influenceAreaId: number;
  regionalId: number;
  offline: boolean;
}

/** Chrysler is not sold in Argentina; every brand is sold in Brazil. */
export const DEALER_BRANDS: Record<Country, readonly string[]> = {
  BR: Object.keys(BRAND_LABELS),
  AR: Object.keys(BRAND_LABELS).filter((brand) => brand !== 'chrysler'),
};

const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => randomInt(random, 0, 9)).join('');
const letters = (random: Random, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(randomInt(random, 65, 90))).join('');
const round = (value: number) => Math.round(value * 1e5) / 1e5;

function uniqueName(
  random: Random,
  label: string,
  country: Country,
  city: GeoCity,
  taken: Set<string>,
): string {
  const words = WORDS[country];
  const place = pick(random, words.places);
  const kind = pick(random, words.kinds);
  const variant = randomInt(random, 0, 2);
  const candidates = [
    variant === 0
      ? `${label} ${place}`
      : variant === 1
        ? `${label} ${place} ${kind}`
        : `${label} ${kind} ${city.name}`,
    `${label} ${place} ${city.name}`,
    `${label} ${place} ${kind} ${city.name}`,
  ];
  let name = candidates.find((candidate) => !taken.has(candidate));
  for (let n = 2; !name; n++) if (!taken.has(`${candidates[2]} ${n}`)) name = `${candidates[2]} ${n}`;
  taken.add(name);
  return name;
}

function postalCode(random: Random, country: Country, city: GeoCity): string {
  if (country === 'AR') {
    const [, code] = AR_CITY_CODES[city.name] ?? [0, 1000];
    const local = city.stateCode === 'C' ? randomInt(random, 1001, 1439) : code;
    return `${city.stateCode}${local}${letters(random, 3)}`;
  }
  const [from, to] = CEP_RANGES[city.stateCode] ?? [1000, 19999];
  return `${String(randomInt(random, from, to)).padStart(5, '0')}${digits(random, 3)}`;
}

function phones(random: Random, country: Country, city: GeoCity): [phone: string, whatsapp: string | null] {
  const area = String(
    country === 'AR' ? (AR_CITY_CODES[city.name]?.[0] ?? 11) : dddOf(city.stateCode, city.name),
  );
  const phone = `${area}${randomInt(random, 3, 4)}${digits(random, 9 - area.length)}`;
  const mobile =
    country === 'AR'
      ? `549${area}${randomInt(random, 5, 6)}${digits(random, 9 - area.length)}`
      : `55${area}9${randomInt(random, 8, 9)}${digits(random, 7)}`;
  return [phone, random() < 0.65 ? mobile : null];
}

function dealerTypes(random: Random): SandboxDealer['types'] {
  const draw = random();
  if (draw < 0.45) return ['ONLINE_SCHEDULE'];
  if (draw < 0.7) return ['ONLINE_SCHEDULE', 'DIGITAL_DEALER'];
  if (draw < 0.85) return ['DIGITAL_DEALER'];
  return [];
}

const periods = (): SandboxDealer['periods'] => [
  { type: 'WORKING_TIME', weekdays: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
  { type: 'BREAK', weekdays: [1, 2, 3, 4, 5], start: '12:00', end: '13:00' },
  { type: 'WORKING_TIME', weekdays: [6], start: '08:00', end: '12:00' },
];

function generate(): SandboxDealer[] {
  const dealers: SandboxDealer[] = [];
  const stateIds = new Map(STATES.map((state) => [`${state.country}:${state.code}`, state.id]));
  Object.keys(BRAND_LABELS).forEach((brand, brandIndex) => {
    const label = BRAND_LABELS[brand] as string;
    const reach = BRAND_REACH[brand] ?? 0.3;
    const codes = new Set<string>();
    const names = new Set<string>();
    for (const country of ['BR', 'AR'] as const) {
      if (!DEALER_BRANDS[country].includes(brand)) continue;
      const random = seededRandom(`dealers:${brand}:${country}`);
      const words = WORDS[country];
      for (const city of CITIES.filter((c) => c.country === country)) {
        const hub = HUB_CITIES.has(city.name);
        const count = hub
          ? 1 + Math.floor(random() * Math.round(1 + 3 * reach))
          : random() < reach
            ? 1 + (random() < reach * 0.4 ? 1 : 0)
            : 0;
        const stateId = stateIds.get(`${country}:${city.stateCode}`) ?? 0;
        for (let i = 0; i < count; i++) {
          let dealerCode: string;
          do dealerCode = String(randomInt(random, 10000, 99999));
          while (codes.has(dealerCode));
          codes.add(dealerCode);
          const name = uniqueName(random, label, country, city, names);
          const slug = foldText(name)
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '');
          const distance = 1 + random() * 5;
          const angle = random() * 2 * Math.PI;
          const [phone, whatsapp] = phones(random, country, city);
          dealers.push({
            id: dealers.length + 1,
            dealerCode,
            name,
            brand,
            country,
            stateCode: city.stateCode,
            cityName: city.name,
            cityIbgeCode: city.ibgeCode,
            address: {
              street: pick(random, words.streets),
              number: String(randomInt(random, 100, 4999)),
              neighborhood: pick(random, words.hoods),
              postalCode: postalCode(random, country, city),
            },
            lat: round(city.lat + (distance / 111.32) * Math.cos(angle)),
            lng: round(
              city.lng + (distance / (111.32 * Math.cos((city.lat * Math.PI) / 180))) * Math.sin(angle),
            ),
            phone,
            whatsapp,
            email: `${words.mailbox}@${slug}.example.com`,
            site: random() < 0.7 ? `https://www.${slug}.example.com` : null,
            types: dealerTypes(random),
            periods: periods(),
            dealerGroupId: (brandIndex + 1) * 10000 + stateId * 10 + randomInt(random, 0, 2),
            influenceAreaId: (brandIndex + 1) * 1000 + stateId,
            regionalId: (brandIndex + 1) * 100 + (REGIONS[city.stateCode] ?? 0),
            offline: random() < 0.1,
          });
        }
      }
    }
  });
  return dealers;
}

/**
 * Every sandbox dealer, generated deterministically (seeded per brand and country): each brand has at
 * least one dealer in every hub city of the countries it sells in, and one or two in a share of the
 * other cities that grows with the brand's size. About 10 % are offline.
 */
export const DEALERS: SandboxDealer[] = generate();

const byId = new Map(DEALERS.map((dealer) => [dealer.id, dealer]));

/** Dealer filters; `offline` omitted returns online and offline dealers. */
export interface DealerQuery {
  brand: string;
  country: Country;
  stateCode?: string;
  cityName?: string;
  offline?: boolean;
}

function matches(dealer: SandboxDealer, query: DealerQuery): boolean {
  return (
    dealer.brand === query.brand &&
    dealer.country === query.country &&
    (query.stateCode === undefined || dealer.stateCode === query.stateCode.toUpperCase()) &&
    (query.cityName === undefined || foldText(dealer.cityName) === foldText(query.cityName)) &&
    (query.offline === undefined || dealer.offline === query.offline)
  );
}

/** A brand's dealers in a country, optionally in one state and city (accent- and case-insensitive), by name. */
export function dealersBy(query: DealerQuery): SandboxDealer[] {
  return DEALERS.filter((dealer) => matches(dealer, query)).sort((a, b) =>
    a.name.localeCompare(b.name, 'pt'),
  );
}

/** Great-circle distance in km between two points (haversine, Earth radius 6371 km). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A brand's dealers within `radiusKm` of a point, nearest first. */
export function dealersByRadius(
  query: Omit<DealerQuery, 'stateCode' | 'cityName'> & { lat: number; lng: number; radiusKm: number },
): { dealer: SandboxDealer; distanceKm: number }[] {
  return DEALERS.filter((dealer) => matches(dealer, query))
    .map((dealer) => ({ dealer, distanceKm: distanceKm(query.lat, query.lng, dealer.lat, dealer.lng) }))
    .filter((hit) => hit.distanceKm <= query.radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm || a.dealer.id - b.dealer.id);
}

/** A dealer by id; null when unknown. */
export function dealerById(id: number): SandboxDealer | null {
  return byId.get(id) ?? null;
}

/** A dealer by brand and dealer code; null when unknown. */
export function dealerByCode(brand: string, dealerCode: string): SandboxDealer | null {
  return DEALERS.find((dealer) => dealer.brand === brand && dealer.dealerCode === dealerCode) ?? null;
}
