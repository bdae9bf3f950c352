import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './version-comparator.element.ts';

startSandbox();

describe('hub-version-comparator in every market', () => {
  it('DS in es-AR compares its Argentine line-up', async () => {
    setupPage({ brand: 'ds', market: 'es-AR' });
    const { root } = mount('<hub-version-comparator></hub-version-comparator>');
    const table = await within(root as unknown as HTMLElement).findByRole('table', {}, { timeout: 4000 });
    expect(table.textContent).toContain('DS 7');
  });

  it('Chrysler in es-AR says the brand is not sold in Argentina, not that a model has no versions', async () => {
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const { root } = mount('<hub-version-comparator></hub-version-comparator>');
    const view = within(root as unknown as HTMLElement);
    await view.findByText(/^Los vehículos Chrysler no se venden en Argentina\./, {}, { timeout: 4000 });
    expect(view.queryByText('No hay versiones disponibles para este modelo.')).toBeNull();
  });
});
