import { type ApiScope, type CallSpec, request } from './client.ts';

const LOYALTY = { bearer: true, headers: ['brand'] } as const;

/**
 * Loyalty service (seed 001 §7 "Loyalty"): the path depends on the brand (first segment, the scope's
 * brand unless given), every call carries the brand header and the bearer.
 */
export const loyaltyCalls = {
  awardMedal: { method: 'POST', path: '{brand}/{userId}/medals', ...LOYALTY },
  selfMedals: { method: 'POST', path: '{brand}/self/medals', ...LOYALTY },
  self: { method: 'GET', path: '{brand}/self', ...LOYALTY },
  eligibility: { method: 'GET', path: '{brand}/eligibility', query: ['vin'], ...LOYALTY },
  subscription: { method: 'GET', path: '{brand}/v1/subscription', ...LOYALTY },
  subscribe: { method: 'POST', path: '{brand}/v1/subscription', ...LOYALTY },
  plan: { method: 'GET', path: '{brand}/v1/subscription/plan', ...LOYALTY },
  freeRegister: { method: 'POST', path: '{brand}/free/register', ...LOYALTY },
} as const satisfies Record<string, CallSpec>;

/** The signed-in user in the brand's loyalty programme (`{brand}/self`), as far as widgets read it. */
export type LoyaltySelfAnswer = { program?: unknown; points?: unknown } | null | undefined;

/** The signed-in user's loyalty membership in the scope's brand (brand path and header, bearer). */
export function getLoyaltySelf(scope: ApiScope, signal?: AbortSignal): Promise<LoyaltySelfAnswer> {
  return request(scope, 'loyalty', loyaltyCalls.self, { signal });
}
