import { delay, HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SANDBOX_BASE, signIn, signOut } from '../test/page.ts';
import { startSandbox } from '../test/sandbox.ts';
import { type ApiScope, request } from './client.ts';
import { DEADLINES, deadlineFor } from './deadlines.ts';
import { reservationCalls } from './reservationCalls.ts';
import { sandboxServer } from './sandbox/node.ts';
import { whatsappCalls } from './whatsapp.ts';

startSandbox();

const scope: ApiScope = {
  services: { users: `${SANDBOX_BASE}/users/` },
  authCookie: 'hub_token',
  brand: 'fiat',
  market: 'pt-BR',
  country: 'BR',
};

/** A service that never answers. */
const silent = (method: 'get' | 'post', path: string) =>
  http[method](`${SANDBOX_BASE}/users/${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

afterEach(() => vi.useRealTimers());

describe('deadlines (issue 16: no request waits forever)', () => {
  it('gives reads a short deadline, sends a longer one, uploads one by their size; a call’s own wins', () => {
    expect(deadlineFor({ method: 'GET' })).toBe(DEADLINES.read);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(deadlineFor({ method })).toBe(DEADLINES.send);
    expect(DEADLINES.read).toBeLessThan(DEADLINES.send);
    expect(deadlineFor({ method: 'POST', body: 'multipart' })).toBe(DEADLINES.upload);
    // 20 MB at the slowest rate allowed for: 400 s.
    expect(deadlineFor({ method: 'POST', body: 'multipart' }, 1, 20_000_000)).toBe(400_000);
    expect(deadlineFor(reservationCalls.pay)).toBe(DEADLINES.send);
    expect(deadlineFor({ ...reservationCalls.pay, timeout: 30_000 })).toBe(30_000);
    expect(deadlineFor(whatsappCalls.validatePhone)).toBe(3000);
    expect(deadlineFor({ method: 'GET' }, 0.01)).toBe(DEADLINES.read / 100);
  });

  it('a read that never answers fails as a time-out at its deadline, with no page setting', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandboxServer.use(silent('get', 'never'));
    const outcome = request(scope, 'users', { method: 'GET', path: 'never' }).then(
      () => 'answered',
      (failure: unknown) => failure,
    );
    await vi.advanceTimersByTimeAsync(DEADLINES.read - 100);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(await outcome).toMatchObject({ name: 'ServiceError', kind: 'timeout' });
  });

  it('the page’s deadline-scale shortens every deadline (sends too)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(silent('post', 'never'));
    const short: ApiScope = { ...scope, settings: { 'deadline-scale': 0.005 } };
    const started = Date.now();
    await expect(
      request(short, 'users', { method: 'POST', path: 'never' }, { json: {} }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(DEADLINES.send / 10);
    expect(warn).toHaveBeenCalledWith('[hub-widgets] users POST never failed: timeout');
  });

  /** Headers at once, then a body that never comes (a proxy that stalls mid-answer). */
  const headersThenSilence = (method: 'get' | 'post', path: string) =>
    http[method](
      `${SANDBOX_BASE}/users/${path}`,
      () =>
        new HttpResponse(new ReadableStream({ start() {} }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );

  it.each([
    ['get', 'GET', 'stalled'],
    ['post', 'POST', 'stalled'],
  ] as const)(
    'a %s whose body never arrives after its headers fails as a time-out at its deadline',
    async (verb, method, path) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      sandboxServer.use(headersThenSilence(verb, path));
      const short: ApiScope = { ...scope, settings: { 'deadline-scale': 0.005 } };
      const started = Date.now();
      const outcome = request(short, 'users', { method, path }, method === 'POST' ? { json: {} } : {}).then(
        () => 'answered',
        (failure: unknown) => failure,
      );
      const late = new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000));
      expect(await Promise.race([outcome, late])).toMatchObject({ name: 'ServiceError', kind: 'timeout' });
      expect(Date.now() - started).toBeLessThan(1000);
    },
  );

  it('a stalled body read is not kept: the next identical read asks the service again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(headersThenSilence('get', 'again'));
    const short: ApiScope = { ...scope, settings: { 'deadline-scale': 0.005 } };
    await expect(request(short, 'users', { method: 'GET', path: 'again' })).rejects.toMatchObject({
      kind: 'timeout',
    });
    sandboxServer.use(http.get(`${SANDBOX_BASE}/users/again`, () => HttpResponse.json({ ok: true })));
    await expect(request(short, 'users', { method: 'GET', path: 'again' })).resolves.toEqual({ ok: true });
  });

  it('the sandbox’s injected “headers then silence” fault is cut by the deadline, and the service then answers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const set = await fetch(`${SANDBOX_BASE}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service: 'users',
        kind: 'headers-then-silence',
        method: 'GET',
        path: '/users/self',
      }),
    });
    expect(set.status).toBe(200);
    signIn();
    const short: ApiScope = { ...scope, settings: { 'deadline-scale': 0.005 } };
    const self = { method: 'GET', path: 'users/self', bearer: true } as const;
    await expect(request(short, 'users', self)).rejects.toMatchObject({ kind: 'timeout' });
    await expect(request(short, 'users', self)).resolves.toMatchObject({ cpf: '39053344705' });
    signOut();
  });
});
