import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../../test/examples/scope.ts';
import { signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import {
  agreeToPromotion,
  getLuckyNumbers,
  getPromotionStanding,
  validatePromotionQrCode,
} from '../promotions.ts';
import { PROMOTIONS } from './data/promotions.ts';

startSandbox();
const ANA_CPF = '39053344705';
const MARTINA_CUIL = '27321234564';
const JEEP = 'PRM-JEEP-2026';
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn('sandbox-token-ana');
});
afterEach(() => signOut());
const scope = sandboxScope('jeep');
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('promotions sandbox', () => {
  it('has a promotion per brand in Brazil (Portuguese) and per brand sold in Argentina (Spanish)', () => {
    expect(PROMOTIONS.filter((p) => p.country === 'BR')).toHaveLength(9);
    expect(PROMOTIONS.filter((p) => p.country === 'AR').map((p) => p.brand)).not.toContain('ds');
    expect(PROMOTIONS.find((p) => p.promotionId === 'PRM-JEEP-AR-2026')?.name).toBe('Jeep Sorteo Ruta 2026');
  });

  it('agreement: a lucky number issued, the invited-by recorded, and the inviter given one more', async () => {
    expect(await getPromotionStanding(scope, JEEP)).toMatchObject({ agreed: false, participantId: null });
    const joined = await agreeToPromotion(scope, JEEP, { acceptedTerms: true, cpf: ANA_CPF }, 'PTC-1000');
    expect(joined.luckyNumbers).toEqual([{ number: expect.stringMatching(/^\d{5}$/), origin: 'AGREEMENT' }]);
    expect(journalOf('promotions').at(-1)?.headers['invited-by']).toBe('PTC-1000');
    expect(await getPromotionStanding(scope, JEEP)).toMatchObject({
      agreed: true,
      participantId: joined.participantId,
    });
    signIn('sandbox-token-company');
    const inviter = await getLuckyNumbers(scope, JEEP);
    expect(inviter.luckyNumbers.map((n) => n.origin)).toEqual(['AGREEMENT', 'INVITATION']);
    // Agreeing twice is refused.
    signIn('sandbox-token-ana');
    expect(await status(agreeToPromotion(scope, JEEP, { acceptedTerms: true, cpf: ANA_CPF }))).toBe(409);
  });

  it('refuses a body without the terms, a CPF not the user’s, and a CPF in an Argentine promotion (422)', async () => {
    const bad = { acceptedTerms: false, cpf: ANA_CPF } as unknown as { acceptedTerms: true; cpf: string };
    expect(await status(agreeToPromotion(scope, JEEP, bad))).toBe(422);
    expect(await status(agreeToPromotion(scope, JEEP, { acceptedTerms: true, cpf: '52998224725' }))).toBe(
      422,
    );
    signIn('sandbox-token-lucia');
    const ar = 'PRM-FIAT-AR-2026';
    expect(await status(agreeToPromotion(scope, ar, { acceptedTerms: true, cpf: ANA_CPF }))).toBe(422);
    expect(await status(agreeToPromotion(scope, ar, { acceptedTerms: true, cuil: MARTINA_CUIL }))).toBe(422);
    expect(await status(agreeToPromotion(scope, ar, { acceptedTerms: true, cuil: '27304567894' }))).toBe(200);
  });

  it('a QR code validates once: the second use answers already used; another promotion’s code is invalid', async () => {
    await agreeToPromotion(scope, JEEP, { acceptedTerms: true, cpf: ANA_CPF });
    const valid = await validatePromotionQrCode(scope, JEEP, 'QR-JEEPBR02');
    expect(valid).toEqual({
      qrCode: 'QR-JEEPBR02',
      luckyNumber: { number: expect.any(String), origin: 'QR_CODE' },
    });
    expect((await getLuckyNumbers(scope, JEEP)).luckyNumbers).toHaveLength(2);
    expect(await status(validatePromotionQrCode(scope, JEEP, 'QR-JEEPBR02'))).toBe(409);
    expect(await status(validatePromotionQrCode(scope, JEEP, 'QR-FIATBR02'))).toBe(422);
    expect(await status(validatePromotionQrCode(scope, JEEP, 'not a code'))).toBe(422);
    // Someone else with the used code: already used too.
    signIn('sandbox-token-company');
    expect(await status(validatePromotionQrCode(scope, JEEP, 'QR-JEEPBR02'))).toBe(409);
  });

  it('answers 401 without a sign-in and 404 for an unknown promotion', async () => {
    signOut();
    expect(await status(getPromotionStanding(scope, JEEP))).toBe(401);
    signIn('sandbox-token-ana');
    expect(await status(getPromotionStanding(scope, 'PRM-NOPE-2026'))).toBe(404);
  });
});
