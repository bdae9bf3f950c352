import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './garage.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-garage')) el.remove();
});

const WAIT = { timeout: 4000 };

async function garage(token: string, market: 'pt-BR' | 'es-AR', list: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setupPage({ brand: market === 'es-AR' ? 'jeep' : 'fiat', market });
  signIn(token);
  const { root } = mount('<hub-garage></hub-garage>');
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('list', { name: list }, WAIT);
  return { view, u: userEvent.setup() };
}

describe("hub-garage: an owned car's evaluation for trade-in", () => {
  it('asks the mileage, evaluates the car by its plate and says its value', async () => {
    const { view, u } = await garage('sandbox-token-ana', 'pt-BR', 'Meus carros');
    const open = view.getByRole('button', { name: 'Avaliar para troca: Strada Volcano 2023' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await u.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    // No mileage: said beside the field, nothing sent.
    await u.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    expect(view.getByLabelText(/^quilometragem/i).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('recall')).toEqual([]);
    await u.type(view.getByLabelText(/^quilometragem/i), '38000');
    await u.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    expect(await view.findByText(/^Valor estimado do seu carro: R\$\s?[\d.]+,00$/, {}, WAIT)).toBeTruthy();
    expect(journalOf('recall').map((j) => j.query)).toEqual([{ plate: 'KZD4X74', mileage: '38000' }]);
  });

  it('es-AR: the Argentine owner evaluates her car in Spanish', async () => {
    const { view, u } = await garage('sandbox-token-martina', 'es-AR', 'Mis autos');
    const open = view.getAllByRole('button', { name: /^Tasar para permuta: .+$/ })[0] as HTMLElement;
    await u.click(open);
    await u.type(view.getByLabelText(/^kilometraje/i), '20000');
    await u.click(view.getByRole('button', { name: 'Tasar mi auto' }));
    expect(await view.findByText(/^Valor estimado de tu auto: \$\s?[\d.]+,00$/, {}, WAIT)).toBeTruthy();
  });
});
