import { afterEach, describe, expect, it, vi } from 'vitest';
import { ana, cnpj, file, recallCar, simulationInput } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { call } from './catalogue.ts';
import { downloadParticipants } from './events.ts';
import { complementJourney } from './journey.ts';
import { downloadRecallVoucher } from './recall.ts';
import { uploadRentalFile, uploadRentalFiles } from './rental.ts';
import { staffTokenFor } from './sandbox/data/users.ts';
import { recallsOf } from './sandbox/data/vehicles.ts';
import type { Progress } from './upload.ts';

startSandbox();
const scope = sandboxScope();
afterEach(() => signOut());

const progress = () => {
  const seen: Progress[] = [];
  return { seen, on: (p: Progress) => seen.push(p) };
};

function expectProgress(seen: Progress[]) {
  expect(seen[0]?.percent).toBe(0);
  expect(seen.at(-1)).toMatchObject({ percent: 1 });
  expect(seen.at(-1)?.totalBytes).toBeGreaterThan(2048);
  expect(seen.map((p) => p.percent)).toEqual([...seen.map((p) => p.percent)].sort((a, b) => a - b));
}

describe('multipart uploads with progress', () => {
  it('rental file: the file and a JSON request part with root_path and sub_path', async () => {
    const { seen, on } = progress();
    const answer = await uploadRentalFile(
      scope,
      file('contrato.pdf', 4000),
      { root_path: 'rental', sub_path: cnpj },
      on,
    );
    expect(answer).toEqual({ path: `rental/${cnpj}/contrato.pdf` });
    expect(journalOf('rental')[0]?.body).toMatchObject({
      file: { file: 'contrato.pdf', size: 4000, type: 'application/pdf' },
      request: { type: 'application/json' },
    });
    expectProgress(seen);
  });

  it('rental bulk upload: the files list', async () => {
    const answer = await uploadRentalFiles(scope, [file('a.pdf'), file('b.pdf')], {
      root_path: 'rental',
      sub_path: 'x',
    });
    expect(answer).toEqual({ paths: ['rental/x/a.pdf', 'rental/x/b.pdf'] });
  });

  it('financing documents (bearer), reservation documents and journey complement', async () => {
    signIn();
    const simulation = await call<{ id: string }>(scope, 'funding', 'simulate', { json: simulationInput });
    const proposal = await call<{ id: string }>(scope, 'funding', 'sendProposal', {
      json: {
        simulationId: simulation.id,
        name: ana.name,
        email: 'ana.souza@example.com',
        cpf: ana.cpf,
        income: 9000,
        birthday: '1990-05-10',
        occupation: 'self-employed',
        document: { type: 'RG', number: '123456789', issueDate: '2010-02-01' },
      },
    });
    const { seen, on } = progress();
    await call(scope, 'funding', 'uploadDocuments', {
      form: { documents: [file('rg.pdf'), file('rg-verso.pdf')], proposalId: proposal.id, type: 'RG' },
      onUploadProgress: on,
    });
    expectProgress(seen);
    await expect(
      call(scope, 'funding', 'documents', { params: { proposalId: proposal.id } }),
    ).resolves.toHaveLength(2);
    await call(scope, 'users', 'uploadReservationFiles', {
      params: { id: ana.id },
      form: { documents: file() },
    });
    const journey = await call<{ id: string }>(scope, 'journey', 'start', {
      json: { type: 'FINANCING', cpf: ana.cpf, email: 'ana.souza@example.com' },
    });
    const complement = progress();
    await expect(
      complementJourney(scope, { type: 'FINANCING', id: journey.id }, [file('renda.pdf')], complement.on),
    ).resolves.toMatchObject({
      status: 'AWAITING_INOVAMIND',
      files: 1,
    });
    expectProgress(complement.seen);
  });

  it('the sandbox refuses a JSON body where a multipart one is due (400) and an upload without its part (422)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      call(scope, 'rental', 'upload', { body: JSON.stringify({ file: 'x' }) }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(call(scope, 'rental', 'upload', { form: { file: file() } })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('blob downloads', () => {
  it('recall voucher (PDF)', async () => {
    const recall = recallsOf(recallCar)[0];
    const blob = await downloadRecallVoucher(scope, recallCar.chassis, recall?.id as string);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toContain(recallCar.chassis);
  });

  it('warranty terms (PDF, with the brand hub context)', async () => {
    const blob = await call<Blob>(scope, 'benefits', 'warrantyTerms', {
      json: { chassis: recallCar.chassis },
    });
    expect(blob.type).toBe('application/pdf');
    expect(journalOf('benefits')[0]?.headers['x-hub-context']).toBe('jeep');
  });

  it('participants CSV of an event (an event admin)', async () => {
    signIn(staffTokenFor('event_admin'));
    const csv = await downloadParticipants(scope, 'EVT-JEEP-1');
    expect(csv.type).toContain('text/csv');
    const lines = (await csv.text()).split('\n');
    expect(lines[0]).toBe('participantId;name;email;enrolledAt');
    expect(lines[1]).toContain('Ana Beatriz Souza');
  });
});
