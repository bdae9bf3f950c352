import type { CallSpec } from './client.ts';

/** Vouchers service (seed 001 §7 "Vouchers and rewards"): loyalty/fidelity vouchers and rewards. */
export const voucherCalls = {
  loyaltyVoucher: { method: 'POST', path: 'vouchers/loyalty' },
  generate: {
    method: 'GET',
    path: 'vouchers/fidelity/generate',
    query: ['cpf', 'voucherId'],
    adds: ['brand'],
  },
  redeemed: { method: 'GET', path: 'vouchers/fidelity/redeemed', query: ['cpf'], adds: ['brand'] },
  maxDiscount: { method: 'GET', path: 'vouchers/fidelity/maxDiscount', query: ['cpf'], adds: ['brand'] },
  available: { method: 'GET', path: 'vouchers/fidelity/available', query: ['cpf'], adds: ['brand'] },
  redeemReward: { method: 'POST', path: 'rewards' },
  reward: { method: 'GET', path: 'rewards/{brand}/{id}' },
} as const satisfies Record<string, CallSpec>;
