import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();

describe('hub-configurator for a brand the market does not sell', () => {
  it('Chrysler in es-AR shows only that the brand is not sold: no location box, no steps, no dead "Continuar"', async () => {
    // Every service declared, the location and dealers ones too: the location box could be asked.
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const { root } = mount('<hub-configurator></hub-configurator>');
    const view = within(root as unknown as HTMLElement);
    await view.findByText(/^Los vehículos Chrysler no se venden en Argentina\./, {}, { timeout: 4000 });
    // One heading (no "¿Dónde estás?" of the location box, no step's heading).
    expect(view.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Armá tu auto']);
    expect(view.queryByRole('navigation')).toBeNull();
    expect(view.queryByText(/Paso \d de \d/)).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
    expect(view.queryByRole('combobox')).toBeNull();
    expect(root.querySelector('.cfg-location')).toBeNull();
  });

  it('Chrysler in pt-BR still offers its versions and steps', async () => {
    setupPage({ brand: 'chrysler', market: 'pt-BR' });
    const { root } = mount('<hub-configurator></hub-configurator>');
    const view = within(root as unknown as HTMLElement);
    expect((await view.findAllByRole('radio', {}, { timeout: 4000 })).length).toBeGreaterThan(0);
    expect(view.getByRole('button', { name: 'Continuar' })).toBeTruthy();
  });
});
