import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { readPageMeta, resolveContext } from '../../core/page-context.ts';
import { SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { keepOfferSimulation } from './keepOfferSimulation.ts';

startSandbox();
afterEach(() => signOut());

const INPUT = {
  mvs: '674UK42',
  year: 2026,
  price: 93055,
  colorCode: '249',
  entrancePercent: 30,
  numberOfInstallments: 48,
  finalInstallmentPercentage: 0,
};

function scope() {
  setupPage({ brand: 'fiat', market: 'pt-BR' });
  return resolveContext(readPageMeta(), {}).context;
}

const calls = () => journalOf('funding').map((j) => `${j.method} ${j.path}`);

describe('keeping a plan with an offer', () => {
  it('creates the simulation (plan type OFFER), ties it to the offer with both ids, reads it back', async () => {
    const context = scope();
    signIn();
    const kept = await keepOfferSimulation(context, 'OFR-00007', INPUT);
    expect(kept).toMatchObject({
      offerId: 'OFR-00007',
      input: { ...INPUT, source: 'CDC', planType: 'OFFER' },
    });
    expect(calls()).toEqual([
      'POST /funding/simulate',
      `PUT /funding/simulate/${kept.id}/offer/OFR-00007`,
      `GET /funding/simulate/${kept.id}`,
    ]);
  });

  it("without the offer's id nothing is sent: 'Params is required'", async () => {
    const context = scope();
    signIn();
    await expect(keepOfferSimulation(context, '', INPUT)).rejects.toMatchObject({
      name: 'GuardError',
      message: 'Params is required',
    });
    await expect(keepOfferSimulation(context, undefined, INPUT)).rejects.toThrow('Params is required');
    expect(calls()).toEqual([]);
  });

  it("without the simulation's id the PUT is not sent: 'Params is required'", async () => {
    const context = scope();
    signIn();
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/funding/simulate`, () => HttpResponse.json({}, { status: 201 })),
    );
    await expect(keepOfferSimulation(context, 'OFR-00007', INPUT)).rejects.toMatchObject({
      name: 'GuardError',
      message: 'Params is required',
    });
    expect(calls().filter((c) => c.startsWith('PUT'))).toEqual([]);
  });
});
