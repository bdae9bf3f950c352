import * as v from 'valibot';
import { isValidCardExpiry, isValidCardNumber } from '../../../validators/index.ts';
import { cardCalls } from '../../cards.ts';
import { promotionCalls } from '../../promotions.ts';
import { cpf, text } from '../../schemas.ts';
import { BRAND_LABELS } from '../data/dealer-vocabulary.ts';
import { hashSeed } from '../data/random.ts';
import { USERS } from '../data/users.ts';
import { shape } from '../schemas.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, deleted, fail, notFound, tableHandlers } from '../table.ts';

interface SavedCard {
  id: string;
  userId: string;
  network: 'VISA' | 'MASTERCARD' | 'ELO' | 'AMEX';
  last4: string;
  holder: string;
  expiry: string;
  favourite: boolean;
}

const initialCards = (): SavedCard[] =>
  USERS.slice(0, 2).map((u, i) => ({
    id: `CRD-${i + 1}`,
    userId: u.id,
    network: i ? 'MASTERCARD' : 'VISA',
    last4: i ? '5100' : '1111',
    holder: u.name.toUpperCase(),
    expiry: '12/29',
    favourite: true,
  }));
const cards = () => recordsOf<SavedCard>('cards', initialCards);
const tokens = () => recordsOf<{ token: string; userId: string }>('cards:tokens');
const mine = (ctx: Ctx) => cards().filter((c) => c.userId === ctx.user?.id);
const network = (n: string): SavedCard['network'] =>
  n.startsWith('4')
    ? 'VISA'
    : /^3[47]/.test(n)
      ? 'AMEX'
      : /^(4011|4389|5067|6363)/.test(n)
        ? 'ELO'
        : 'MASTERCARD';

/** Payment cards service: the user's saved cards, one-time tokens, favourite. */
export const cardHandlers = tableHandlers('cards', cardCalls, {
  remove: (ctx) =>
    deleted(cards(), (c) => c.id === ctx.params.cardId && c.userId === ctx.user?.id, 'Card not found'),
  list: mine,
  oneTimeToken: (ctx) => {
    const token = { token: newId('OTT'), userId: ctx.user?.id as string };
    tokens().push(token);
    return { token: token.token, expiresIn: 300 };
  },
  add: {
    schema: shape({
      number: v.pipe(v.string(), v.check(isValidCardNumber, 'invalid card number')),
      expiry: v.pipe(v.string(), v.check(isValidCardExpiry, 'invalid expiry')),
      holder: text(80),
      oneTimeToken: text(40),
    }),
    resolve: (ctx) => {
      const index = tokens().findIndex((t) => t.token === ctx.body.oneTimeToken && t.userId === ctx.user?.id);
      if (index < 0) return fail(422, 'Invalid one-time token');
      tokens().splice(index, 1);
      const number = ctx.body.number.replace(/\D/g, '');
      const card: SavedCard = {
        id: newId('CRD'),
        userId: ctx.user?.id as string,
        network: network(number),
        last4: number.slice(-4),
        holder: ctx.body.holder,
        expiry: ctx.body.expiry,
        favourite: mine(ctx).length === 0,
      };
      cards().push(card);
      return created(card);
    },
  },
  favourite: {
    schema: shape({ favourite: v.literal(true) }),
    resolve: (ctx) => {
      const card = mine(ctx).find((c) => c.id === ctx.params.cardId);
      if (!card) return notFound('Card not found');
      for (const other of mine(ctx)) other.favourite = other === card;
      return card;
    },
  },
});

const promotionOf = (id?: string) =>
  Object.keys(BRAND_LABELS).find((b) => `PRM-${b.toUpperCase().replace('-', '')}-2026` === id);
const participants = () =>
  recordsOf<{ promotionId: string; userId: string; invitedBy: string | null; luckyNumbers: string[] }>(
    'promotions:participants',
  );
const lucky = (seed: string) => String(hashSeed(seed) % 100000).padStart(5, '0');
const participantOf = (ctx: Ctx, promotionId?: string) =>
  participants().find((p) => p.promotionId === promotionId && p.userId === ctx.user?.id);

/** Promotions service: participation with lucky numbers (one more per invitation and per QR code). */
export const promotionHandlers = tableHandlers('promotions', promotionCalls, {
  agree: {
    schema: shape({ acceptedTerms: v.literal(true), cpf }),
    resolve: (ctx) => {
      const id = ctx.params.promotionId;
      if (!promotionOf(id)) return notFound('Promotion not found');
      if (participantOf(ctx, id)) return fail(409, 'Already participating');
      const invitedBy = ctx.request.headers.get('invited-by');
      const participant = {
        promotionId: id as string,
        userId: ctx.user?.id as string,
        invitedBy,
        luckyNumbers: [lucky(`${id}${ctx.user?.id}`)],
      };
      if (invitedBy) participant.luckyNumbers.push(lucky(`${id}${invitedBy}`));
      participants().push(participant);
      return created(participant);
    },
  },
  validateQr: {
    schema: shape({ qrCode: v.pipe(v.string(), v.regex(/^QR-[A-Z0-9]{8}$/, 'invalid QR code')) }),
    resolve: (ctx) => {
      const participant = participantOf(ctx, ctx.params.id);
      if (!participant) return notFound('Not participating');
      participant.luckyNumbers.push(lucky(ctx.body.qrCode));
      return participant;
    },
  },
  agreed: (ctx) =>
    promotionOf(ctx.params.id)
      ? { promotionId: ctx.params.id, agreed: Boolean(participantOf(ctx, ctx.params.id)) }
      : notFound(),
  luckyNumbers: (ctx) =>
    participantOf(ctx, ctx.params.promotionId)?.luckyNumbers ?? notFound('Not participating'),
});
