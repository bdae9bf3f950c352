import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_BASE, signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { type ApiScope, request } from './client.ts';
import { getStates } from './location.ts';
import { sandboxServer } from './sandbox/node.ts';
import { getSelf, updateSelf } from './users.ts';

const sandbox = startSandbox();

const scope: ApiScope = {
  services: { location: `${SANDBOX_BASE}/location/`, users: `${SANDBOX_BASE}/users/` },
  authCookie: 'hub_token',
  brand: 'fiat',
  market: 'pt-BR',
  country: 'BR',
};

const statesAsked = () => journalOf('location').filter((entry) => entry.path.endsWith('/state')).length;
const selfAsked = () => journalOf('users').filter((entry) => entry.method === 'GET').length;

afterEach(() => signOut());

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
});
