import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './reservation.element.ts';

startSandbox();

describe('hub-reservation for a brand the market does not sell', () => {
  it('Chrysler in es-AR says the brand is not sold there, not "configurá un auto", with no control', async () => {
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const { root } = mount('<hub-reservation></hub-reservation>');
    const view = within(root as unknown as HTMLElement);
    await view.findByText(
      'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.',
      {},
      { timeout: 4000 },
    );
    expect(view.getByRole('status')).toHaveProperty('textContent', expect.stringMatching(/^Los vehículos/));
    expect(view.queryByText(/Configurá un auto/)).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
    expect(view.queryByRole('link')).toBeNull();
  });

  it('Chrysler in pt-BR still asks for a car to reserve', async () => {
    setupPage({ brand: 'chrysler', market: 'pt-BR' });
    const { root } = mount('<hub-reservation></hub-reservation>');
    const view = within(root as unknown as HTMLElement);
    await view.findByText('Configure um carro ou informe o veículo para reservar.', {}, { timeout: 4000 });
    expect(view.queryByText(/não são vendidos/)).toBeNull();
  });
});
