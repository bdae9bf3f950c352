import { describe, expect, it } from 'vitest';
import { DEALER_BRANDS, DEALERS, dealerById, dealersBy, dealersByRadius, distanceKm } from './dealers.ts';
import { CITIES, citiesOf, findCity, STATES, statesOf } from './geo.ts';
import { ADDRESSES, lookupCep } from './postal-codes.ts';
import { TOKENS, USERS, userForToken } from './users.ts';

/** UF → [IBGE UF code, capital]: the official table, kept here independently of geo.ts. */
const UF: Record<string, [string, string]> = {
  RO: ['11', 'Porto Velho'],
  AC: ['12', 'Rio Branco'],
  AM: ['13', 'Manaus'],
  RR: ['14', 'Boa Vista'],
  PA: ['15', 'Belém'],
  AP: ['16', 'Macapá'],
  TO: ['17', 'Palmas'],
  MA: ['21', 'São Luís'],
  PI: ['22', 'Teresina'],
  CE: ['23', 'Fortaleza'],
  RN: ['24', 'Natal'],
  PB: ['25', 'João Pessoa'],
  PE: ['26', 'Recife'],
  AL: ['27', 'Maceió'],
  SE: ['28', 'Aracaju'],
  BA: ['29', 'Salvador'],
  MG: ['31', 'Belo Horizonte'],
  ES: ['32', 'Vitória'],
  RJ: ['33', 'Rio de Janeiro'],
  SP: ['35', 'São Paulo'],
  PR: ['41', 'Curitiba'],
  SC: ['42', 'Florianópolis'],
  RS: ['43', 'Porto Alegre'],
  MS: ['50', 'Campo Grande'],
  MT: ['51', 'Cuiabá'],
  GO: ['52', 'Goiânia'],
  DF: ['53', 'Brasília'],
};

/** ISO 3166-2:AR letter → INDEC province code. */
const AR_INDEC: Record<string, string> = {
  C: '02',
  B: '06',
  K: '10',
  X: '14',
  W: '18',
  H: '22',
  U: '26',
  E: '30',
  P: '34',
  Y: '38',
  L: '42',
  F: '46',
  M: '50',
  N: '54',
  Q: '58',
  R: '62',
  A: '66',
  J: '70',
  D: '74',
  Z: '78',
  S: '82',
  G: '86',
  T: '90',
  V: '94',
};

