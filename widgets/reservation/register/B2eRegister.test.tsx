import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mount, setupPage, signIn } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../reservation.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
});

const WAIT = { timeout: 4000 };
const CARS = {
  'pt-BR': { brand: 'fiat', attrs: 'mvs="553K652" year="2025" price="76990" color-code="249"' },
  'es-AR': { brand: 'jeep', attrs: 'mvs="826D7L3" year="2026" price="46500000" color-code="PDN"' },
} as const;

/** The register step of the reservation for the signed-in buyer with this token, prefilled from the profile. */
async function register(token: string, market: 'pt-BR' | 'es-AR', fullName: string) {
  signIn(token);
  setupPage({ brand: CARS[market].brand, market });
  const { root } = mount(`<hub-reservation ${CARS[market].attrs} poll-interval="500"></hub-reservation>`);
  const view = within(root as unknown as HTMLElement);
  const u = userEvent.setup();
  const state = await view.findByRole('combobox', { name: /estado|provincia/i }, WAIT);
  await u.selectOptions(state, (state as HTMLSelectElement).options[1]?.value ?? '');
  await u.click(view.getAllByRole('radio')[0] as HTMLElement);
  await u.click(view.getByRole('button', { name: /quero reservar|quiero reservar/i }));
  const name = (await view.findByLabelText(/^(nome|nombre) completo/i, {}, WAIT)) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe(fullName), WAIT);
  return { view, u };
}

const preReserves = () => journalOf('reservations').filter((j) => j.path.endsWith('pre-reserve'));

describe('B2E buyers in the register step', () => {
  it('a member of a user group must say whom he buys for; the choice is sent with the pre-reservation', async () => {
    const { view, u } = await register('sandbox-token-bruno', 'pt-BR', 'Bruno Tavares');
    const group = await view.findByRole('group', { name: /Para quem é a compra/ }, WAIT);
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual([
      'Funcionário',
      'Familiar do funcionário',
      'Cessionário da nota fiscal',
      'Colaborador do grupo',
      'Dependente do colaborador',
    ]);
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    expect(await view.findByText('Escolha para quem é a compra.')).toBeTruthy();
    expect(preReserves()).toEqual([]);
    await u.click(within(group).getByRole('radio', { name: 'Familiar do funcionário' }));
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    await view.findByRole('heading', { name: 'Sua reserva' }, WAIT);
    expect(preReserves()[0]?.body).toMatchObject({
      purchaseFor: 'FAMILY_MEMBER',
      customer: { document: '48291736537' },
    });
  });

  it('a buyer in no user group is not asked and sends no purchase-for', async () => {
    const { view, u } = await register('sandbox-token-ana', 'pt-BR', 'Ana Beatriz Souza');
    expect(view.queryByRole('group', { name: /Para quem é a compra/ })).toBeNull();
    await u.click(view.getByRole('button', { name: 'Pré-reservar' }));
    await view.findByRole('heading', { name: 'Sua reserva' }, WAIT);
    expect(preReserves()[0]?.body).not.toHaveProperty('purchaseFor');
  });

  it('es-AR: the Argentine member is asked in Spanish', async () => {
    const { view, u } = await register('sandbox-token-valentina', 'es-AR', 'Valentina Ríos');
    const group = await view.findByRole('group', { name: /Para quién es la compra/ }, WAIT);
    await u.click(view.getByRole('button', { name: 'Prerreservar' }));
    expect(await view.findByText('Elegí para quién es la compra.')).toBeTruthy();
    await u.click(within(group).getByRole('radio', { name: 'Empleado' }));
    await u.click(view.getByRole('button', { name: 'Prerreservar' }));
    await view.findByRole('heading', { name: 'Tu reserva' }, WAIT);
    expect(preReserves()[0]?.body).toMatchObject({
      purchaseFor: 'EMPLOYEE',
      customer: { document: '20334567894' },
    });
  });
});
