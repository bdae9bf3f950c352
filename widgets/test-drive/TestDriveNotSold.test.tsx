import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './test-drive.element.ts';

startSandbox();

const NOT_SOLD =
  'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.';

describe('hub-test-drive for a brand the market does not sell', () => {
  it('Chrysler in es-AR says the brand is not sold there instead of a form no dealer answers', async () => {
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const view = within(mount('<hub-test-drive></hub-test-drive>').root as unknown as HTMLElement);
    // The catalogue is asked once the shopper reaches the form (its first field focused).
    const field = await waitFor(() => {
      const first = view.getAllByRole('combobox')[0] ?? view.getAllByRole('textbox')[0];
      if (!first) throw new Error('no field yet');
      return first;
    });
    field.focus();
    await view.findByText(NOT_SOLD, {}, { timeout: 4000 });
    await waitFor(() => expect(view.queryByRole('combobox')).toBeNull());
    expect(view.getByRole('status').textContent).toBe(NOT_SOLD);
    expect(view.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Agendá tu test drive']);
    expect(view.queryByRole('textbox')).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
  });

  it('Chrysler in pt-BR keeps its form', async () => {
    setupPage({ brand: 'chrysler', market: 'pt-BR' });
    const view = within(mount('<hub-test-drive></hub-test-drive>').root as unknown as HTMLElement);
    await view.findByRole('heading', { name: 'Agende seu test drive' });
    // Once the catalogue has answered (its models listed), the form is still there.
    await waitFor(() => expect(view.getAllByRole('option').length).toBeGreaterThan(2), { timeout: 4000 });
    expect(view.queryByText(/não são vendidos/)).toBeNull();
    expect(view.getAllByRole('combobox').length).toBeGreaterThan(0);
  });
});
