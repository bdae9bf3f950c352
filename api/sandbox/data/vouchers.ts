import { BRAND_LABELS } from './dealer-vocabulary.ts';
import { documentOf, type SandboxUser, USERS } from './users.ts';

/** A fidelity voucher of one person (by their CPF or CUIL) in one brand. */
export interface SandboxVoucher {
  id: string;
  /** The holder's document, digits: CPF in Brazil, CUIL in Argentina. */
  document: string;
  /** The holder's user id (the code carries its first characters). */
  holderId: string;
  brand: string;
  /** Number of the voucher among the holder's vouchers of the brand (the code ends with it). */
  serial: number;
  title: string;
  description: string | null;
  terms: string;
  /** Discount in the holder's currency (BRL, ARS). */
  discount: number;
  validUntil: string;
  /** AVAILABLE (not generated yet), ACTIVE (code generated), REDEEMED (used), EXPIRED. */
  status: 'AVAILABLE' | 'ACTIVE' | 'REDEEMED' | 'EXPIRED';
  code: string | null;
  /** The loyalty programme a loyalty voucher came from. */
  program?: string;
}

/** The vouchers service's texts and amounts in the holder's country: Portuguese and reais, Spanish and pesos. */
export const VOUCHER_TEXTS = {
  'pt-BR': {
    /** Discounts are written in reais as they are. */
    factor: 1,
    bonus: (amount: number, brand: string) => `Bônus de R$ ${amount} na compra do seu ${brand}`,
    bonusDescription: 'Desconto na compra de um carro novo da marca.',
    service: ['Revisão com desconto', 'Desconto na próxima revisão programada.'],
    accessories: ['Acessórios originais', 'Desconto em acessórios originais instalados na concessionária.'],
    wash: ['Lavagem completa', null],
    terms:
      'Válido uma vez, para o CPF cadastrado ou seus dependentes, em concessionárias da marca. Não cumulativo com outras promoções.',
    loyaltyTitle: (program: string) => `Voucher ${program}`,
    loyaltyDescription: (program: string) => `Benefício de membro do ${program}.`,
  },
  'es-AR': {
    /** The same offers in pesos. */
    factor: 300,
    bonus: (amount: number, brand: string) =>
      `Bono de $ ${new Intl.NumberFormat('es-AR').format(amount)} en la compra de tu ${brand}`,
    bonusDescription: 'Descuento en la compra de un auto nuevo de la marca.',
    service: ['Service con descuento', 'Descuento en el próximo service programado.'],
    accessories: [
      'Accesorios originales',
      'Descuento en accesorios originales instalados en el concesionario.',
    ],
    wash: ['Lavado completo', null],
    terms:
      'Válido una vez, para el CUIL registrado o sus dependientes, en concesionarios de la marca. No acumulable con otras promociones.',
    loyaltyTitle: (program: string) => `Voucher ${program}`,
    loyaltyDescription: (program: string) => `Beneficio de socio de ${program}.`,
  },
} as const;

/** The vouchers each holder already generated: serial, kind, amount in reais, validity, status. */
const USED = [
  [3, 'service', 150, '2027-03-31', 'ACTIVE'],
  [4, 'accessories', 200, '2026-06-30', 'REDEEMED'],
  [5, 'wash', 80, '2025-12-31', 'EXPIRED'],
] as const;

/** The texts of a holder's country (c-BR profiles read Portuguese). */
export const textsOf = (market: string) => VOUCHER_TEXTS[market === 'es-AR' ? 'es-AR' : 'pt-BR'];

/**
 * A voucher code: the brand's first letters, the holder's first four id characters and the voucher's
 * serial, upper-case ('FIA7C9E3').
 */
export const voucherCode = (brand: string, holderId: string, serial: number) =>
  `${brand.replace(/[^a-z]/g, '').slice(0, 3)}${holderId.slice(0, 4)}${serial}`.toUpperCase();

/** Every profile with a document has, in every brand, vouchers in each state, in its country's words and money. */
export function initialVouchers(users: readonly SandboxUser[] = USERS): SandboxVoucher[] {
  return users.flatMap((u) => {
    const document = documentOf(u);
    if (!document) return [];
    const texts = textsOf(u.market);
    const money = (amount: number) => amount * texts.factor;
    return Object.keys(BRAND_LABELS).flatMap((b) => {
      const base = { document, holderId: u.id, brand: b, terms: texts.terms };
      const id = (serial: number) => `VCH-${u.id.slice(0, 4)}-${b}-${serial}`;
      const made = (serial: number) => voucherCode(b, u.id, serial);
      return [
        ...[500, 1000].map((amount, i) => ({
          ...base,
          id: id(i + 1),
          serial: i + 1,
          title: texts.bonus(money(amount), BRAND_LABELS[b] ?? b),
          description: texts.bonusDescription,
          discount: money(amount),
          validUntil: '2026-12-31',
          status: 'AVAILABLE' as const,
          code: null,
        })),
        ...USED.map(([serial, kind, amount, validUntil, status]) => {
          const [title, description] = texts[kind];
          return {
            ...base,
            id: id(serial),
            serial,
            title,
            description,
            discount: money(amount),
            validUntil,
            status,
            code: made(serial),
          };
        }),
      ];
    });
  });
}
