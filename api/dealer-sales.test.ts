import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealer, price } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { quotationFields } from '../test/examples/seed001-market.ts';
import { SANDBOX_BASE, signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { call } from './catalogue.ts';
import { request } from './client.ts';
import type { QuotationPayload } from './dealer-sales.payloads.ts';
import {
  openSalesSession,
  QUOTATION_SAVE_CODES,
  quotationSaveMessage,
  saveQuotation,
} from './dealer-sales.ts';
import { workingPriceCsv, workingPriceVisualizer } from './reporting.ts';
import { staffTokenFor } from './sandbox/data/users.ts';
import { sandboxServer } from './sandbox/node.ts';

startSandbox();
const scope = sandboxScope();
beforeEach(() => signIn(staffTokenFor('user_dealer')));
afterEach(() => signOut());

/** A valid quotation in a fresh sales session of the signed-in seller. */
async function quotation(change: Partial<QuotationPayload> = {}): Promise<QuotationPayload> {
  const { sessionId } = await openSalesSession(scope, { dealerCode: dealer.dealerCode });
  return { sessionId, ...quotationFields, ...change } as QuotationPayload;
}

describe('quotation save outcome codes 001–006', () => {
  it('saves a valid quotation and gives its number', async () => {
    await expect(saveQuotation(scope, await quotation())).resolves.toEqual({
      quotationNumber: expect.stringMatching(/^QUO-/),
    });
  });

  it.each([
    ['001', "a session that is not the seller's", { sessionId: 'SES-expired' }],
    ['003', 'a base quotation the CRM does not hold', { baseQuotationNumber: 'QUO-404' }],
    ['004', 'a price below the initial price', { price: price - 1000 }],
    ['005', 'an optional the version does not have', { optionals: ['ZZZ'] }],
    ['006', 'an accessory the version does not take', { accessories: ['99999999'] }],
  ])('code %s: %s', async (code, _why, change) => {
    await expect(
      saveQuotation(scope, await quotation(change as Partial<QuotationPayload>)),
    ).rejects.toMatchObject({
      name: 'ServiceRefusal',
      code,
      message: QUOTATION_SAVE_CODES[code as keyof typeof QUOTATION_SAVE_CODES],
    });
  });

  it('002: a quotation already recorded must be reopened from the CRM (its number as the base)', async () => {
    const first = await saveQuotation(scope, await quotation());
    await expect(saveQuotation(scope, await quotation())).rejects.toMatchObject({
      code: '002',
      message: 'quotation already recorded, reopen from the CRM to save',
    });
    const reopened = { ...(await quotation()), baseQuotationNumber: first.quotationNumber };
    await expect(saveQuotation(scope, reopened)).resolves.toEqual({ quotationNumber: expect.any(String) });
  });

  it("001: another seller's session is refused", async () => {
    const payload = await quotation();
    signIn(staffTokenFor('dealer_manager'));
    await expect(saveQuotation(scope, payload)).rejects.toMatchObject({ code: '001' });
  });

  it('a customer is refused with 403 before anything is recorded', async () => {
    const payload = await quotation();
    signIn('sandbox-token-ana');
    await expect(saveQuotation(scope, payload)).rejects.toMatchObject({ status: 403 });
  });

  it('unknown codes and a bare failure read "Failed to save quotation"', async () => {
    expect(quotationSaveMessage('099')).toBe('Failed to save quotation');
    const payload = await quotation();
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/dealer-sales/v2/quotation`, () => HttpResponse.json({ success: false })),
    );
    await expect(saveQuotation(scope, payload)).rejects.toThrow('Failed to save quotation');
  });
});

describe("working prices are the dealer manager's", () => {
  it('refuses (403) the visualizer and its CSV to a seller, answers the manager the list and working prices', async () => {
    const read = () => workingPriceVisualizer(scope, dealer.dealerCode);
    await expect(read()).rejects.toMatchObject({ status: 403 });
    await expect(workingPriceCsv(scope, dealer.dealerCode)).rejects.toMatchObject({ status: 403 });
    signIn(staffTokenFor('dealer_manager'));
    const rows = await read();
    expect(rows[0]).toEqual({
      mvsCode: expect.any(String),
      description: expect.any(String),
      listPrice: expect.any(Number),
      workingPrice: null,
    });
    expect(await (await workingPriceCsv(scope, dealer.dealerCode)).text()).toMatch(
      /^mvsCode;description;listPrice;workingPrice\n/,
    );
  });
});

describe('statuses and failures', () => {
  it('a status outside 200–299 is a failure, typed by the seed kinds', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandboxServer.use(http.get(`${SANDBOX_BASE}/quiz/moved`, () => HttpResponse.json({}, { status: 300 })));
    await expect(call(scope, 'contact', 'contactUs', { json: { name: 'A' } })).rejects.toMatchObject({
      name: 'ServiceError',
      kind: 'bad-request',
      status: 422,
      body: { errors: expect.arrayContaining([expect.objectContaining({ field: 'email' })]) },
    });
    await expect(
      call(scope, 'contact', 'contactUs', {
        body: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(request(scope, 'quiz', { method: 'GET', path: 'moved' })).rejects.toMatchObject({
      kind: 'bad-response',
      status: 300,
    });
    expect(warn.mock.calls.join('\n')).not.toMatch(/sandbox-token|cpf/);
    expect(journalOf('contact')).toHaveLength(0);
  });
});
