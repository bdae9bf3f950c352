import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../test/sandbox.ts';
import { faultApplies, sandboxState } from './state.ts';

startSandbox();

describe('an injected fault', () => {
  it('without a method or path, is for any call of its service while times remain', () => {
    expect(faultApplies({ status: 503, times: 1 }, 'GET', '/v2/users/1/reservations')).toBe(true);
    expect(faultApplies({ status: 503, times: 0 }, 'GET', '/v2/users/1/reservations')).toBe(false);
  });

  it('with a method and path, is only for the send it names — a poll of the same service passes', () => {
    const fault = { status: 503, times: 1, method: 'PUT', path: '/remaining-payment' };
    expect(faultApplies(fault, 'GET', '/v2/users/1/reservations')).toBe(false);
    expect(faultApplies(fault, 'POST', '/v2/users/1/reservations')).toBe(false);
    expect(faultApplies(fault, 'put', '/v2/reservations/ORD-BR-BAL/remaining-payment')).toBe(true);
  });

  it('set through the control endpoint, lets reads through and fails the named send once', async () => {
    const set = await fetch('https://sandbox.test/__sandbox/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service: 'reservations',
        status: 503,
        method: 'PUT',
        path: '/remaining-payment',
      }),
    });
    expect(set.status).toBe(200);
    expect(sandboxState.faults.get('reservations')).toEqual({
      status: 503,
      times: 1,
      method: 'PUT',
      path: '/remaining-payment',
    });
  });
});
