import { PromotionAgreementPayloadSchema, PromotionQrPayloadSchema } from '../../promotions.payloads.ts';
import type { LuckyNumber, Participation } from '../../promotions.ts';
import { promotionCalls } from '../../promotions.ts';
import {
  INITIAL_USED_QR_CODES,
  initialParticipants,
  luckyNumberOf,
  promotionOf,
  type SandboxParticipant,
} from '../data/promotions.ts';
import { recordsOf } from '../state.ts';
import { type Ctx, created, fail, notFound, tableHandlers } from '../table.ts';

const participants = () => recordsOf<SandboxParticipant>('promotions:participants', initialParticipants);
const usedCodes = () => recordsOf<string>('promotions:used-qr-codes', () => [...INITIAL_USED_QR_CODES]);
const participantOf = (ctx: Ctx, promotionId?: string) =>
  participants().find((p) => p.promotionId === promotionId && p.userId === ctx.user?.id);
const view = (p: SandboxParticipant): Participation => ({
  promotionId: p.promotionId,
  participantId: p.participantId,
  luckyNumbers: p.luckyNumbers,
});
/** A new number for a participant, never one they already hold. */
function addNumber(p: SandboxParticipant, seed: string, origin: LuckyNumber['origin']): LuckyNumber {
  let number = luckyNumberOf(seed);
  for (let n = 1; p.luckyNumbers.some((held) => held.number === number); n++)
    number = luckyNumberOf(`${seed}:${n}`);
  const lucky = { number, origin };
  p.luckyNumbers.push(lucky);
  return lucky;
}

/**
 * Promotions service: the participation agreement (the document of the promotion's country, the
 * profile's own when it has one; the `invited-by` participant recorded, and given one more number), the
 * participant's standing and lucky numbers, and the QR codes of the dealers' posters, each valid once.
 */
export const promotionHandlers = tableHandlers('promotions', promotionCalls, {
  agree: {
    schema: PromotionAgreementPayloadSchema,
    resolve: (ctx) => {
      const id = ctx.params.promotionId;
      const promotion = promotionOf(id);
      if (!promotion) return notFound('Promotion not found');
      if (participantOf(ctx, id)) return fail(409, 'Already participating');
      const argentine = promotion.country === 'AR';
      const document: string | undefined = argentine ? ctx.body.cuil : ctx.body.cpf;
      if (!document)
        return fail(
          422,
          argentine ? 'An Argentine promotion takes a CUIL' : 'A Brazilian promotion takes a CPF',
        );
      const own = argentine ? ctx.user?.cuil : ctx.user?.cpf;
      if (own && own !== document) return fail(422, 'The document is not the signed-in user’s');
      const invitedBy = ctx.request.headers.get('invited-by');
      const list = participants().filter((p) => p.promotionId === id);
      const participant: SandboxParticipant = {
        promotionId: id as string,
        participantId: `PTC-${1000 + list.length}`,
        userId: ctx.user?.id as string,
        document,
        invitedBy,
        luckyNumbers: [],
      };
      addNumber(participant, `${id}:${participant.userId}`, 'AGREEMENT');
      const inviter = list.find((p) => p.participantId === invitedBy);
      if (inviter)
        addNumber(inviter, `${id}:${inviter.participantId}:${participant.participantId}`, 'INVITATION');
      participants().push(participant);
      return created(view(participant));
    },
  },
  validateQr: {
    schema: PromotionQrPayloadSchema,
    resolve: (ctx) => {
      const promotion = promotionOf(ctx.params.id);
      if (!promotion) return notFound('Promotion not found');
      const participant = participantOf(ctx, ctx.params.id);
      if (!participant) return notFound('Not participating');
      const code: string = ctx.body.qrCode;
      if (usedCodes().includes(code)) return fail(409, 'QR code already used');
      if (!promotion.qrCodes.includes(code)) return fail(422, 'QR code not valid for this promotion');
      usedCodes().push(code);
      return {
        qrCode: code,
        luckyNumber: addNumber(participant, `${code}:${participant.userId}`, 'QR_CODE'),
      };
    },
  },
  agreed: (ctx) => {
    const promotion = promotionOf(ctx.params.id);
    if (!promotion) return notFound('Promotion not found');
    const participant = participantOf(ctx, promotion.promotionId);
    return {
      promotionId: promotion.promotionId,
      name: promotion.name,
      endsOn: promotion.endsOn,
      drawOn: promotion.drawOn,
      agreed: Boolean(participant),
      participantId: participant?.participantId ?? null,
    };
  },
  luckyNumbers: (ctx) => {
    const participant = participantOf(ctx, ctx.params.promotionId);
    return participant ? view(participant) : notFound('Not participating');
  },
});
