import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { mount, setupPage } from '../../test/page.ts';
import { startSandbox } from '../../test/sandbox.ts';
import './configurator.element.ts';

startSandbox();

const FIRST = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('hub-configurator: the steps show progress', () => {
  it('the current step is marked and the steps left behind are said to be done, in words', async () => {
    setupPage();
    const { root } = mount(`<hub-configurator model="${FIRST.modelCode}"></hub-configurator>`);
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    const radio = (await view.findAllByRole('radio', {}, { timeout: 4000 })).find(
      (r) => (r as HTMLInputElement).value === FIRST.mvsCode,
    )!;
    const nav = view.getByRole('navigation', { name: 'Etapas da configuração' });
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(within(nav).queryAllByRole('button', { name: /^Etapa concluída/ })).toHaveLength(0);
    await u.click(radio);
    await u.click(view.getByRole('button', { name: 'Continuar' }));
    await u.click(within(nav).getByRole('button', { name: /Cor$/ }));
    expect(within(nav).getByRole('button', { name: /Cor$/ }).getAttribute('aria-current')).toBe('step');
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Etapa concluída: / })
        .map((button) => button.textContent?.replace('✓', '')),
    ).toEqual(['Etapa concluída: Versão', 'Etapa concluída: Opcionais']);
    // Back to the version: the steps reached stay done, the version is current again.
    await u.click(within(nav).getByRole('button', { name: /Versão$/ }));
    expect(within(nav).getByRole('button', { name: 'Versão' }).getAttribute('aria-current')).toBe('step');
    expect(within(nav).getByRole('button', { name: /^Etapa concluída: / }).textContent).toBe(
      '✓Etapa concluída: Opcionais',
    );
  });
});
