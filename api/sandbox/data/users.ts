import type { Role } from '../../roles.ts';
import type { USER_GROUPS } from '../../users.ts';
import { dealersBy } from './dealers.ts';

/** A profile as `users/self` returns it. */
export interface SandboxUser {
  id: string;
  nickname: string | null;
  name: string;
  emails: { email: string; preferred: boolean }[];
  /** National digits, no mask: DDD + number in Brazil ('11987654321'), area code + number in Argentina. */
  phone: string;
  /** 11 digits with valid check digits, or null when the profile has none. */
  cpf: string | null;
  /** 14 digits with valid check digits, for users buying as a company. */
  companyCnpj: string | null;
  /** An Argentine profile's document: the CUIL, 11 digits with a valid check digit (its DNI inside). */
  cuil: string | null;
  /** The market the profile belongs to: 'pt-BR', 'es-AR' or 'c-BR'. */
  market: string;
  /** YYYY-MM-DD; missing on a profile not yet completed. */
  birthdate?: string | null;
  /** The home address; missing on a profile not yet completed. */
  address?: {
    postalCode: string;
    street: string;
    number: string;
    complement?: string;
    neighborhood: string;
    city: string;
    state: string;
  } | null;
  /** The dealer chosen when completing the profile. */
  dealerCode?: string | null;
  /** The user's roles (seed 001 §6); a customer's when missing. */
  roles?: Role[];
  /** The user groups the user belongs to (seed 000 §3); a member buys as a corporate employee (B2E). */
  groups?: (typeof USER_GROUPS)[number][];
}

/**
 * Sample profiles: a complete BR person, a BR company buyer, an AR person (CUIL, no CPF), an
 * incomplete BR profile (no document).
 */
export const USERS: SandboxUser[] = [
  {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    nickname: 'Ana',
    name: 'Ana Beatriz Souza',
    emails: [
      { email: 'ana.souza@example.com', preferred: true },
      { email: 'ana.b.souza@example.org', preferred: false },
    ],
    phone: '11987654321',
    cpf: '39053344705',
    companyCnpj: null,
    cuil: null,
    market: 'pt-BR',
    birthdate: '1988-04-12',
    address: {
      postalCode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    },
    dealerCode:
      dealersBy({ brand: 'fiat', country: 'BR', stateCode: 'SP', cityName: 'São Paulo' })[0]?.dealerCode ??
      null,
  },
  {
    id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    nickname: null,
    name: 'Carlos Henrique Lima',
    emails: [{ email: 'frota@transportes-horizonte.example.com', preferred: true }],
    phone: '21998765432',
    cpf: '71540318672',
    companyCnpj: '47381092000160',
    cuil: null,
    market: 'pt-BR',
  },
  {
    id: '9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    nickname: 'Martu',
    name: 'Martina González',
    emails: [{ email: 'martina.gonzalez@example.com.ar', preferred: true }],
    phone: '1151234567',
    cpf: null,
    companyCnpj: null,
    cuil: '27321234564',
    market: 'es-AR',
    birthdate: '1990-09-23',
    address: {
      postalCode: '1425',
      street: 'Avenida Santa Fe',
      number: '3253',
      complement: '',
      neighborhood: 'Palermo',
      city: 'Ciudad Autónoma de Buenos Aires',
      state: 'CABA',
    },
    dealerCode: dealersBy({ brand: 'peugeot', country: 'AR' })[0]?.dealerCode ?? null,
  },
  {
    id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    nickname: null,
    name: 'Pedro Almeida',
    emails: [{ email: 'pedro.almeida@example.com', preferred: true }],
    phone: '31991234567',
    cpf: null,
    companyCnpj: null,
    cuil: null,
    market: 'pt-BR',
  },
];

/** The latest recorded change of the complete profiles (`audit/findLatest/UPDATE`); Pedro has none yet. */
export const SAMPLE_AUDITS: { userId: string; type: 'UPDATE'; fields: string[]; at: string }[] = [
  {
    userId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    type: 'UPDATE',
    fields: ['phone'],
    at: '2025-09-15T13:20:00Z',
  },
  {
    userId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
    type: 'UPDATE',
    fields: ['companyCnpj'],
    at: '2025-08-02T10:00:00Z',
  },
  {
    userId: '9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
    type: 'UPDATE',
    fields: ['address'],
    at: '2025-10-28T19:45:00Z',
  },
];

/**
 * Buyers whose orders the sandbox holds from the start, one per market, so the logged area's orders
 * show every stage without a reservation being made first. They are buyers of their own (not Ana or
 * Martina, whose documents the reservation journeys reserve with from a clean slate).
 */
