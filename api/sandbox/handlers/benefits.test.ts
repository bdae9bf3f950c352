import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxScope } from '../../../test/examples/scope.ts';
import { startSandbox } from '../../../test/sandbox.ts';
import {
  benefitCalls,
  getBenefitPolls,
  getBenefits,
  rateBenefit,
  redeemBenefit,
  votePoll,
} from '../../benefits.ts';
import { request } from '../../client.ts';
import { hashOf } from '../data/benefits.ts';

startSandbox();
afterEach(() => vi.restoreAllMocks());
const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const jeep = sandboxScope('jeep');
const ana = hashOf('7c9e6679-7425-40de-944b-e07fc1f90ae7');
const martina = hashOf('9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d');
const post = (call: 'redeem' | 'rate' | 'vote', params: Record<string, string>, json: unknown) =>
  request(jeep, 'benefits', benefitCalls[call], { params, json, query: { hash: ana } });

describe('the benefits sandbox', () => {
  it('refuses a malformed redeem, rating or vote with 422', async () => {
    quiet();
    const refused = { status: 422 };
    await expect(
      post('redeem', { id: 'BNF-JEEP-BR-1' }, { dealer_code: '1', type: 'LOAN', hash: ana }),
    ).rejects.toMatchObject(refused);
    await expect(post('redeem', { id: 'BNF-JEEP-BR-1' }, { type: 'SELF', hash: ana })).rejects.toMatchObject(
      refused,
    );
    await expect(post('rate', { id: 'BNF-JEEP-BR-1' }, { rating: 6 })).rejects.toMatchObject(refused);
    await expect(post('rate', { id: 'BNF-JEEP-BR-1' }, { rating: 2.5 })).rejects.toMatchObject(refused);
    await expect(post('vote', { pollId: 'POLL-JEEP-BR-1' }, { option: 'OPT-1' })).rejects.toMatchObject(
      refused,
    );
    await expect(post('vote', { pollId: 'POLL-JEEP-BR-1' }, { option_id: 'OPT-9' })).rejects.toMatchObject(
      refused,
    );
  });

  it('a benefit is redeemed once per member and then listed as redeemed, how and where', async () => {
    quiet();
    await redeemBenefit(jeep, { id: 'BNF-JEEP-BR-2', hash: ana }, '12345', 'GIFT');
    await expect(redeemBenefit(jeep, { id: 'BNF-JEEP-BR-2', hash: ana }, '12345')).rejects.toMatchObject({
      status: 409,
    });
    await expect(redeemBenefit(jeep, { id: 'BNF-JEEP-BR-5', hash: ana }, '12345')).rejects.toMatchObject({
      status: 404,
    });
    expect(await getBenefits(jeep, 'redeemed', ana)).toEqual([
      expect.objectContaining({ id: 'BNF-JEEP-BR-2', type: 'GIFT', dealer_code: '12345' }),
    ]);
    expect((await getBenefits(jeep, 'available', ana)).map((b) => b.id)).not.toContain('BNF-JEEP-BR-2');
    await expect(rateBenefit(jeep, 'BNF-JEEP-BR-2', 5)).resolves.toBeTruthy();
  });

  it("speaks the member's language: Martina's benefits and polls in Spanish", async () => {
    expect((await getBenefits(jeep, 'available', martina))[0]?.title).toBe(
      'Descuento en el service programado',
    );
    expect((await getBenefitPolls(jeep, martina))[0]?.question).toBe(
      '¿Qué beneficio Jeep querés que llegue ahora?',
    );
  });

  it('polls: one partial, one complete; one vote per member', async () => {
    quiet();
    const [partial, complete] = await getBenefitPolls(jeep, ana);
    const total = (p: typeof partial) => p!.options.reduce((n, o) => n + o.votes, 0);
    expect(total(partial)).toBeLessThan(partial!.target);
    expect(total(complete)).toBeGreaterThanOrEqual(complete!.target);
    const after = await votePoll(jeep, partial!.id, 'OPT-1', ana);
    expect(after.voted).toBe('OPT-1');
    expect(total(after)).toBe(total(partial) + 1);
    await expect(votePoll(jeep, partial!.id, 'OPT-2', ana)).rejects.toMatchObject({ status: 409 });
    await expect(votePoll(jeep, partial!.id, 'OPT-2', 'h0')).rejects.toMatchObject({ status: 403 });
    expect(await getBenefitPolls(sandboxScope('citroen'), ana)).toEqual([]);
  });
});
