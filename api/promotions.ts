import { type ApiScope, type CallSpec, request } from './client.ts';

/** Promotions service (seed 001 §7 "Promotions (v1)"): every call carries the Authorization (bearer). */
export const promotionCalls = {
  agree: { method: 'POST', path: 'v1/participant/{promotionId}', bearer: true },
  validateQr: { method: 'POST', path: 'v1/participant/attribute/{id}', bearer: true },
  agreed: { method: 'GET', path: 'v1/participant/agreed/{id}', bearer: true },
  luckyNumbers: { method: 'GET', path: 'v1/participant/{promotionId}', bearer: true },
} as const satisfies Record<string, CallSpec>;

/** Agrees to take part in a promotion; `invitedBy` goes in the `invited-by` header. */
export function agreeToPromotion(
  scope: ApiScope,
  promotionId: string,
  agreement: { acceptedTerms: true; cpf: string },
  invitedBy?: string,
): Promise<{ luckyNumbers: string[] }> {
  return request(scope, 'promotions', promotionCalls.agree, {
    params: { promotionId },
    json: agreement,
    headers: invitedBy ? { 'invited-by': invitedBy } : {},
  });
}
