import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRANDS } from '../../core/brands.ts';
import { sandboxScope } from '../../test/examples/scope.ts';
import { signIn, signOut } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import { call } from '../catalogue.ts';
import { DEMO_CAR_AR, DEMO_CARS } from './data/vehicles.ts';

startSandbox();
const ANA_CPF = '39053344705';
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  signIn();
});
afterEach(() => signOut());

// biome-ignore lint/suspicious/noExplicitAny: reading sandbox answers
type Any = any;
const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { status?: number }) => error.status,
  );

describe('recall data', () => {
  const fiat = sandboxScope('fiat');
  it('finds the demo cars by plate and by chassis, with and without open recalls', async () => {
    for (const id of [DEMO_CARS.open.plate, DEMO_CARS.open.chassis]) {
      const found: Any = await call(fiat, 'recall', 'recall', { params: { id } });
      expect(found.chassis).toBe(DEMO_CARS.open.chassis);
      expect(found.recalls.filter((r: Any) => r.status === 'OPEN')).toHaveLength(2);
    }
    const clear: Any = await call(fiat, 'recall', 'recall', { params: { id: DEMO_CARS.clear.plate } });
    expect(clear.recalls).toEqual([]);
    expect(await status(call(fiat, 'recall', 'recall', { params: { id: 'QQQ0000' } }))).toBe(404);
    // In another brand's path the Fiat is unknown.
    expect(
      await status(call(sandboxScope('jeep'), 'recall', 'recall', { params: { id: DEMO_CARS.open.plate } })),
    ).toBe(404);
  });

  it('an updated recall is no longer open, and its update can be read back', async () => {
    const id = DEMO_CARS.open.chassis;
    const updated: Any = await call(fiat, 'recall', 'updateRecall', {
      json: { chassis: id, recallId: 'RC-FIAT-2024', serviceType: 'RECALL', serviceCode: 'SV03' },
    });
    expect(updated.status).toBe('SCHEDULED');
    const after: Any = await call(fiat, 'recall', 'recall', { params: { id } });
    expect(after.recalls.find((r: Any) => r.id === 'RC-FIAT-2024').status).toBe('DONE');
    await expect(call(fiat, 'recall', 'recallUpdate', { params: { id: updated.id } })).resolves.toMatchObject(
      {
        recallId: 'RC-FIAT-2024',
      },
    );
  });

  it('has campaigns for every brand in both markets; Argentina reads them in Spanish', async () => {
    for (const brand of BRANDS)
      for (const market of ['pt-BR', 'es-AR'] as const) {
        const list: Any[] = await call(sandboxScope(brand, market), 'recall', 'campaigns');
        expect(list.length, `${brand} ${market}`).toBeGreaterThan(0);
      }
    const [ar]: Any[] = await call(sandboxScope('jeep', 'es-AR'), 'recall', 'campaigns');
    expect(ar.title).toBe('Módulo de freno ABS');
    const jeep: Any = await call(sandboxScope('jeep', 'es-AR'), 'recall', 'recallForChat', {
      params: { id: DEMO_CAR_AR.chassis, chatBot: 'whatsapp' },
    });
    expect(jeep.recalls[0]).toMatchObject({ title: 'Módulo de freno ABS', status: 'OPEN' });
  });
});

