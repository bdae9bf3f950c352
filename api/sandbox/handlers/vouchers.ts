import * as v from 'valibot';
import { voucherCalls } from '../../vouchers.ts';
import { BRAND_LABELS } from '../data/dealer-vocabulary.ts';
import { USERS } from '../data/users.ts';
import { brand, cpf, shape, text } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

interface Voucher {
  id: string;
  cpf: string;
  brand: string;
  title: string;
  discount: number;
  status: 'AVAILABLE' | 'ACTIVE' | 'REDEEMED';
  code: string | null;
}

const initialVouchers = (): Voucher[] =>
  USERS.filter((u) => u.cpf).flatMap((u) =>
    Object.keys(BRAND_LABELS).flatMap((b) =>
      [500, 1000].map((discount, i) => ({
        id: `VCH-${u.id.slice(0, 4)}-${b}-${i + 1}`,
        cpf: u.cpf as string,
        brand: b,
        title: `Bônus de R$ ${discount} na compra do seu ${BRAND_LABELS[b]}`,
        discount,
        status: 'AVAILABLE' as const,
        code: null,
      })),
    ),
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

/** Vouchers service: bonus vouchers (available, active, redeemed), max discount, rewards redemption. */
export const voucherHandlers = tableHandlers('vouchers', voucherCalls, {
  loyaltyVoucher: {
    schema: shape({ cpf, brand, title: text(120), discount: v.pipe(v.number(), v.minValue(1)) }),
    resolve: ({ body }) => {
      const voucher: Voucher = { id: newId('VCH'), status: 'AVAILABLE', code: null, ...body };
      vouchers().push(voucher);
      return created(voucher);
    },
  },
  generate: (ctx) => {
    const voucher = mine(ctx).find((x) => x.id === ctx.query.get('voucherId'));
    if (!voucher) return notFound('Voucher not found');
    if (voucher.status === 'REDEEMED') return fail(409, 'Voucher already redeemed');
    voucher.status = 'ACTIVE';
    voucher.code ??= `${voucher.brand.slice(0, 3).toUpperCase()}${voucher.id.slice(-6).replace(/\W/g, '')}`;
    return voucher;
  },
  redeemed: (ctx) => mine(ctx).filter((x) => x.status === 'REDEEMED'),
  maxDiscount: (ctx) => ({
    cpf: ctx.query.get('cpf'),
    maxDiscount: Math.max(
      0,
      ...mine(ctx)
        .filter((x) => x.status !== 'REDEEMED')
        .map((x) => x.discount),
    ),
  }),
  available: (ctx) => mine(ctx).filter((x) => x.status !== 'REDEEMED'),
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
