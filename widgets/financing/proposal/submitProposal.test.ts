import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NormalizedSimulation } from '../../../api/financing/types.ts';
import { simulationInput } from '../../../test/examples/fixtures.ts';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import { emptyProposal, type ProposalValues } from './proposalValues.ts';
import { submitProposal } from './submitProposal.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signOut();
});

const scope = sandboxScope();
const values: ProposalValues = {
  ...emptyProposal(),
  name: 'Maria da Silva',
  cpf: '52998224725',
  birthday: '10/05/1990',
  income: 'R$ 30.000,00',
  email: 'maria@example.com',
  phone: '(11) 98765-4321',
  occupation: 'salaried',
};
const chosen = {
  input: simulationInput,
  result: { entranceValue: 30000, installmentsValue: 2000, totalInstallments: 48 } as NormalizedSimulation,
};
const calls = () => journalOf('funding').map((j) => `${j.method} ${j.path}`);

describe('submitProposal', () => {
  it('CDC: keeps the simulation with its source and plan type, then sends the proposal with its id and the coupon', async () => {
    signIn();
    const sent = await submitProposal(scope, {
      source: 'CDC',
      values,
      chosen,
      plan: { planType: 'ECOM' },
      coupon: 'BEMVINDO10',
    });
    const [simulate, proposal] = journalOf('funding');
    expect(simulate?.body).toMatchObject({ ...simulationInput, source: 'CDC', planType: 'ECOM' });
    expect(proposal?.body).toMatchObject({
      simulationId: expect.any(String),
      cpf: '52998224725',
      coupon: 'BEMVINDO10',
    });
    expect(sent).toMatchObject({ id: expect.stringMatching(/^PRP/), status: 'FORMALIZATION' });
    expect(sent.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('an offer: the kept simulation is tied to it before the proposal', async () => {
    signIn();
    await submitProposal(scope, {
      source: 'NEXT',
      values,
      chosen,
      plan: { planType: 'OFFER', offerId: 'OFR-00001' },
    });
    expect(calls()).toEqual([
      'POST /funding/simulate',
      expect.stringMatching(/^PUT \/funding\/simulate\/SIM.*\/offer\/OFR-00001$/),
      'POST /funding/proposal',
    ]);
    expect(journalOf('funding')[2]?.body).not.toHaveProperty('gender');
  });

  it('PSA: one call to the PSA bank’s flow, without a bearer', async () => {
    const sent = await submitProposal(scope, {
      source: 'PSA_BALAO',
      values,
      chosen,
      plan: { planType: 'MSC' },
    });
    expect(calls()).toEqual(['POST /funding/v2/psa/financing']);
    expect(journalOf('funding')[0]).toMatchObject({
      bearer: false,
      body: { valor_parcelas: 2000, renda: 30000 },
    });
    expect(sent.id).toMatch(/^PSA/);
  });
});