describe('voucher data', () => {
  it('a registered CPF has available, active, redeemed and expired vouchers in every brand', async () => {
    for (const brand of BRANDS) {
      const scope = sandboxScope(brand);
      const query = { query: { cpf: ANA_CPF } };
      const available: Any[] = await call(scope, 'vouchers', 'available', query);
      const redeemed: Any[] = await call(scope, 'vouchers', 'redeemed', query);
      expect(available.map((v) => v.status)).toEqual(['AVAILABLE', 'AVAILABLE']);
      expect(redeemed.map((v) => v.status).sort()).toEqual(['ACTIVE', 'EXPIRED', 'REDEEMED']);
      expect([...available, ...redeemed].every((v) => v.terms && v.validUntil)).toBe(true);
      await expect(call(scope, 'vouchers', 'maxDiscount', query)).resolves.toMatchObject({
        maxDiscount: 1000,
      });
    }
  });

  it('generating moves a voucher to the active ones; a redeemed or expired one cannot be generated', async () => {
    const scope = sandboxScope('fiat');
    const generated: Any = await call(scope, 'vouchers', 'generate', {
      query: { cpf: ANA_CPF, voucherId: 'VCH-7c9e-fiat-1' },
    });
    expect(generated).toMatchObject({ status: 'ACTIVE', code: expect.any(String) });
    const available: Any[] = await call(scope, 'vouchers', 'available', { query: { cpf: ANA_CPF } });
    expect(available.map((v) => v.id)).toEqual(['VCH-7c9e-fiat-2']);
    for (const voucherId of ['VCH-7c9e-fiat-4', 'VCH-7c9e-fiat-5'])
      expect(await status(call(scope, 'vouchers', 'generate', { query: { cpf: ANA_CPF, voucherId } }))).toBe(
        409,
      );
  });

  it('issues one loyalty voucher per programme, only on brands with a programme', async () => {
    const json = { cpf: ANA_CPF, brand: 'ram', program: 'Ram Club' };
    const scope = sandboxScope('ram');
    await expect(call(scope, 'vouchers', 'loyaltyVoucher', { json })).resolves.toMatchObject({
      status: 'AVAILABLE',
      program: 'Ram Club',
    });
    expect(await status(call(scope, 'vouchers', 'loyaltyVoucher', { json }))).toBe(409);
    expect(
      await status(call(scope, 'vouchers', 'loyaltyVoucher', { json: { ...json, brand: 'fiat' } })),
    ).toBe(404);
  });

  it('redeems a gift code once; an unknown code is refused', async () => {
    const scope = sandboxScope('fiat');
    const json = { code: 'GIFT-FIAT-0004', cpf: ANA_CPF, brand: 'fiat' };
    const reward: Any = await call(scope, 'vouchers', 'redeemReward', { json });
    expect(reward).toMatchObject({ value: 1000, status: 'REDEEMED' });
    await expect(
      call(scope, 'vouchers', 'reward', { params: { brand: 'fiat', id: reward.id } }),
    ).resolves.toMatchObject({ code: 'GIFT-FIAT-0004' });
    expect(await status(call(scope, 'vouchers', 'redeemReward', { json }))).toBe(409);
    expect(
      await status(call(scope, 'vouchers', 'redeemReward', { json: { ...json, code: 'NOPE-0001' } })),
    ).toBe(422);
  });

  it("with a token, vouchers are read and used only for the caller's own document (403 otherwise)", async () => {
    const scope = sandboxScope('fiat');
    const OTHER_CPF = '71540318672';
    for (const name of ['available', 'redeemed', 'maxDiscount'] as const) {
      expect(await status(call(scope, 'vouchers', name, { query: { cpf: OTHER_CPF } })), name).toBe(403);
      expect(await status(call(scope, 'vouchers', name, { query: { cpf: ANA_CPF } })), name).toBe(200);
    }
    const voucherId = 'VCH-1b4e-fiat-1';
    expect(await status(call(scope, 'vouchers', 'generate', { query: { cpf: OTHER_CPF, voucherId } }))).toBe(
      403,
    );
    const json = { cpf: OTHER_CPF, brand: 'ram', program: 'Ram Club' };
    expect(await status(call(sandboxScope('ram'), 'vouchers', 'loyaltyVoucher', { json }))).toBe(403);
    const gift = { code: 'GIFT-FIAT-0003', cpf: OTHER_CPF, brand: 'fiat' };
    expect(await status(call(scope, 'vouchers', 'redeemReward', { json: gift }))).toBe(403);
    // Signed out, the vouchers service answers nobody.
    signOut();
    expect(await status(call(scope, 'vouchers', 'available', { query: { cpf: ANA_CPF } }))).toBe(401);
  });

  it('the Argentine owner has vouchers by her CUIL, with texts in Spanish and amounts in pesos', async () => {
    signIn('sandbox-token-martina');
    const scope = sandboxScope('jeep', 'es-AR');
    const query = { query: { cpf: '27321234564' } };
    const available: Any[] = await call(scope, 'vouchers', 'available', query);
    expect(available.map((v) => [v.title, v.discount])).toEqual([
      ['Bono de $ 150.000 en la compra de tu Jeep', 150000],
      ['Bono de $ 300.000 en la compra de tu Jeep', 300000],
    ]);
    const redeemed: Any[] = await call(scope, 'vouchers', 'redeemed', query);
    expect([...available, ...redeemed].every((v) => /CUIL/.test(v.terms) && !/CPF/.test(v.terms))).toBe(true);
    expect(redeemed.map((v) => v.title)).toContain('Service con descuento');
    const gift: Any = await call(scope, 'vouchers', 'redeemReward', {
      json: { code: 'GIFT-JEEP-0001', cpf: '27321234564', brand: 'jeep' },
    });
    expect(gift.value).toBe(75000);
  });

  it('codes, generated or not, are the brand, the holder and a number, upper-case', async () => {
    for (const brand of BRANDS) {
      const scope = sandboxScope(brand);
      const generated: Any = await call(scope, 'vouchers', 'generate', {
        query: { cpf: ANA_CPF, voucherId: `VCH-7c9e-${brand}-2` },
      });
      const redeemed: Any[] = await call(scope, 'vouchers', 'redeemed', { query: { cpf: ANA_CPF } });
      for (const code of [generated.code, ...redeemed.map((v) => v.code)])
        expect(code, brand).toMatch(/^[A-Z]{2,3}[0-9A-Z]{4}\d$/);
    }
  });
});
