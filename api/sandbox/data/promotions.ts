import type { LuckyNumberOrigin } from '../../promotions.ts';
import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { hashSeed } from './random.ts';
import { USERS } from './users.ts';

/** A lucky-number promotion of one brand in one country, as the promotions service keeps it. */
export interface SandboxPromotion {
  promotionId: string;
  brand: string;
  country: 'BR' | 'AR';
  /** In the country's language (Portuguese, Spanish). */
  name: string;
  /** YYYY-MM-DD. */
  endsOn: string;
  drawOn: string;
  /** The QR codes printed for this promotion (each validates once, for whoever shows it first). */
  qrCodes: string[];
}

/** A participant of a promotion: who, by whose invitation, and the lucky numbers held. */
export interface SandboxParticipant {
  promotionId: string;
  participantId: string;
  userId: string;
  /** The document they agreed with (CPF in Brazil, CUIL in Argentina). */
  document: string;
  invitedBy: string | null;
  luckyNumbers: { number: string; origin: LuckyNumberOrigin }[];
}

/** Four letters of each brand in its QR codes (`QR-JEEPBR01`). */
const QR_BRAND: Record<string, string> = {
  fiat: 'FIAT',
  jeep: 'JEEP',
  dodge: 'DODG',
  chrysler: 'CHRY',
  ram: 'RAMT',
  citroen: 'CITR',
  peugeot: 'PEUG',
  'fiat-abarth': 'ABAR',
  ds: 'DSAU',
};
/** Brands the group sells in Argentina (Chrysler and DS are not sold there). */
const AR_BRANDS = ['fiat', 'jeep', 'dodge', 'ram', 'citroen', 'peugeot', 'fiat-abarth'];

/** `PRM-JEEP-2026` (Brazil), `PRM-JEEP-AR-2026` (Argentina); Abarth is `PRM-FIATABARTH-…`. */
export const promotionIdOf = (brand: string, country: 'BR' | 'AR') =>
  `PRM-${brand.toUpperCase().replace('-', '')}${country === 'AR' ? '-AR' : ''}-2026`;

/** The promotions: one per brand in Brazil and one per brand sold in Argentina, in each one's language. */
export const PROMOTIONS: SandboxPromotion[] = Object.keys(BRAND_LABELS).flatMap((brand) => {
  const label = BRAND_LABELS[brand];
  const codes = (country: string) =>
    [1, 2, 3, 4].map((n) => `QR-${QR_BRAND[brand]}${country}${String(n).padStart(2, '0')}`);
  const br: SandboxPromotion = {
    promotionId: promotionIdOf(brand, 'BR'),
    brand,
    country: 'BR',
    name: `${label} Sorte na Estrada 2026`,
    endsOn: '2026-12-31',
    drawOn: '2027-01-15',
    qrCodes: codes('BR'),
  };
  if (!AR_BRANDS.includes(brand)) return [br];
  const ar: SandboxPromotion = {
    promotionId: promotionIdOf(brand, 'AR'),
    brand,
    country: 'AR',
    name: `${label} Sorteo Ruta 2026`,
    endsOn: '2026-12-31',
    drawOn: '2027-01-20',
    qrCodes: codes('AR'),
  };
  return [br, ar];
});

/** The promotion of an id, or undefined. */
export const promotionOf = (id: string | undefined) => PROMOTIONS.find((p) => p.promotionId === id);

const [ana, company, martina] = USERS;

/**
 * Who takes part from the start: Carlos (`PTC-1000`, whose invitation links the demo pages use) in every
 * Brazilian promotion and Martina (`PTC-1000`) in every Argentine one; Ana already in Peugeot's, with the
 * number of her agreement and one of a QR code (`QR-PEUGBR01` is used).
 */
export const initialParticipants = (): SandboxParticipant[] => [
  ...PROMOTIONS.map((promotion) => {
    const host = promotion.country === 'AR' ? martina! : company!;
    return {
      promotionId: promotion.promotionId,
      participantId: 'PTC-1000',
      userId: host.id,
      document: (promotion.country === 'AR' ? host.cuil : host.cpf) ?? '',
      invitedBy: null,
      luckyNumbers: [
        { number: luckyNumberOf(`${promotion.promotionId}:${host.id}`), origin: 'AGREEMENT' as const },
      ],
    };
  }),
  {
    promotionId: promotionIdOf('peugeot', 'BR'),
    participantId: 'PTC-1001',
    userId: ana!.id,
    document: ana!.cpf ?? '',
    invitedBy: null,
    luckyNumbers: [
      { number: '04817', origin: 'AGREEMENT' },
      { number: '31562', origin: 'QR_CODE' },
    ],
  },
];

/** QR codes used from the start. */
export const INITIAL_USED_QR_CODES = ['QR-PEUGBR01'];

/** A five-digit lucky number drawn from a seed (the same seed always gives the same number). */
export function luckyNumberOf(seed: string): string {
  return String(hashSeed(seed) % 100000).padStart(5, '0');
}
