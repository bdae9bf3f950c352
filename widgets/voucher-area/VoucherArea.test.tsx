import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { VOUCHER_FIXTURES, voucherFixtureHandlers } from './fixtures.ts';
import './voucher-area.element.ts';

const sandboxState = startSandbox();
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sandboxServer.use(...voucherFixtureHandlers);
});
afterEach(() => {
  signOut();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();
async function open() {
  const { el, root } = mount('<hub-voucher-area></hub-voucher-area>');
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}

describe('hub-voucher-area', () => {
  it('signed out: says so and makes no call', async () => {
    setupPage();
    const ready = vi.fn();
    document.addEventListener('hub-ready', (e) => ready(e.detail));
    const { view } = await open();
    expect(view.getByText('Entre na sua conta para ver seus vouchers.')).toBeTruthy();
    await waitFor(() => expect(ready).toHaveBeenCalledWith({ widget: 'hub-voucher-area' }));
    expect(sandboxState.journal).toEqual([]);
  });

  it("signed in: the profile's CPF, vouchers in every state, the discount rule, generate, and a gift voucher", async () => {
    setupPage();
    signIn('sandbox-token-ana');
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events('ok', e.detail));
    document.addEventListener('hub-submit-error', (e) => events('error', e.detail));
    const { view } = await open();
    await view.findByText('Revisão com 10% de desconto');
    expect(journalOf('users')[0]?.bearer).toBe(true);
    expect(journalOf('vouchers').find((e) => e.path.endsWith('/available'))?.query).toEqual({
      cpf: VOUCHER_FIXTURES.withVouchers,
      brand: 'fiat',
    });
    expect(view.getByText(/Desconto máximo disponível: R\$\s350,00/)).toBeTruthy();
    expect(
      view.getAllByText('O desconto é válido para o CPF cadastrado ou seus dependentes.', { exact: false })
        .length,
    ).toBeGreaterThan(0);
    for (const status of ['Disponível', 'Ativo', 'Utilizado', 'Expirado'])
      expect(view.getByText(status)).toBeTruthy();
    expect(view.getByText('Código: ACC-7Q2M-91')).toBeTruthy();
    expect(view.getByText('Regulamento')).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Como usar' })).toBeTruthy();

    const u = user();
    await u.click(view.getByRole('button', { name: 'Gerar voucher Revisão com 10% de desconto' }));
    await view.findByText('Voucher gerado. Código: REV-4H7P-22');
    expect(journalOf('vouchers').find((e) => e.path.endsWith('/generate'))?.query).toEqual({
      cpf: VOUCHER_FIXTURES.withVouchers,
      voucherId: 'FID-REVISAO-10',
      brand: 'fiat',
    });

    const code = view.getByRole('textbox', { name: /código do voucher-presente/i }) as HTMLInputElement;
    await u.type(code, 'WRONG-CODE');
    await u.click(view.getByRole('button', { name: 'Resgatar' }));
    await view.findByText(
      'Não foi possível resgatar o voucher-presente. Tente novamente em alguns minutos ou ligue para a central de atendimento.',
    );
    expect(code.value).toBe('WRONG-CODE');
    expect(events).toHaveBeenCalledWith('error', {
      form: 'reward-redemption',
      code: 'bad-request',
      widget: 'hub-voucher-area',
    });
    await u.type(code, '{Backspace}'.repeat(12));
    await u.type(code, VOUCHER_FIXTURES.rewardCode);
    await u.click(view.getByRole('button', { name: 'Resgatar' }));
    await view.findByText('Voucher-presente resgatado com sucesso.');
    expect(journalOf('vouchers').find((e) => e.method === 'POST')?.body).toEqual({
      code: VOUCHER_FIXTURES.rewardCode,
      brand: 'fiat',
      cpf: VOUCHER_FIXTURES.withVouchers,
    });
    expect(events).toHaveBeenCalledWith('ok', { form: 'reward-redemption', widget: 'hub-voucher-area' });
  });

  it('asks for the CPF when the profile has none, validated with the CPF rule (es-AR)', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-martina');
    const { view } = await open();
    const field = await view.findByRole('textbox', { name: /cpf/i });
    const u = user();
    await u.type(field, '11111111111');
    await u.click(view.getByRole('button', { name: 'Ver vouchers' }));
    expect(view.getByText('Ingresá un CPF válido')).toBeTruthy();
    expect(journalOf('vouchers')).toEqual([]);
    await u.type(field, '{Backspace}'.repeat(16));
    await u.type(field, VOUCHER_FIXTURES.empty);
    await u.click(view.getByRole('button', { name: 'Ver vouchers' }));
    await view.findByText('No hay vouchers disponibles en este momento.');
    expect(view.getByText('Todavía no tenés vouchers activos.')).toBeTruthy();
    expect(journalOf('vouchers')[0]?.query).toMatchObject({ cpf: VOUCHER_FIXTURES.empty, brand: 'peugeot' });
  });
});
