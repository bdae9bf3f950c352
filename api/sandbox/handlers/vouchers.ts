import * as v from 'valibot';
import { cpf, cuil, text } from '../../schemas.ts';
import { voucherCalls } from '../../vouchers.ts';
import { BRAND_LABELS } from '../data/dealer-vocabulary.ts';
import { documentOf } from '../data/users.ts';
import { initialVouchers, type SandboxVoucher, textsOf, voucherCode } from '../data/vouchers.ts';
import { brand, shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';
import { PROGRAMS } from './loyalty.ts';
import { currentProfile } from './users.ts';

/** A person's document as the vouchers service takes it: a CPF (Brazil) or a CUIL (Argentina), digits. */
const holderDocument = v.union([cpf, cuil]);

const vouchers = () => recordsOf<SandboxVoucher>('vouchers', initialVouchers);

/** A voucher as the service answers it (the holder's document and id stay inside). */
const shown = ({ document: _d, holderId: _h, serial: _s, ...voucher }: SandboxVoucher) => voucher;

/**
 * The document the call names, when it is the caller's own (the profile as it is now); otherwise the
 * refusal: 403 for someone else's document. Every vouchers call carries the bearer (401 without it).
 */
function ownDocument(ctx: Ctx, named: string | null | undefined): string | Response {
  const own = documentOf(currentProfile(ctx.user?.id) ?? { cpf: null, cuil: null });
  if (!named || named !== own) return fail(403, "The document is not the signed-in user's");
  return own;
}

const mine = (ctx: Ctx, document: string) =>
  vouchers().filter((x) => x.document === document && x.brand === ctx.brand);

/** Runs `act` with the caller's own document named in the query (`cpf`). */
const forOwner = (act: (ctx: Ctx, document: string) => unknown) => (ctx: Ctx) => {
  const document = ownDocument(ctx, ctx.query.get('cpf'));
  return document instanceof Response ? document : act(ctx, document);
};

/** Gift codes redeemable in rewards: four per brand, 'GIFT-<BRAND>-0001'…, worth their value in the holder's money. */
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

/**
 * Vouchers service: bonus vouchers (available, active, redeemed, expired) in the holder's language and
 * currency, loyalty vouchers, max discount, rewards redemption — each only for the signed-in user's
 * own CPF or CUIL.
 */
export const voucherHandlers = tableHandlers('vouchers', voucherCalls, {
  // A loyalty voucher: the brand must have a programme; one per programme and holder.
  loyaltyVoucher: {
    schema: shape({
      cpf: holderDocument,
      brand,
      title: v.optional(text(120)),
      discount: v.optional(v.pipe(v.number(), v.minValue(1))),
      program: v.optional(text(60)),
    }),
    resolve: (ctx) => {
      const { body } = ctx;
      const document = ownDocument(ctx, body.cpf);
      if (document instanceof Response) return document;
      const found = PROGRAMS[body.brand];
      if (!found) return notFound(`No loyalty programme for ${body.brand}`);
      const program = body.program ?? found.free;
      if (program !== found.free && program !== found.paid) return fail(422, 'Unknown loyalty programme');
      const own = vouchers().filter((x) => x.document === document && x.brand === body.brand);
      if (own.some((x) => x.program === program)) return fail(409, 'Loyalty voucher already issued');
      const texts = textsOf(currentProfile(ctx.user?.id)?.market ?? ctx.market);
      const voucher: SandboxVoucher = {
        id: newId('VCH'),
        document,
        holderId: ctx.user?.id ?? '',
        brand: body.brand,
        serial: Math.max(0, ...own.map((x) => x.serial)) + 1,
        title: body.title ?? texts.loyaltyTitle(program),
        description: texts.loyaltyDescription(program),
        terms: texts.terms,
        discount: body.discount ?? 300 * texts.factor,
        validUntil: '2026-12-31',
        status: 'AVAILABLE',
        code: null,
        program,
      };
      vouchers().push(voucher);
      return created(shown(voucher));
    },
  },
  generate: forOwner((ctx, document) => {
    const voucher = mine(ctx, document).find((x) => x.id === ctx.query.get('voucherId'));
    if (!voucher) return notFound('Voucher not found');
    if (voucher.status === 'REDEEMED' || voucher.status === 'EXPIRED')
      return fail(409, `Voucher ${voucher.status.toLowerCase()}`);
    voucher.status = 'ACTIVE';
    voucher.code ??= voucherCode(voucher.brand, voucher.holderId, voucher.serial);
    return shown(voucher);
  }),
  // Vouchers already generated: active (code to show), redeemed and expired.
  redeemed: forOwner((ctx, document) =>
    mine(ctx, document)
      .filter((x) => x.status !== 'AVAILABLE')
      .map(shown),
  ),
  maxDiscount: forOwner((ctx, document) => ({
    cpf: document,
    maxDiscount: Math.max(
      0,
      ...mine(ctx, document)
        .filter((x) => x.status === 'AVAILABLE' || x.status === 'ACTIVE')
        .map((x) => x.discount),
    ),
  })),
  available: forOwner((ctx, document) =>
    mine(ctx, document)
      .filter((x) => x.status === 'AVAILABLE')
      .map(shown),
  ),
  // 422 for a code the brand never issued, 409 for one already used.
  redeemReward: {
    schema: shape({ code: text(40), cpf: holderDocument, brand }),
    resolve: (ctx) => {
      const { body } = ctx;
      const document = ownDocument(ctx, body.cpf);
      if (document instanceof Response) return document;
      const gift = GIFT_CODES.find((g) => g.code === body.code.toUpperCase() && g.brand === body.brand);
      if (!gift) return fail(422, 'Unknown gift code');
      if (rewards().some((r) => r.code === gift.code)) return fail(409, 'Gift code already used');
      const reward = {
        id: newId('RWD'),
        code: gift.code,
        brand: gift.brand,
        cpf: document,
        value: gift.value * textsOf(currentProfile(ctx.user?.id)?.market ?? ctx.market).factor,
        status: 'REDEEMED',
      };
      rewards().push(reward);
      return created(reward);
    },
  },
  // A reward is read back only by whoever redeemed it.
  reward: (ctx) => {
    const own = documentOf(currentProfile(ctx.user?.id) ?? { cpf: null, cuil: null });
    return (
      rewards().find((r) => r.id === ctx.params.id && r.brand === ctx.params.brand && r.cpf === own) ??
      notFound('Reward not found')
    );
  },
});
