import { afterEach, describe, expect, it } from 'vitest';
import { ServiceError } from '../core/errors.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { createOpinion, listOpinions, voteUseful } from './opinions.ts';

startSandbox();
const br = sandboxScope('fiat', 'pt-BR');
const ar = sandboxScope('fiat', 'es-AR');
afterEach(() => signOut());

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error) => (error instanceof ServiceError ? error.status : String(error)),
  );

describe('opinions calls (ours: the seeds name no call)', () => {
  it("lists a model's opinions in the market's language, publicly, with first names only", async () => {
    const strada = await listOpinions(br, '460');
    expect(strada.length).toBeGreaterThanOrEqual(6);
    expect(strada.every((o) => o.model === '460' && o.rating >= 1 && o.rating <= 5)).toBe(true);
    expect(strada.some((o) => /Strada| o | e /.test(o.text))).toBe(true);
    expect(strada.every((o) => !o.author.includes(' '))).toBe(true);
    expect(journalOf('opinions')[0]).toMatchObject({ path: '/opinions/v1/opinions', bearer: false });
    expect(journalOf('opinions')[0]?.query).toMatchObject({ model: '460', country: 'BR' });
    const pulse = await listOpinions(ar, '633');
    expect(pulse.some((o) => / el | la | es /.test(o.text))).toBe(true);
  });

  it('publishes an owner’s opinion with the bearer; refuses a non-owner, a second one and a bad text', async () => {
    expect(await statusOf(createOpinion(br, { model: '460', rating: 5, text: 'Ótimo.' }))).toBe(401);
    signIn('sandbox-token-ana');
    const mine = await createOpinion(br, { model: '460', rating: 4, text: 'Econômico na estrada.' });
    expect(mine).toMatchObject({ author: 'Ana', rating: 4, useful: 0, ownedSince: '2025-06-01' });
    expect(journalOf('opinions').at(-1)?.bearer).toBe(true);
    expect((await listOpinions(br, '460')).map((o) => o.id)).toContain(mine.id);
    expect(await statusOf(createOpinion(br, { model: '460', rating: 4, text: 'De novo.' }))).toBe(409);
    expect(await statusOf(createOpinion(br, { model: '553', rating: 4, text: 'Não tenho.' }))).toBe(403);
    expect(await statusOf(createOpinion(br, { model: '815', rating: 4, text: ' espaço' }))).toBe(422);
    expect(await statusOf(createOpinion(br, { model: '815', rating: 4, text: 'R$ 100' }))).toBe(422);
    expect(await statusOf(createOpinion(br, { model: '815', rating: 6 as 5, text: 'Bom' }))).toBe(422);
  });

  it('counts one useful vote per user: 409 the second time, 401 signed out', async () => {
    const [first] = await listOpinions(br, '460');
    expect(await statusOf(voteUseful(br, first!.id))).toBe(401);
    signIn('sandbox-token-ana');
    expect((await voteUseful(br, first!.id)).useful).toBe(first!.useful + 1);
    expect(await statusOf(voteUseful(br, first!.id))).toBe(409);
    signIn('sandbox-token-pedro');
    expect((await voteUseful(br, first!.id)).useful).toBe(first!.useful + 2);
    expect(await statusOf(voteUseful(br, 'OPN-460-BR-999'))).toBe(404);
  });
});
