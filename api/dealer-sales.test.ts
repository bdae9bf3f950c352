import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../test/examples/scope.ts';
import { dealerSalesExamples } from '../test/examples/seed001-market.ts';
import { SANDBOX_BASE } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { call } from './catalogue.ts';
import { request } from './client.ts';
import { QUOTATION_SAVE_CODES, quotationSaveMessage, saveQuotation } from './dealer-sales.ts';
import { sandboxServer } from './sandbox/node.ts';

startSandbox();
const scope = sandboxScope();
const quotation = (dealerSalesExamples.saveQuotation as { json: Record<string, unknown> }).json;

describe('quotation save outcome codes 001–006', () => {
  it('saves a valid quotation and gives its number', async () => {
    await expect(saveQuotation(scope, quotation)).resolves.toEqual({
      quotationNumber: expect.stringMatching(/^QUO-/),
    });
  });

  it.each([
    ['001', { crmToken: 'expired' }],
    ['003', { opportunityName: 'X-unknown opportunity' }],
    ['004', { price: 1000 }],
    ['005', { optionals: ['ZZZ'] }],
    ['006', { accessories: ['kit'] }],
  ])('maps code %s to its message', async (code, change) => {
    await expect(saveQuotation(scope, { ...quotation, ...change })).rejects.toMatchObject({
      name: 'ServiceRefusal',
      code,
      message: QUOTATION_SAVE_CODES[code as keyof typeof QUOTATION_SAVE_CODES],
    });
  });

  it('002: a quotation already recorded must be reopened from the CRM', async () => {
    await saveQuotation(scope, quotation);
    await expect(saveQuotation(scope, quotation)).rejects.toMatchObject({
      code: '002',
      message: 'quotation already recorded, reopen from the CRM to save',
    });
  });

  it('unknown codes and a bare failure read "Failed to save quotation"', async () => {
    expect(quotationSaveMessage('099')).toBe('Failed to save quotation');
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/dealer-sales/v2/quotation`, () => HttpResponse.json({ success: false })),
    );
    await expect(saveQuotation(scope, quotation)).rejects.toThrow('Failed to save quotation');
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
