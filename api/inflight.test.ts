import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_BASE, signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { type ApiScope, request } from './client.ts';
import { getAppointments } from './dealers.ts';
import { SHARED_AT_MOUNT_MS } from './inflight.ts';
import { getStates } from './location.ts';
import { searchOffers } from './offers-search.ts';
import { getUserReserves } from './reservations.ts';
import { sandboxServer } from './sandbox/node.ts';
import { getSelf, updateSelf } from './users.ts';

const sandbox = startSandbox();

const scope: ApiScope = {
  services: {
    location: `${SANDBOX_BASE}/location/`,
    users: `${SANDBOX_BASE}/users/`,
    dealers: `${SANDBOX_BASE}/dealers/`,
    reservations: `${SANDBOX_BASE}/reservations/`,
    'offers-search': `${SANDBOX_BASE}/offers-search/`,
  },
  authCookie: 'hub_token',
  brand: 'fiat',
  market: 'pt-BR',
  country: 'BR',
};

const statesAsked = () => journalOf('location').filter((entry) => entry.path.endsWith('/state')).length;
const selfAsked = () => journalOf('users').filter((entry) => entry.method === 'GET').length;

const appointmentsAsked = () =>
  journalOf('dealers').filter((entry) => entry.path.endsWith('/appointments/web')).length;
const reservesAsked = () =>
  journalOf('reservations').filter((entry) => entry.path.endsWith('/user-reserves')).length;

afterEach(() => {
  signOut();
  vi.useRealTimers();
});

describe('identical GETs (issue 23: no identical GET twice on a page)', () => {
  it('sends identical GETs made at the same time once, and each caller gets the answer', async () => {
    const [first, second, third] = await Promise.all([getStates(scope), getStates(scope), getStates(scope)]);
    expect(statesAsked()).toBe(1);
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
  });

  it('keeps a catalogue answer for the page: asked again later, nothing is sent', async () => {
    const first = await getStates(scope);
    const again = await getStates(scope);
    expect(statesAsked()).toBe(1);
    expect(again).toEqual(first);
    // Each caller has its own copy: one widget changing its list leaves the others' alone.
    first.splice(0, first.length);
    expect((await getStates(scope)).length).toBeGreaterThan(0);
  });

  it('never keeps an error: after a failure the next call asks the service again', async () => {
    sandbox.faults.set('location', { status: 500, times: 1 });
    await expect(getStates(scope)).rejects.toMatchObject({ kind: 'bad-response' });
    expect((await getStates(scope)).length).toBeGreaterThan(0);
    // The journal holds the answered request (the failed one was the fault's).
    expect(statesAsked()).toBe(1);
  });

  it('never keeps an answer whose body cannot be read: the retry asks the service again', async () => {
    let malformed = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/location/country/BR/state`, () => {
        if (!malformed) return undefined;
        malformed = false;
        return new HttpResponse('{"data": [{"id": ', { headers: { 'content-type': 'application/json' } });
      }),
    );
    await expect(getStates(scope)).rejects.toMatchObject({ kind: 'bad-response' });
    expect((await getStates(scope)).length).toBeGreaterThan(0);
    expect(statesAsked()).toBe(1);
  });

  it("keeps the signed-in user's profile for that user only, and a failure for nobody", async () => {
    signIn('sandbox-token-ana');
    const [ana] = await Promise.all([getSelf(scope), getSelf(scope)]);
    expect(await getSelf(scope)).toEqual(ana);
    expect(selfAsked()).toBe(1);
    // Another user (the token changed) is never given the first one's answer.
    signIn('sandbox-token-martina');
    const martina = await getSelf(scope);
    expect(selfAsked()).toBe(2);
    expect(martina.id).not.toBe(ana.id);
    signIn('sandbox-token-olivia');
    sandbox.faults.set('users', { status: 500, times: 1 });
    await expect(getSelf(scope)).rejects.toMatchObject({ kind: 'bad-response' });
    await getSelf(scope);
    expect(selfAsked()).toBe(3);
  });

  it('shares any other signed-in GET only while it is in flight: a poll asks the service each time', async () => {
    signIn('sandbox-token-ana');
    let asked = 0;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/status`, () => {
        asked += 1;
        return HttpResponse.json({ status: asked });
      }),
    );
    const poll = () =>
      request<{ status: number }>(scope, 'users', { method: 'GET', path: 'status', bearer: true });
    await Promise.all([poll(), poll()]);
    expect(asked).toBe(1);
    expect(await poll()).toEqual({ status: 2 });
  });

  it('lets a caller give up without cancelling the same GET for the others', async () => {
    const leaving = new AbortController();
    const gone = getStates(scope, leaving.signal);
    const staying = getStates(scope);
    leaving.abort();
    await expect(gone).rejects.toMatchObject({ kind: 'canceled' });
    expect((await staying).length).toBeGreaterThan(0);
    expect(statesAsked()).toBe(1);
  });

  it('forgets the kept answers after a write, which may have changed them', async () => {
    await getStates(scope);
    signIn();
    await updateSelf(scope, { name: 'Ana Maria' }).catch(() => undefined);
    await getStates(scope);
    expect(statesAsked()).toBe(2);
  });

  it('keeps the kept answers through a search sent by POST, which changes nothing', async () => {
    signIn('sandbox-token-ana');
    await Promise.all([getStates(scope), getSelf(scope)]);
    await searchOffers(scope, {}, true);
    await Promise.all([getStates(scope), getSelf(scope)]);
    expect(statesAsked()).toBe(1);
    expect(selfAsked()).toBe(1);
  });
});

describe('lists several widgets read as the page opens (issue 23: no identical GET twice on first load)', () => {
  it("shares the shopper's schedules and reservations for a short while after they arrive", async () => {
    signIn('sandbox-token-ana');
    const schedules = await getAppointments(scope);
    const reserves = await getUserReserves(scope, '39053344705');
    // Another widget of the page mounts a moment later and reads the same lists: nothing is sent.
    expect(await getAppointments(scope)).toEqual(schedules);
    expect(await getUserReserves(scope, '39053344705')).toEqual(reserves);
    expect(appointmentsAsked()).toBe(1);
    expect(reservesAsked()).toBe(1);
  });

  it('asks again once the moment has passed, so a later read sees what changed meanwhile', async () => {
    signIn('sandbox-token-ana');
    vi.useFakeTimers({ toFake: ['Date'] });
    await getAppointments(scope);
    vi.advanceTimersByTime(SHARED_AT_MOUNT_MS + 1);
    await getAppointments(scope);
    expect(appointmentsAsked()).toBe(2);
  });

  it('asks again after any write, which may have changed the list', async () => {
    signIn('sandbox-token-ana');
    await getAppointments(scope);
    await updateSelf(scope, { name: 'Ana Maria' }).catch(() => undefined);
    await getAppointments(scope);
    expect(appointmentsAsked()).toBe(2);
  });

  it("asks again when the caller wants what changed elsewhere (a read on the shopper's action)", async () => {
    await getUserReserves(scope, '39053344705');
    await getUserReserves(scope, '39053344705', { fresh: true });
    expect(reservesAsked()).toBe(2);
    // The fresh answer is the one shared from now on.
    await getUserReserves(scope, '39053344705');
    expect(reservesAsked()).toBe(2);
  });

  it("never gives one shopper's list to another (the token is part of what is shared)", async () => {
    signIn('sandbox-token-ana');
    await getAppointments(scope);
    signIn('sandbox-token-martina');
    await getAppointments(scope);
    expect(appointmentsAsked()).toBe(2);
  });
});