export const ORDER_BUYERS: SandboxUser[] = [
  {
    id: 'c0ffee00-0000-4000-8000-00000000b001',
    nickname: 'Rafa',
    name: 'Rafael Costa',
    emails: [{ email: 'rafael.costa@example.com', preferred: true }],
    phone: '11976543210',
    cpf: '61837402922',
    companyCnpj: null,
    cuil: null,
    market: 'pt-BR',
  },
  {
    id: 'c0ffee00-0000-4000-8000-00000000a001',
    nickname: null,
    name: 'Lucía Fernández',
    emails: [{ email: 'lucia.fernandez@example.com.ar', preferred: true }],
    phone: '1143215678',
    cpf: null,
    companyCnpj: null,
    cuil: '27304567894',
    market: 'es-AR',
  },
];

/**
 * Corporate-employee (B2E) buyers, one per market: members of a user group, so the reservation asks
 * whom they buy for (seed 000 §5). Bruno (Fiat's employees' group OFFER, pt-BR), Valentina (JEEP_NATION, es-AR).
 */
export const B2E_BUYERS: SandboxUser[] = [
  {
    id: 'b2e00000-0000-4000-8000-00000000b2e1',
    nickname: null,
    name: 'Bruno Tavares',
    emails: [{ email: 'bruno.tavares@example.com', preferred: true }],
    phone: '11965432109',
    cpf: '48291736537',
    companyCnpj: null,
    cuil: null,
    market: 'pt-BR',
    groups: ['OFFER'],
  },
  {
    id: 'b2e00000-0000-4000-8000-00000000b2e2',
    nickname: null,
    name: 'Valentina Ríos',
    emails: [{ email: 'valentina.rios@example.com.ar', preferred: true }],
    phone: '1147896321',
    cpf: null,
    companyCnpj: null,
    cuil: '20334567894',
    market: 'es-AR',
    groups: ['JEEP_NATION'],
  },
];

/** A staff member of the sandbox: a profile with the roles of an administration or dealer widget. */
function staffMember(
  id: string,
  name: string,
  email: string,
  market: 'pt-BR' | 'es-AR',
  roles: Role[],
  dealerCode: string | null = null,
): SandboxUser {
  return {
    id,
    nickname: null,
    name,
    emails: [{ email, preferred: true }],
    phone: market === 'es-AR' ? '1143005566' : '11930001234',
    cpf: null,
    companyCnpj: null,
    cuil: null,
    market,
    dealerCode,
    roles,
  };
}

const fiatDealer = (country: 'BR' | 'AR', stateCode: string) =>
  dealersBy({ brand: 'fiat', country, stateCode })[0]?.dealerCode ?? null;

/**
 * Staff with one role each (and Sofía, an Argentine administrator with four), so the administration
 * widgets can be shown to the role they are for and refused to the others (api/README.md "Roles").
 */
export const STAFF: SandboxUser[] = [
  staffMember('5a1f0000-0000-4000-8000-0000000005a1', 'Olívia Ramos', 'olivia.ramos@example.com', 'pt-BR', [
    'offer_admin',
  ]),
  staffMember('5a1f0000-0000-4000-8000-0000000005a2', 'Paulo Mendes', 'paulo.mendes@example.com', 'pt-BR', [
    'partner_admin',
  ]),
  staffMember(
    '5a1f0000-0000-4000-8000-0000000005a3',
    'Davi Martins',
    'davi.martins@example.com',
    'pt-BR',
    ['user_dealer'],
    fiatDealer('BR', 'SP'),
  ),
  staffMember(
    '5a1f0000-0000-4000-8000-0000000005a4',
    'Diego Alves',
    'diego.alves@example.com',
    'pt-BR',
    ['dealer_manager', 'user_dealer'],
    fiatDealer('BR', 'SP'),
  ),
  staffMember('5a1f0000-0000-4000-8000-0000000005a5', 'Vera Prado', 'vera.prado@example.com', 'pt-BR', [
    'voucher_admin',
  ]),
  staffMember(
    '5a1f0000-0000-4000-8000-0000000005a6',
    'Manuel Teixeira',
    'manuel.teixeira@example.com',
    'pt-BR',
    ['manual_admin'],
  ),
  staffMember('5a1f0000-0000-4000-8000-0000000005a7', 'Eva Nunes', 'eva.nunes@example.com', 'pt-BR', [
    'event_admin',
  ]),
  staffMember('5a1f0000-0000-4000-8000-0000000005a8', 'Ivo Santana', 'ivo.santana@example.com', 'pt-BR', [
    'integration_error_manager',
  ]),
  staffMember('5a1f0000-0000-4000-8000-0000000005b1', 'Sofía Gómez', 'sofia.gomez@example.com.ar', 'es-AR', [
    'offer_admin',
    'event_admin',
    'manual_admin',
    'voucher_admin',
  ]),
  staffMember(
    '5a1f0000-0000-4000-8000-0000000005b2',
    'Joaquín Pérez',
    'joaquin.perez@example.com.ar',
    'es-AR',
    ['user_dealer'],
    fiatDealer('AR', 'B'),
  ),
  staffMember(
    '5a1f0000-0000-4000-8000-0000000005b3',
    'Ignacio Ruiz',
    'ignacio.ruiz@example.com.ar',
    'es-AR',
    ['integration_error_manager'],
  ),
  staffMember(
    '5a1f0000-0000-4000-8000-0000000005b4',
    'Tomás Giménez',
    'tomas.gimenez@example.com.ar',
    'es-AR',
    ['dealer_manager', 'user_dealer'],
    fiatDealer('AR', 'B'),
  ),
];

