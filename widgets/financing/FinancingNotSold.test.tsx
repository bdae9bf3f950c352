import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './financing.element.ts';

startSandbox();

describe('hub-financing for a brand the market does not sell', () => {
  it('Chrysler in es-AR says the brand is not sold there, not "configurá un auto", with no control', async () => {
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const { root } = mount('<hub-financing source="ZFLOW"></hub-financing>');
    const view = within(root as unknown as HTMLElement);
    const notice = await view.findByText(
      'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.',
      {},
      { timeout: 4000 },
    );
    expect(notice.getAttribute('role')).toBe('status');
    expect(view.queryByText(/Configurá un auto/)).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
    expect(view.queryByRole('slider')).toBeNull();
  });

  it('Chrysler in pt-BR still asks for a car to simulate', async () => {
    setupPage({ brand: 'chrysler', market: 'pt-BR' });
    const { root } = mount('<hub-financing source="ZFLOW"></hub-financing>');
    const view = within(root as unknown as HTMLElement);
    await view.findByText('Configure um carro ou informe o veículo para simular.', {}, { timeout: 4000 });
    expect(view.queryByText(/não são vendidos/)).toBeNull();
  });
});
