import * as v from 'valibot';
import { cpf, text } from '../../schemas.ts';
import { voucherCalls } from '../../vouchers.ts';
import { BRAND_LABELS } from '../data/dealer-vocabulary.ts';
import { USERS } from '../data/users.ts';
import { brand, shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { PROGRAMS } from './loyalty.ts';

interface Voucher {
  id: string;
  cpf: string;
  brand: string;
  title: string;
  description: string | null;
  terms: string;
  discount: number;
  validUntil: string;
  /** AVAILABLE (not generated yet), ACTIVE (code generated), REDEEMED (used), EXPIRED. */
  status: 'AVAILABLE' | 'ACTIVE' | 'REDEEMED' | 'EXPIRED';
  code: string | null;
  /** The loyalty programme a loyalty voucher came from. */
  program?: string;
}

const TERMS =
  'Válido uma vez, para o CPF cadastrado ou seus dependentes, em concessionárias da marca. Não cumulativo com outras promoções.';

/** Every registered CPF has, in every brand, vouchers in each state. */
const initialVouchers = (): Voucher[] =>
  USERS.filter((u) => u.cpf).flatMap((u) =>
    Object.keys(BRAND_LABELS).flatMap((b) => {
      const prefix = `VCH-${u.id.slice(0, 4)}-${b}`;
      const code = (n: number) => `${b.slice(0, 3).toUpperCase()}${u.id.slice(0, 4).toUpperCase()}${n}`;
      const base = { cpf: u.cpf as string, brand: b, terms: TERMS, program: undefined };
      return [
        ...[500, 1000].map((discount, i) => ({
          ...base,
          id: `${prefix}-${i + 1}`,
          title: `Bônus de R$ ${discount} na compra do seu ${BRAND_LABELS[b]}`,
          description: 'Desconto na compra de um carro novo da marca.',
          discount,
          validUntil: '2026-12-31',
          status: 'AVAILABLE' as const,
          code: null,
        })),
        {
          ...base,
          id: `${prefix}-3`,
          title: 'Revisão com desconto',
          description: 'Desconto na próxima revisão programada.',
          discount: 150,
          validUntil: '2027-03-31',
          status: 'ACTIVE' as const,
          code: code(3),
        },
        {
          ...base,
          id: `${prefix}-4`,
          title: 'Acessórios originais',
          description: 'Desconto em acessórios originais instalados na concessionária.',
          discount: 200,
          validUntil: '2026-06-30',
          status: 'REDEEMED' as const,
          code: code(4),
        },
        {
          ...base,
          id: `${prefix}-5`,
          title: 'Lavagem completa',
          description: null,
          discount: 80,
          validUntil: '2025-12-31',
          status: 'EXPIRED' as const,
          code: code(5),
        },
      ];
    }),
  );

const vouchers = () => recordsOf<Voucher>('vouchers', initialVouchers);
const mine = (ctx: Ctx) => vouchers().filter((x) => x.cpf === ctx.query.get('cpf') && x.brand === ctx.brand);

/** Gift codes redeemable in rewards: four per brand, 'GIFT-<BRAND>-0001'… */
const GIFT_CODES = Object.keys(BRAND_LABELS).flatMap((b) =>
  [1, 2, 3, 4].map((n) => ({
    code: `GIFT-${b.toUpperCase().replace('-', '')}-000${n}`,
    brand: b,
    value: 250 * n,
  })),
);
const rewards = () =>
  recordsOf<{ id: string; code: string; brand: string; cpf: string; value: number; status: string }>(
    'vouchers:rewards',
  );

/** Vouchers service: bonus vouchers (available, active, redeemed, expired), loyalty vouchers, max discount, rewards redemption. */
export const voucherHandlers = tableHandlers('vouchers', voucherCalls, {
  // A loyalty voucher: the brand must have a programme; one per programme and CPF.
  loyaltyVoucher: {
    schema: shape({
      cpf,
      brand,
      title: v.optional(text(120)),
      discount: v.optional(v.pipe(v.number(), v.minValue(1))),
      program: v.optional(text(60)),
    }),
    resolve: ({ body }) => {
      const found = PROGRAMS[body.brand];
      if (!found) return notFound(`No loyalty programme for ${body.brand}`);
      const program = body.program ?? found.free;
      if (program !== found.free && program !== found.paid) return fail(422, 'Unknown loyalty programme');
      if (vouchers().some((x) => x.cpf === body.cpf && x.brand === body.brand && x.program === program))
        return fail(409, 'Loyalty voucher already issued');
      const voucher: Voucher = {
        id: newId('VCH'),
        cpf: body.cpf,
        brand: body.brand,
        title: body.title ?? `Voucher ${program}`,
        description: `Benefício de membro do ${program}.`,
        terms: TERMS,
        discount: body.discount ?? 300,
        validUntil: '2026-12-31',
        status: 'AVAILABLE',
        code: null,
        program,
      };
      vouchers().push(voucher);
      return created(voucher);
    },
  },
  generate: (ctx) => {
    const voucher = mine(ctx).find((x) => x.id === ctx.query.get('voucherId'));
    if (!voucher) return notFound('Voucher not found');
    if (voucher.status === 'REDEEMED' || voucher.status === 'EXPIRED')
      return fail(409, `Voucher ${voucher.status.toLowerCase()}`);
    voucher.status = 'ACTIVE';
    voucher.code ??= `${voucher.brand.slice(0, 3).toUpperCase()}${voucher.id.slice(-6).replace(/\W/g, '')}`;
    return voucher;
  },
  // Vouchers already generated: active (code to show), redeemed and expired.
  redeemed: (ctx) => mine(ctx).filter((x) => x.status !== 'AVAILABLE'),
  maxDiscount: (ctx) => ({
    cpf: ctx.query.get('cpf'),
    maxDiscount: Math.max(
      0,
      ...mine(ctx)
        .filter((x) => x.status === 'AVAILABLE' || x.status === 'ACTIVE')
        .map((x) => x.discount),
    ),
  }),
  available: (ctx) => mine(ctx).filter((x) => x.status === 'AVAILABLE'),
  redeemReward: {
    schema: shape({ code: text(40), cpf, brand }),
    resolve: ({ body }) => {
      const gift = GIFT_CODES.find((g) => g.code === body.code.toUpperCase() && g.brand === body.brand);
      if (!gift)
        return fail(422, 'Código inválido. Tente novamente em alguns minutos ou ligue para a central.');
      if (rewards().some((r) => r.code === gift.code)) return fail(409, 'Código já utilizado');
      const reward = {
        id: newId('RWD'),
        code: gift.code,
        brand: gift.brand,
        cpf: body.cpf,
        value: gift.value,
        status: 'REDEEMED',
      };
      rewards().push(reward);
      return created(reward);
    },
  },
  reward: (ctx) =>
    rewards().find((r) => r.id === ctx.params.id && r.brand === ctx.params.brand) ??
    notFound('Reward not found'),
});