/** Demo bearer tokens (the `hub_token` cookie's value in the demo pages) → user id. */
export const TOKENS: Record<string, string> = {
  'sandbox-token-ana': '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  'sandbox-token-company': '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  'sandbox-token-martina': '9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d',
  'sandbox-token-pedro': '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  'sandbox-token-rafael': 'c0ffee00-0000-4000-8000-00000000b001',
  'sandbox-token-lucia': 'c0ffee00-0000-4000-8000-00000000a001',
  'sandbox-token-olivia': '5a1f0000-0000-4000-8000-0000000005a1',
  'sandbox-token-paulo': '5a1f0000-0000-4000-8000-0000000005a2',
  'sandbox-token-davi': '5a1f0000-0000-4000-8000-0000000005a3',
  'sandbox-token-diego': '5a1f0000-0000-4000-8000-0000000005a4',
  'sandbox-token-vera': '5a1f0000-0000-4000-8000-0000000005a5',
  'sandbox-token-manuel': '5a1f0000-0000-4000-8000-0000000005a6',
  'sandbox-token-eva': '5a1f0000-0000-4000-8000-0000000005a7',
  'sandbox-token-ivo': '5a1f0000-0000-4000-8000-0000000005a8',
  'sandbox-token-sofia': '5a1f0000-0000-4000-8000-0000000005b1',
  'sandbox-token-joaquin': '5a1f0000-0000-4000-8000-0000000005b2',
  'sandbox-token-bruno': 'b2e00000-0000-4000-8000-00000000b2e1',
  'sandbox-token-valentina': 'b2e00000-0000-4000-8000-00000000b2e2',
  'sandbox-token-ignacio': '5a1f0000-0000-4000-8000-0000000005b3',
  'sandbox-token-tomas': '5a1f0000-0000-4000-8000-0000000005b4',
};

/** The user a bearer token (with or without the 'Bearer ' prefix) belongs to; null when unknown. */
export function userForToken(token: string): SandboxUser | null {
  const key = token.replace(/^Bearer\s+/i, '').trim();
  const id = Object.hasOwn(TOKENS, key) ? TOKENS[key] : undefined;
  return [...USERS, ...ORDER_BUYERS, ...STAFF, ...B2E_BUYERS].find((user) => user.id === id) ?? null;
}

/** The password of every sandbox profile for v3 basic sign-in (meets the seed's password rules). */
export const SANDBOX_PASSWORD = 'Sandbox@2025';

/** The demo bearer token of a user id; null for users without one. */
export function tokenOf(userId: string): string | null {
  return Object.entries(TOKENS).find(([, id]) => id === userId)?.[0] ?? null;
}

/** The demo token of the first staff member holding `role` (tests and stories of staff areas). */
export function staffTokenFor(role: Role): string {
  const member = STAFF.find((user) => user.roles?.includes(role));
  const token = member && tokenOf(member.id);
  if (!token) throw new Error(`no sandbox staff member holds ${role}`);
  return token;
}

/** A profile's own tax document, digits only: the CPF in Brazil, the CUIL in Argentina; null when none. */
export function documentOf(user: Pick<SandboxUser, 'cpf' | 'cuil'>): string | null {
  return user.cpf ?? user.cuil ?? null;
}

/** Whether the person with this tax document (digits) belongs to a user group: a B2E buyer (seed 000 §5). */
export function isB2eDocument(document: string): boolean {
  const person = [...USERS, ...ORDER_BUYERS, ...B2E_BUYERS].find((user) => documentOf(user) === document);
  return Boolean(person?.groups?.length);
}
