import { cardBrandOf, isValidCardExpiry } from '../../../validators/index.ts';
import { FavouriteCardPayloadSchema, NewCardPayloadSchema } from '../../cards.payloads.ts';
import { cardCalls, type SavedCard } from '../../cards.ts';
import { USERS } from '../data/users.ts';
import { newId, recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

/** A saved card of a user, as the service keeps it: never the number, only its last four digits. */
type StoredCard = SavedCard & { userId: string };

const [ana, company] = USERS;
/**
 * Ana has a favourite Visa, a Mastercard and an expired Elo; the company user a Mastercard; the others
 * none (the empty list).
 */
const initialCards = (): StoredCard[] => [
  {
    id: 'CRD-1',
    userId: ana!.id,
    network: 'VISA',
    last4: '1111',
    holder: 'ANA B SOUZA',
    expiry: '12/29',
    favourite: true,
  },
  {
    id: 'CRD-3',
    userId: ana!.id,
    network: 'MASTERCARD',
    last4: '4444',
    holder: 'ANA B SOUZA',
    expiry: '08/31',
    favourite: false,
  },
  {
    id: 'CRD-4',
    userId: ana!.id,
    network: 'ELO',
    last4: '7013',
    holder: 'ANA B SOUZA',
    expiry: '03/25',
    favourite: false,
  },
  {
    id: 'CRD-2',
    userId: company!.id,
    network: 'MASTERCARD',
    last4: '5100',
    holder: 'CARLOS H LIMA',
    expiry: '12/29',
    favourite: true,
  },
];
const cards = () => recordsOf<StoredCard>('cards', initialCards);
const tokens = () => recordsOf<{ token: string; userId: string }>('cards:tokens');
const mine = (ctx: Ctx) => cards().filter((c) => c.userId === ctx.user?.id);
const view = ({ userId: _, ...card }: StoredCard): SavedCard => card;

/**
 * The saved card of the signed-in user with this id, still valid, for a payment (the reservations
 * service charges it): null when it is not theirs or has expired.
 */
export function payableCard(userId: string | undefined, cardId: string): SavedCard | null {
  const card = cards().find((c) => c.id === cardId && c.userId === userId);
  return card && isValidCardExpiry(card.expiry) ? view(card) : null;
}

/**
 * Payment cards service: the user's saved cards, one-time tokens, favourite. A new card needs a fresh
 * one-time token of the same user; its number is kept only as the last four digits; the first card is
 * the favourite, and deleting the favourite passes the mark to the next card, so a user with cards
 * always has exactly one.
 */
export const cardHandlers = tableHandlers('cards', cardCalls, {
  remove: (ctx) => {
    const list = cards();
    const index = list.findIndex((c) => c.id === ctx.params.cardId && c.userId === ctx.user?.id);
    if (index < 0) return notFound('Card not found');
    const [removed] = list.splice(index, 1);
    const next = mine(ctx)[0];
    if (removed?.favourite && next) next.favourite = true;
    return undefined;
  },
  list: (ctx) => mine(ctx).map(view),
  oneTimeToken: (ctx) => {
    const token = { token: newId('OTT'), userId: ctx.user?.id as string };
    tokens().push(token);
    return { token: token.token, expiresIn: 300 };
  },
  add: {
    schema: NewCardPayloadSchema,
    resolve: (ctx) => {
      const index = tokens().findIndex((t) => t.token === ctx.body.oneTimeToken && t.userId === ctx.user?.id);
      if (index < 0) return fail(422, 'Invalid one-time token');
      tokens().splice(index, 1);
      const number: string = ctx.body.number;
      const network = cardBrandOf(number);
      if (!network) return fail(422, 'Card brand not accepted');
      const card: StoredCard = {
        id: newId('CRD'),
        userId: ctx.user?.id as string,
        network,
        last4: number.slice(-4),
        holder: ctx.body.holder,
        expiry: ctx.body.expiry,
        favourite: mine(ctx).length === 0,
      };
      cards().push(card);
      return created(view(card));
    },
  },
  favourite: {
    schema: FavouriteCardPayloadSchema,
    resolve: (ctx) => {
      const card = mine(ctx).find((c) => c.id === ctx.params.cardId);
      if (!card) return notFound('Card not found');
      for (const other of mine(ctx)) other.favourite = other === card;
      return view(card);
    },
  },
});
