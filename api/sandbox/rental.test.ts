import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../core/errors.ts';
import { sandboxScope } from '../../test/examples/scope.ts';
import { signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import type { RentalLead } from '../rental.payloads.ts';
import { createRentalLead, getRentalDocumentsStatus, getRentalProposals } from '../rental.ts';

startSandbox();

/** Every status of a rental proposal (seed 000 §4, seed 001 §4). */
const SEED_STATUSES = [
  'PROPOSAL_CREATED',
  'FINANCIAL_ANALYSIS_IN_PROGRESS',
  'FINANCIAL_ANALYSIS_APPROVED',
  'FINANCIAL_ANALYSIS_REPROVED',
  'CONTRACT_SIGN_IN_PROGRESS',
  'CONTRACT_SIGN_DONE',
  'PRODUCTION_REQUESTED',
  'IN_PRODUCTION',
  'IN_TRANSIT',
  'AT_DEALER',
  'DELIVERED',
  'EXPIRED_PROPOSAL',
];

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => signOut());

describe('sandbox rental timelines', () => {
  it('answer with every status of the seeds, a reproved and an expired proposal among them', async () => {
    const seen = new Set<string>();
    for (const brand of ['jeep', 'fiat', 'citroen', 'peugeot', 'ram'] as const)
      for (const proposal of await getRentalProposals(sandboxScope(brand)))
        for (const step of proposal.timeline) seen.add(step.status);
    expect([...seen].sort()).toEqual([...SEED_STATUSES].sort());
    const jeep = await getRentalProposals(sandboxScope('jeep'));
    const last = (code: string) => jeep.find((p) => p.proposalCode === code)?.timeline.at(-1);
    expect(last('RNT-11JEER')).toMatchObject({ status: 'FINANCIAL_ANALYSIS_REPROVED', done: true });
    expect(last('RNT-11JEEX')).toMatchObject({ status: 'EXPIRED_PROPOSAL', done: true });
  });

  it('refuse the documents of a reproved proposal', async () => {
    const documents = await getRentalDocumentsStatus(sandboxScope('jeep'));
    expect(documents.find((d) => d.proposalCode === 'RNT-11JEER')?.documents).toBe('REFUSED');
  });
});

describe('sandbox rental intent', () => {
  const common = {
    companyName: 'Flota Norte SA',
    contactName: 'Lucía Fernández',
    hasTwoYearCnpj: true,
    email: 'flota@flotanorte.example.com',
    preferredContactMethod: 'EMAIL',
    vehicleType: 'PICKUP',
    totalVehicles: 8,
    consents: { privacy: true, receiveOffers: false, directContact: false },
  } as const;
  const brazilian: RentalLead = { ...common, cnpj: '11222333000181', cellphone: '11987654321' };
  const argentine: RentalLead = { ...common, cuit: '30712345671', cellphone: '1123456789' };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'sent',
      (error: unknown) => (error instanceof ServiceError ? error.status : error),
    );

  it('takes a CNPJ and a Brazilian mobile in pt-BR and c-BR, a CUIT and an Argentine phone in es-AR', async () => {
    await expect(createRentalLead(sandboxScope('jeep', 'pt-BR'), brazilian)).resolves.toHaveProperty('id');
    await expect(createRentalLead(sandboxScope('jeep', 'c-BR'), brazilian)).resolves.toHaveProperty('id');
    await expect(createRentalLead(sandboxScope('fiat', 'es-AR'), argentine)).resolves.toHaveProperty('id');
  });

  it("refuses the other market's company id (422)", async () => {
    expect(await refusal(createRentalLead(sandboxScope('fiat', 'es-AR'), brazilian))).toBe(422);
    expect(await refusal(createRentalLead(sandboxScope('jeep', 'pt-BR'), argentine))).toBe(422);
    expect(
      await refusal(createRentalLead(sandboxScope('fiat', 'es-AR'), { ...argentine, cuit: '30712345672' })),
    ).toBe(422);
  });
});