/** IBGE municipality check digit (weights 1,2,1,2,1,2; products over 9 have their digits summed). */
function ibgeCheckDigitOk(code: string): boolean {
  const sum = [...code.slice(0, 6)].reduce((acc, d, i) => {
    const product = Number(d) * (i % 2 === 0 ? 1 : 2);
    return acc + (product > 9 ? product - 9 : product);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(code[6]);
}

/** Mod-11 check of a CPF (11 digits) or CNPJ (14 digits). */
function mod11Ok(value: string, kind: 'cpf' | 'cnpj'): boolean {
  const d = [...value].map(Number);
  if (d.length !== (kind === 'cpf' ? 11 : 14) || new Set(d).size === 1) return false;
  const check = (length: number) => {
    const weights =
      kind === 'cpf'
        ? Array.from({ length }, (_, i) => length + 1 - i)
        : Array.from({ length }, (_, i) => ((length - 1 - i) % 8) + 2);
    const sum = weights.reduce((acc, w, i) => acc + w * (d[i] as number), 0);
    return kind === 'cpf' ? ((sum * 10) % 11) % 10 : sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const n = d.length - 2;
  return check(n) === d[n] && check(n + 1) === d[n + 1];
}

describe('geo', () => {
  it('has the 27 UFs and the 24 Argentine jurisdictions with ISO codes', () => {
    expect(
      statesOf('BR')
        .map((s) => s.code)
        .sort(),
    ).toEqual(Object.keys(UF).sort());
    expect(
      statesOf('AR')
        .map((s) => s.code)
        .sort(),
    ).toEqual(Object.keys(AR_INDEC).sort());
    expect(new Set(STATES.map((s) => s.id)).size).toBe(STATES.length);
  });

  it('has every Brazilian capital, so every state has cities', () => {
    for (const [code, [, capital]] of Object.entries(UF)) {
      expect(citiesOf('BR', code).length, code).toBeGreaterThanOrEqual(1);
      expect(findCity('BR', code, capital), capital).not.toBeNull();
    }
    expect(CITIES.filter((c) => c.country === 'BR').length).toBeGreaterThanOrEqual(27 + 60);
  });

  it('gives Brazilian cities valid 7-digit IBGE codes under their UF prefix', () => {
    for (const city of CITIES.filter((c) => c.country === 'BR')) {
      expect(city.ibgeCode, city.name).toMatch(/^\d{7}$/);
      expect(city.ibgeCode.slice(0, 2), city.name).toBe(UF[city.stateCode]?.[0]);
      expect(ibgeCheckDigitOk(city.ibgeCode), city.name).toBe(true);
    }
  });

  it('gives Argentine cities 6-digit codes under their INDEC province code, with every capital', () => {
    const ar = CITIES.filter((c) => c.country === 'AR');
    expect(ar.length).toBeGreaterThanOrEqual(24 + 20);
    for (const code of Object.keys(AR_INDEC))
      expect(citiesOf('AR', code).length, code).toBeGreaterThanOrEqual(1);
    for (const city of ar)
      expect(city.ibgeCode, city.name).toMatch(new RegExp(`^${AR_INDEC[city.stateCode]}\\d{4}$`));
  });

  it('has unique ids and codes and coordinates inside each country', () => {
    expect(new Set(CITIES.map((c) => c.id)).size).toBe(CITIES.length);
    expect(new Set(CITIES.map((c) => c.ibgeCode)).size).toBe(CITIES.length);
    for (const city of CITIES) {
      const [latMin, latMax, lngMin, lngMax] =
        city.country === 'BR' ? [-34, 5.3, -74, -34.7] : [-55.1, -21.7, -73.6, -53.6];
      expect(city.lat, city.name).toBeGreaterThanOrEqual(latMin);
      expect(city.lat, city.name).toBeLessThanOrEqual(latMax);
      expect(city.lng, city.name).toBeGreaterThanOrEqual(lngMin);
      expect(city.lng, city.name).toBeLessThanOrEqual(lngMax);
    }
  });

  it('finds cities ignoring accents, case and spaces', () => {
    expect(findCity('BR', 'SP', '  sao   PAULO ')?.ibgeCode).toBe('3550308');
    expect(findCity('BR', 'sp', 'São Paulo')?.ibgeCode).toBe('3550308');
    expect(findCity('AR', 'X', 'cordoba')?.name).toBe('Córdoba');
    expect(findCity('BR', 'RJ', 'São Paulo')).toBeNull();
    expect(citiesOf('BR', 'XX')).toEqual([]);
  });
});

describe('postal codes', () => {
  it('resolves masked and unmasked CEPs', () => {
    const paulista = {
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      cityName: 'São Paulo',
      stateCode: 'SP',
    };
    expect(lookupCep('01310100')).toMatchObject({
      ...paulista,
      postalCode: '01310100',
      cityIbgeCode: '3550308',
    });
    expect(lookupCep('01310-100')).toMatchObject(paulista);
    expect(lookupCep('20040020')).toMatchObject({ cityName: 'Rio de Janeiro', stateCode: 'RJ' });
  });

  it('returns null for unknown, malformed and 00000 CEPs', () => {
    expect(lookupCep('99999999')).toBeNull();
    expect(lookupCep('1234')).toBeNull();
    expect(lookupCep('abcdefgh')).toBeNull();
    expect(lookupCep('00000000')).toBeNull();
    expect(lookupCep('00000-123')).toBeNull();
  });

  it('has many records, each in a known city and inside its UF CEP range', () => {
    const ranges: Record<string, [number, number][]> = {
      SP: [[1000, 19999]],
      RJ: [[20000, 28999]],
      ES: [[29000, 29999]],
      MG: [[30000, 39999]],
      BA: [[40000, 48999]],
      SE: [[49000, 49999]],
      PE: [[50000, 56999]],
      AL: [[57000, 57999]],
      PB: [[58000, 58999]],
      RN: [[59000, 59999]],
      CE: [[60000, 63999]],
      PI: [[64000, 64999]],
      MA: [[65000, 65999]],
      PA: [[66000, 68899]],
      AP: [[68900, 68999]],
      AM: [
        [69000, 69299],
        [69400, 69899],
      ],
      RR: [[69300, 69399]],
      AC: [[69900, 69999]],
      DF: [
        [70000, 72799],
        [73000, 73699],
      ],
      GO: [
        [72800, 72999],
        [73700, 76799],
      ],
      RO: [[76800, 76999]],
      TO: [[77000, 77999]],
      MT: [[78000, 78899]],
      MS: [[79000, 79999]],
      PR: [[80000, 87999]],
      SC: [[88000, 89999]],
      RS: [[90000, 99999]],
    };
    expect(ADDRESSES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(ADDRESSES.map((a) => a.postalCode)).size).toBe(ADDRESSES.length);
    expect(new Set(ADDRESSES.map((a) => a.cityIbgeCode)).size).toBeGreaterThanOrEqual(30);
    for (const address of ADDRESSES) {
      expect(address.postalCode).toMatch(/^\d{8}$/);
      expect(findCity('BR', address.stateCode, address.cityName)?.ibgeCode).toBe(address.cityIbgeCode);
      const prefix = Number(address.postalCode.slice(0, 5));
      const inRange = ranges[address.stateCode]?.some(([from, to]) => prefix >= from && prefix <= to);
      expect(inRange, address.postalCode).toBe(true);
    }
  });
});

describe('dealers', () => {
  it('places every dealer in a known city of its state', () => {
    for (const dealer of DEALERS) {
      const city = findCity(dealer.country, dealer.stateCode, dealer.cityName);
      expect(city?.ibgeCode, dealer.name).toBe(dealer.cityIbgeCode);
      expect(distanceKm(city?.lat ?? 0, city?.lng ?? 0, dealer.lat, dealer.lng), dealer.name).toBeLessThan(8);
    }
  });

  it('has unique ids, 5-digit dealer codes unique per brand and unique names per brand', () => {
    expect(new Set(DEALERS.map((d) => d.id)).size).toBe(DEALERS.length);
    for (const brand of DEALER_BRANDS.BR) {
      const own = DEALERS.filter((d) => d.brand === brand);
      expect(own.every((d) => /^\d{5}$/.test(d.dealerCode))).toBe(true);
      expect(new Set(own.map((d) => d.dealerCode)).size, brand).toBe(own.length);
      expect(new Set(own.map((d) => d.name)).size, brand).toBe(own.length);
    }
  });

  it('gives every brand dealers in at least 10 Brazilian cities, and Argentina all but Chrysler', () => {
    for (const brand of DEALER_BRANDS.BR) {
      const cities = new Set(
        DEALERS.filter((d) => d.brand === brand && d.country === 'BR').map((d) => d.cityIbgeCode),
      );
      expect(cities.size, brand).toBeGreaterThanOrEqual(10);
    }
    expect(DEALER_BRANDS.BR).toHaveLength(9);
    expect(DEALER_BRANDS.AR).not.toContain('chrysler');
    expect(dealersBy({ brand: 'chrysler', country: 'AR' })).toEqual([]);
    for (const brand of DEALER_BRANDS.AR)
      expect(dealersBy({ brand, country: 'AR' }).length, brand).toBeGreaterThan(5);
  });

  it('has realistic contact data, hours and about 10 % offline', () => {
    for (const d of DEALERS) {
      expect(d.phone, d.name).toMatch(/^\d{10}$/);
      if (d.whatsapp)
        expect(d.whatsapp, d.name).toMatch(d.country === 'BR' ? /^55\d{2}9\d{8}$/ : /^549\d{10}$/);
      expect(d.address.postalCode).toMatch(
        d.country === 'BR' ? /^\d{8}$/ : new RegExp(`^${d.stateCode}\\d{4}[A-Z]{3}$`),
      );
      expect(d.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example\.com$/);
    }
    expect(DEALERS[0]?.periods).toEqual([
      { type: 'WORKING_TIME', weekdays: [1, 2, 3, 4, 5], start: '08:00', end: '18:00' },
      { type: 'BREAK', weekdays: [1, 2, 3, 4, 5], start: '12:00', end: '13:00' },
      { type: 'WORKING_TIME', weekdays: [6], start: '08:00', end: '12:00' },
    ]);
    const offline = DEALERS.filter((d) => d.offline).length / DEALERS.length;
    expect(offline).toBeGreaterThan(0.05);
    expect(offline).toBeLessThan(0.16);
    expect(new Set(DEALERS.map((d) => d.types.join('+')))).toEqual(
      new Set(['ONLINE_SCHEDULE', 'ONLINE_SCHEDULE+DIGITAL_DEALER', 'DIGITAL_DEALER', '']),
    );
  });

  it('filters by state and city, accent- and case-insensitively, and by offline flag', () => {
    const all = dealersBy({ brand: 'fiat', country: 'BR', stateCode: 'sp', cityName: 'sao paulo' });
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect(all.every((d) => d.cityName === 'São Paulo' && d.brand === 'fiat')).toBe(true);
    const online = dealersBy({ brand: 'fiat', country: 'BR', stateCode: 'SP', offline: false });
    expect(online.every((d) => !d.offline && d.stateCode === 'SP')).toBe(true);
    expect(
      dealersBy({ brand: 'jeep', country: 'AR', stateCode: 'X', cityName: 'Córdoba' }).length,
    ).toBeGreaterThan(0);
  });

  it('finds dealers by radius, nearest first and within the radius', () => {
    const hits = dealersByRadius({ brand: 'fiat', country: 'BR', lat: -23.55, lng: -46.63, radiusKm: 100 });
    expect(hits.length).toBeGreaterThan(3);
    for (const [i, hit] of hits.entries()) {
      expect(hit.distanceKm).toBeLessThanOrEqual(100);
      expect(hit.distanceKm).toBeCloseTo(distanceKm(-23.55, -46.63, hit.dealer.lat, hit.dealer.lng), 6);
      if (i > 0) expect(hit.distanceKm).toBeGreaterThanOrEqual(hits[i - 1]?.distanceKm ?? 0);
    }
    expect(
      dealersByRadius({ brand: 'fiat', country: 'BR', lat: -23.55, lng: -46.63, radiusKm: 0.001 }),
    ).toEqual([]);
    expect(distanceKm(-23.55, -46.63, -22.91, -43.17)).toBeGreaterThan(350);
    expect(distanceKm(-23.55, -46.63, -22.91, -43.17)).toBeLessThan(365);
  });

  it('looks dealers up by id', () => {
    const first = DEALERS[0];
    expect(first && dealerById(first.id)).toBe(first);
    expect(dealerById(-1)).toBeNull();
  });
});

describe('users', () => {
  it('has valid CPFs and CNPJs (mod 11) and a BR person, a BR company and an AR user', () => {
    expect(mod11Ok('52998224725', 'cpf')).toBe(true);
    expect(mod11Ok('52998224724', 'cpf')).toBe(false);
    expect(mod11Ok('11222333000181', 'cnpj')).toBe(true);
    expect(mod11Ok('11222333000182', 'cnpj')).toBe(false);
    for (const user of USERS) {
      if (user.cpf) expect(mod11Ok(user.cpf, 'cpf'), user.name).toBe(true);
      if (user.companyCnpj) expect(mod11Ok(user.companyCnpj, 'cnpj'), user.name).toBe(true);
    }
    expect(
      USERS.some((u) => u.market === 'pt-BR' && u.cpf && !u.companyCnpj && u.phone === '11987654321'),
    ).toBe(true);
    expect(USERS.some((u) => u.market === 'pt-BR' && u.companyCnpj)).toBe(true);
    expect(USERS.some((u) => u.market === 'es-AR')).toBe(true);
  });

  it('maps every demo token to a user with exactly one preferred e-mail', () => {
    for (const token of Object.keys(TOKENS)) {
      const user = userForToken(token);
      expect(user?.id).toBe(TOKENS[token]);
      expect(user?.emails.filter((e) => e.preferred)).toHaveLength(1);
    }
    expect(userForToken('Bearer sandbox-token-ana')?.name).toBe('Ana Beatriz Souza');
    expect(userForToken('nope')).toBeNull();
    expect(userForToken('constructor')).toBeNull();
  });
});
