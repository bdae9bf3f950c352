import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_BASE, signIn, signOut } from '../test/page.ts';
import { startSandbox } from '../test/sandbox.ts';
import { bearerAllowed } from './bearer.ts';
import { type ApiScope, request } from './client.ts';
import { sandboxServer } from './sandbox/node.ts';
import { SERVICE_KEYS } from './services.ts';

startSandbox();

const scope: ApiScope = {
  services: { users: `${SANDBOX_BASE}/users/`, lead: `${SANDBOX_BASE}/lead/` },
  authCookie: 'hub_token',
  brand: 'fiat',
  market: 'pt-BR',
  country: 'BR',
};

describe('bearer rules (CONTRACT §4)', () => {
  it('allows only the declared origin, over https or loopback http', () => {
    expect(bearerAllowed('https://api.x.com/users/', 'https://api.x.com/users/self')).toBe(true);
    expect(bearerAllowed('https://api.x.com/users/', 'https://api.x.com.evil.io/users/self')).toBe(false);
    expect(bearerAllowed('https://api.x.com/users/', 'https://api.x.com:8443/users/self')).toBe(false);
    expect(bearerAllowed('http://api.x.com/users/', 'http://api.x.com/users/self')).toBe(false);
    expect(bearerAllowed('http://127.0.0.1:4010/users/', 'http://127.0.0.1:4010/users/self')).toBe(true);
    expect(bearerAllowed('http://localhost:4010/users/', 'http://localhost:4010/users/self')).toBe(true);
  });
});

describe('request', () => {
  it('exports every service key of the contract', () => {
    // CONTRACT §4: the 33 keys of the specifications and `opinions`, ours.
    expect(SERVICE_KEYS).toHaveLength(34);
    expect(SERVICE_KEYS).toContain('offers-search');
    expect(SERVICE_KEYS).toContain('opinions');
  });

  it('sends the bearer token only on calls marked bearer', async () => {
    signIn();
    const seen: (string | null)[] = [];
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/open`, ({ request: r }) => {
        seen.push(r.headers.get('authorization'));
        return HttpResponse.json({});
      }),
      http.get(`${SANDBOX_BASE}/users/closed`, ({ request: r }) => {
        seen.push(r.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await request(scope, 'users', { method: 'GET', path: 'open' });
    await request(scope, 'users', { method: 'GET', path: 'closed', bearer: true });
    expect(seen).toEqual([null, 'Bearer sandbox-token-ana']);
    signOut();
  });

  it('turns failures into typed errors of the seed kinds, logged without the query', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/e422`, () => HttpResponse.json({ errors: ['x'] }, { status: 422 })),
      http.get(`${SANDBOX_BASE}/users/e500`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${SANDBOX_BASE}/users/net`, () => HttpResponse.error()),
      http.get(
        `${SANDBOX_BASE}/users/bad`,
        () => new HttpResponse('{nope', { headers: { 'content-type': 'application/json' } }),
      ),
    );
    await expect(
      request(scope, 'users', { method: 'GET', path: 'e422' }, { query: { cpf: '123' } }),
    ).rejects.toMatchObject({
      name: 'ServiceError',
      kind: 'bad-request',
      status: 422,
      body: { errors: ['x'] },
    });
    await expect(request(scope, 'users', { method: 'GET', path: 'e500' })).rejects.toMatchObject({
      kind: 'bad-response',
    });
    await expect(request(scope, 'users', { method: 'GET', path: 'net' })).rejects.toMatchObject({
      kind: 'network',
    });
    await expect(request(scope, 'users', { method: 'GET', path: 'bad' })).rejects.toMatchObject({
      kind: 'bad-response',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      request(scope, 'users', { method: 'GET', path: 'e500' }, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'canceled' });
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).not.toContain('cpf');
    expect(warn).toHaveBeenCalledWith('[hub-widgets] users GET e422 failed: bad-request 422');
  });

  it('times out when the call has a time-out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/slow`, async () => {
        await new Promise((r) => setTimeout(r, 300));
        return HttpResponse.json({});
      }),
    );
    await expect(request(scope, 'users', { method: 'GET', path: 'slow', timeout: 50 })).rejects.toMatchObject(
      {
        kind: 'timeout',
      },
    );
  });

  it('a 429 carries the wait its Retry-After asks (seconds or an HTTP date); a failure offline says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/busy`, () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '12' } }),
      ),
      http.get(`${SANDBOX_BASE}/users/later`, () =>
        HttpResponse.json({}, { status: 429, headers: { 'Retry-After': inAMinute } }),
      ),
      http.get(`${SANDBOX_BASE}/users/net`, () => HttpResponse.error()),
    );
    await expect(request(scope, 'users', { method: 'GET', path: 'busy' })).rejects.toMatchObject({
      kind: 'bad-request',
      status: 429,
      retryAfter: 12,
      offline: false,
    });
    const later = await request(scope, 'users', { method: 'GET', path: 'later' }).catch((e: unknown) => e);
    expect((later as { retryAfter: number }).retryAfter).toBeGreaterThanOrEqual(58);
    expect((later as { retryAfter: number }).retryAfter).toBeLessThanOrEqual(60);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(request(scope, 'users', { method: 'GET', path: 'net' })).rejects.toMatchObject({
      kind: 'network',
      offline: true,
    });
    onLine.mockRestore();
  });

  it('encodes path parameters and refuses a call to an undeclared service', async () => {
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/users/item/:id`, ({ params }) => HttpResponse.json({ id: params.id })),
    );
    await expect(
      request(scope, 'users', { method: 'GET', path: 'item/{id}' }, { params: { id: 'a/b' } }),
    ).resolves.toEqual({
      id: 'a/b',
    });
    await expect(request(scope, 'garage', { method: 'GET', path: 'owned' })).rejects.toMatchObject({
      name: 'ServiceError',
    });
  });
});
