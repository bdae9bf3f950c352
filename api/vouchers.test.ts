import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ana } from '../test/examples/fixtures.ts';
import { sandboxScope } from '../test/examples/scope.ts';
import { signIn, signOut } from '../test/page.ts';
import { journalOf, startSandbox } from '../test/sandbox.ts';
import { getLoyaltySelf } from './loyalty.ts';
import { sandboxServer } from './sandbox/node.ts';
import {
  generateFidelityVoucher,
  getFidelityVouchers,
  redeemReward,
  requestLoyaltyVoucher,
} from './vouchers.ts';

startSandbox();
const scope = sandboxScope('jeep');
/** Ana's CPF as a person types it. */
const CPF = '390.533.447-05';
// The vouchers calls are the signed-in user's own: Ana, whose CPF this is.
beforeEach(() => signIn());
afterEach(() => signOut());

describe('vouchers and loyalty calls', () => {
  it('fidelity vouchers: available, redeemed and the maximum discount of the digits of a CPF', async () => {
    const answers = await getFidelityVouchers(scope, CPF);
    // The three go out together: the sandbox journals them in the order they are answered.
    expect(
      journalOf('vouchers')
        .map((e) => [e.path, e.query])
        .sort(),
    ).toEqual([
      ['/vouchers/vouchers/fidelity/available', { cpf: '39053344705', brand: 'jeep' }],
      ['/vouchers/vouchers/fidelity/maxDiscount', { cpf: '39053344705', brand: 'jeep' }],
      ['/vouchers/vouchers/fidelity/redeemed', { cpf: '39053344705', brand: 'jeep' }],
    ]);
    expect(journalOf('vouchers').every((e) => e.bearer)).toBe(true);
    expect(Object.keys(answers)).toEqual(['available', 'redeemed', 'maxDiscount']);
  });

  it('generating a voucher sends the CPF digits and the voucher', async () => {
    const voucherId = `VCH-${ana.id.slice(0, 4)}-jeep-1`;
    const answer = await generateFidelityVoucher(scope, CPF, voucherId);
    expect(journalOf('vouchers')[0]?.query).toEqual({ cpf: '39053344705', voucherId, brand: 'jeep' });
    expect(answer).toMatchObject({ id: voucherId, status: 'ACTIVE', code: expect.any(String) });
  });

  it("the loyalty voucher is asked with the CPF digits, the scope's brand and the programme", async () => {
    await requestLoyaltyVoucher(scope, CPF, 'Jeep Nation');
    expect(journalOf('vouchers')[0]?.body).toEqual({
      cpf: '39053344705',
      brand: 'jeep',
      program: 'Jeep Nation',
    });
  });

  it('a gift code is sent trimmed and upper-case, with the CPF digits only when there is a CPF', async () => {
    const sent: unknown[] = [];
    sandboxServer.use(
      http.post('*/vouchers/rewards', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ value: 250 });
      }),
    );
    await redeemReward(scope, ' gift-jeep-0001 ', CPF);
    expect(await redeemReward(scope, 'gift-jeep-0002', null)).toEqual({ value: 250 });
    expect(sent).toEqual([
      { code: 'GIFT-JEEP-0001', brand: 'jeep', cpf: '39053344705' },
      { code: 'GIFT-JEEP-0002', brand: 'jeep' },
    ]);
  });

  it('the loyalty membership is read with the brand path and header and the bearer', async () => {
    const self = await getLoyaltySelf(scope);
    expect(journalOf('loyalty')[0]).toMatchObject({
      path: '/loyalty/jeep/self',
      headers: { brand: 'jeep' },
      bearer: true,
    });
    expect(self).toMatchObject({ program: expect.any(String) });
  });
});
