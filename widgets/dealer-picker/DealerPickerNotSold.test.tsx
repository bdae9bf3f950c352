import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './dealer-picker.element.ts';

startSandbox();

const NOT_SOLD =
  'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.';

describe('hub-dealer-picker for a brand the market does not sell', () => {
  it('Chrysler in es-AR says the brand is not sold there instead of a search with no dealer to find', async () => {
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const view = within(mount('<hub-dealer-picker></hub-dealer-picker>').root as unknown as HTMLElement);
    await view.findByText(NOT_SOLD, {}, { timeout: 4000 });
    await waitFor(() => expect(view.queryByRole('combobox')).toBeNull());
    expect(view.getByRole('status').textContent).toBe(NOT_SOLD);
    expect(view.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Encontrá un concesionario']);
    expect(view.queryByRole('button')).toBeNull();
    expect(view.queryByRole('radio')).toBeNull();
  });

  it('Chrysler in pt-BR keeps its search', async () => {
    setupPage({ brand: 'chrysler', market: 'pt-BR' });
    const view = within(mount('<hub-dealer-picker></hub-dealer-picker>').root as unknown as HTMLElement);
    await view.findByRole('button', { name: /escolher/i }, { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(view.queryByText(/não são vendidos/)).toBeNull();
    expect(view.getByRole('button', { name: /escolher/i })).toBeTruthy();
  });
});
