import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../../test/examples/scope.ts';
import { signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { request } from '../client.ts';
import { offerCalls } from '../offers.ts';
import { rolesOf } from '../roles.ts';
import { getSelf } from '../users.ts';
import { initialOffers } from './data/offers.ts';

startSandbox();
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => signOut());
const scope = sandboxScope('fiat');
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );
const publish = () =>
  status(request(scope, 'offers', offerCalls.publish, { params: { id: initialOffers()[0]?.id ?? '' } }));

describe('roles in the sandbox', () => {
  it('users/self names the roles: a customer, a staff member, an Argentine administrator', async () => {
    signIn('sandbox-token-ana');
    expect(rolesOf(await getSelf(scope))).toEqual(['customer']);
    signIn('sandbox-token-olivia');
    expect(rolesOf(await getSelf(scope))).toEqual(['offer_admin']);
    signIn('sandbox-token-sofia');
    expect(rolesOf(await getSelf(scope))).toEqual([
      'offer_admin',
      'event_admin',
      'manual_admin',
      'voucher_admin',
    ]);
  });

  it('refuses (403) a call to a user without one of its roles, and lets the role through', async () => {
    signIn('sandbox-token-ana');
    expect(await publish()).toBe(403);
    signIn('sandbox-token-paulo');
    expect(await publish()).toBe(403);
    signIn('sandbox-token-olivia');
    expect(await publish()).toBe(200);
  });

  it('still asks for a sign-in (401) before looking at roles', async () => {
    expect(await publish()).toBe(401);
  });
});
