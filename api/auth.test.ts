import { afterEach, describe, expect, it, vi } from 'vitest';
import { ana, anaEmail, dealer, password } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { leadExamples } from '../test/examples/seed000.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { CATALOGUE, call } from './catalogue.ts';
import type { CallSpec } from './client.ts';
import { authenticate, createIdentityUser } from './identity.ts';
import type { LeadPayload } from './lead.payloads.ts';
import { sendLead } from './lead.ts';
import { staffTokenFor } from './sandbox/data/users.ts';

startSandbox();
const scope = sandboxScope();
afterEach(() => signOut());

const marked = Object.entries(CATALOGUE).flatMap(([service, table]) =>
  Object.entries(table as Record<string, CallSpec>)
    .filter(([, spec]) => spec.bearer)
    .map(([name]) => `${service}.${name}`),
);

describe('who gets the bearer', () => {
  it('only the calls the seeds mark (and users/self…, the signed-in user’s own calls)', () => {
    expect(marked.length).toBeGreaterThan(60);
    for (const seedMarked of [
      'funding.simulate',
      'funding.sendProposal',
      'funding.uploadDocuments',
      'funding.batchSimulating',
    ])
      expect(marked).toContain(seedMarked);
    for (const open of [
      'funding.simulation',
      'funding.proposal',
      'offers.offer',
      'offers.parts',
      'coupons.validate',
      'dealers.findBy',
    ])
      expect(marked).not.toContain(open);
  });

  it('a signed-out user sends no token, and a bearer call is answered 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(call(scope, 'garage', 'owned')).rejects.toMatchObject({ kind: 'bad-request', status: 401 });
    signIn();
    await expect(call(scope, 'garage', 'owned')).resolves.toBeInstanceOf(Array);
    expect(journalOf('garage')[0]).toMatchObject({ bearer: true, auth: 'bearer' });
  });

  it('never sends the token to a base of another origin or over plain http', async () => {
    signIn();
    const seen: (string | null)[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      seen.push((input as Request).headers.get('authorization'));
      return new Response('[]', { headers: { 'content-type': 'application/json' } });
    });
    const insecure = { ...scope, services: { ...scope.services, garage: 'http://api.example.com/garage/' } };
    await call(insecure, 'garage', 'owned');
    expect(seen).toEqual([null]);
    const [sentRequest] = fetchSpy.mock.calls[0] ?? [];
    expect(String((sentRequest as Request).url)).not.toContain('sandbox-token');
  });
});

describe('headers the seeds ask for', () => {
  it('admin calls carry the brand header', async () => {
    signIn(staffTokenFor('manual_admin'));
    await call(scope, 'manuals', 'adminSearch');
    // Working prices are the dealer manager's (api/README.md "Roles").
    signIn(staffTokenFor('dealer_manager'));
    await call(scope, 'reporting', 'workingPrices', { query: { dealerCode: dealer.dealerCode } });
    // Journey integration errors are the integration error manager's (api/README.md "Roles").
    signIn(staffTokenFor('integration_error_manager'));
    await call(scope, 'integration', 'reprocess', { json: { ids: ['IER-1'] } });
    signIn();
    await call(scope, 'coupons', 'count', { json: { id: 'OFR-1', cpf: ana.cpf } });
    // Clearing coupon uses is kept for voucher administrators (api/README.md "Roles").
    signIn(staffTokenFor('voucher_admin'));
    await call(scope, 'coupons', 'clear', { params: { id: 'OFR-1' } });
    for (const service of ['manuals', 'reporting', 'integration'])
      expect(journalOf(service)[0]?.headers.brand).toBe('jeep');
    expect(journalOf('coupons')[1]?.headers.brand).toBe('jeep');
  });

  it('benefits carry x-hub-context naming the brand', async () => {
    await call(sandboxScope('peugeot'), 'benefits', 'next');
    expect(journalOf('benefits')[0]?.headers['x-hub-context']).toBe('peugeot');
  });

  it('loyalty: brand header and the brand in the path; brands without a programme get 404', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn();
    await expect(call(sandboxScope('ram'), 'loyalty', 'plan')).resolves.toEqual([
      expect.objectContaining({ id: 'RAM-1Y' }),
    ]);
    expect(journalOf('loyalty')[0]).toMatchObject({
      path: '/loyalty/ram/v1/subscription/plan',
      bearer: true,
    });
    expect(journalOf('loyalty')[0]?.headers.brand).toBe('ram');
    await expect(call(sandboxScope('fiat'), 'loyalty', 'self')).rejects.toMatchObject({ status: 404 });
  });

  it('rental: the language header and the auth cookie value as Authorization', async () => {
    signIn();
    const proposals = await call<unknown[]>(sandboxScope('fiat', 'es-AR'), 'rental', 'timelineV2');
    expect(proposals).toMatchObject({ language: 'es-AR' });
    expect(journalOf('rental')[0]).toMatchObject({ auth: 'token', bearer: false, query: { brand: 'fiat' } });
    expect(journalOf('rental')[0]?.headers['accept-language']).toBe('es-AR');
    await call(scope, 'rental', 'filesSummary', { json: { proposalCode: 'RNT-11JEE' } });
    expect(journalOf('rental')[1]).toMatchObject({ auth: 'bearer' });
    expect(journalOf('rental')[1]?.headers['accept-language']).toBe('pt-BR');
  });

  it('lead: client id and secret headers', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const payload = (leadExamples.send as { json: LeadPayload }).json;
    await expect(
      sendLead(scope, payload, { clientId: undefined, clientSecret: undefined }),
    ).rejects.toMatchObject({
      status: 401,
    });
    await expect(sendLead(scope, payload, { clientId: 'id-1', clientSecret: 's-1' })).resolves.toMatchObject({
      success: true,
    });
    expect(journalOf('lead')[0]?.headers).toMatchObject({ client_id: 'id-1', client_secret: 's-1' });
  });
});

describe('v3 basic credential', () => {
  it('signs in with base64(email:password) and gets the session', async () => {
    const session = await authenticate(scope, { email: anaEmail, password });
    expect(session).toMatchObject({ accessToken: 'sandbox-token-ana', tokenType: 'Bearer', userId: ana.id });
    expect(journalOf('identity')[0]).toMatchObject({ auth: 'basic', bearer: false, body: undefined });
  });

  it('refuses a wrong password with 401, and never puts the credential in the URL', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(authenticate(scope, { email: anaEmail, password: 'Wrong@Pass1' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('creates a user with the basic credential and can sign in with it', async () => {
    const credentials = { email: 'marina.alves@example.com', password: 'Marina@2026' };
    await createIdentityUser(scope, credentials, { name: 'Marina Alves' });
    expect(journalOf('identity')[0]).toMatchObject({
      auth: 'basic',
      body: { email: credentials.email, name: 'Marina Alves' },
    });
    await expect(authenticate(scope, credentials)).resolves.toMatchObject({ tokenType: 'Bearer' });
  });

  it('refuses to send credentials to an insecure base', async () => {
    const insecure = { ...scope, services: { ...scope.services, identity: 'http://id.example.com/' } };
    await expect(authenticate(insecure, { email: anaEmail, password })).rejects.toMatchObject({
      name: 'GuardError',
    });
  });
});
