import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { call } from './catalogue.ts';

startSandbox();
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => signOut());

const ANA = '39053344705';
const scope = sandboxScope('jeep');
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );
const check = (name: string, cpf?: string, entryValue?: number, offer = 'OFR-1') =>
  call(scope, 'coupons', 'validate', {
    params: { name, id: offer, period: '2026-01' },
    query: cpf ? { cpf } : {},
    ...(entryValue === undefined ? {} : { json: { entryValue } }),
  });

describe('clearing coupon uses is for voucher administrators (seed 001 §6, api/README.md "Roles")', () => {
  it('a customer is refused (403), a voucher administrator clears with the bearer and the brand header', async () => {
    signIn('sandbox-token-ana');
    await call(scope, 'coupons', 'count', { json: { id: 'OFR-1', cpf: ANA } });
    expect(await status(call(scope, 'coupons', 'clearCpf', { params: { cpf: ANA } }))).toBe(403);
    expect(await status(call(scope, 'coupons', 'clear', { params: { id: 'OFR-1' } }))).toBe(403);
    expect(await status(call(scope, 'coupons', 'clearForCpf', { params: { id: 'OFR-1', cpf: ANA } }))).toBe(
      403,
    );
    signIn('sandbox-token-vera');
    expect(await status(call(scope, 'coupons', 'clearCpf', { params: { cpf: ANA } }))).toBe(200);
    const sent = journalOf('coupons').at(-1);
    expect(sent?.headers.brand).toBe('jeep');
    expect(sent?.bearer).toBe(true);
  });

  it('signed out, a clearing is asked to sign in (401)', async () => {
    expect(await status(call(scope, 'coupons', 'clear', { params: { id: 'OFR-1' } }))).toBe(401);
  });
});

describe('the sandbox coupons', () => {
  it('a used-up coupon for a CPF is unavailable until its uses are cleared', async () => {
    expect(await check('JEEPDAY8', ANA)).toEqual({ valid: true, discount: 8 });
    await call(scope, 'coupons', 'count', { json: { id: 'OFR-1', cpf: ANA, name: 'JEEPDAY8' } });
    expect(await check('JEEPDAY8', ANA)).toMatchObject({ valid: false, reason: 'UNAVAILABLE' });
    signIn('sandbox-token-vera');
    await call(scope, 'coupons', 'clearForCpf', { params: { id: 'OFR-1', cpf: ANA } });
    expect(await check('JEEPDAY8', ANA)).toEqual({ valid: true, discount: 8 });
  });

  it('an entry-payment coupon needs one; brand and country coupons fit only their offers', async () => {
    expect(await check('BEMVINDO10')).toMatchObject({ valid: false, reason: 'NEEDS_ENTRY_PAYMENT' });
    expect(await check('BEMVINDO10', undefined, 20000)).toEqual({ valid: true, discount: 10 });
    // OFR-1 is a Brazilian Fiat offer: a Jeep coupon or an Argentine one does not apply.
    expect(await check('JEEPDAY8', undefined, undefined, 'OFR-00001')).toMatchObject({
      reason: 'UNAVAILABLE',
    });
    expect(await check('FLOTA5', undefined, undefined, 'OFR-00001')).toMatchObject({ reason: 'UNAVAILABLE' });
    expect(await check('FIATFEST7', undefined, 1, 'OFR-00001')).toEqual({ valid: true, discount: 7 });
    expect(await check('EXPIRADO')).toMatchObject({ valid: false, reason: 'UNAVAILABLE' });
  });
});
