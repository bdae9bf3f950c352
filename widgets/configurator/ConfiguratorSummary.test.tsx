import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../api/sandbox/data/catalog.ts';
import { hubStore } from '../../core/store.ts';
import { carAtom } from '../../domain/car/store/atoms.ts';
import { mount, setupPage } from '../../test/page.ts';
import { withConfiguratorPage } from './configuratorPage.testing.ts';

withConfiguratorPage();
const FIRST = VERSIONS.find((version) => version.brand === 'fiat' && version.modelName === 'Argo')!;

describe('hub-configurator summary', () => {
  it('needs a complete car: without colour or coating it says what is missing, links to the step and offers no print, download or share', async () => {
    setupPage();
    const { root } = mount(
      `<hub-configurator model="${FIRST.modelCode}" mvs="${FIRST.mvsCode}" initial-step="resume"></hub-configurator>`,
    );
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await waitFor(() => expect(hubStore.get(carAtom).mvs?.code).toBe(FIRST.mvsCode), { timeout: 4000 });
    const missing = await view.findByText(
      'Para imprimir, baixar ou compartilhar o resumo, escolha: Cor, Revestimento.',
      {},
      { timeout: 4000 },
    );
    expect(missing).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Imprimir' })).toBeNull();
    expect(view.queryByRole('button', { name: /Baixar PDF/ })).toBeNull();
    expect(view.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(view.queryByRole('textbox', { name: 'Link desta configuração' })).toBeNull();
    const line = (label: string) =>
      [...root.querySelectorAll('.cfg-figure')]
        .find((row) => row.querySelector('dt')?.textContent === label)
        ?.querySelector('dd')?.textContent;
    expect(line('Cor')).toBe('A escolher');
    expect(line('Revestimento')).toBe('A escolher');

    await u.click(view.getByRole('button', { name: 'Escolher a cor' }));
    await u.click(await view.findByRole('radio', { name: /Prata Bari/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    await u.click(await view.findByRole('button', { name: 'Escolher o revestimento' }));
    await u.click(await view.findByRole('radio', { name: /Tecido preto/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    expect(await view.findByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(view.getByRole('link', { name: /WhatsApp/ })).toBeTruthy();
    expect(view.queryByText(/Para imprimir, baixar ou compartilhar/)).toBeNull();
  });
});

describe('hub-configurator share link (issue 22)', () => {
  it('carries only the configuration: the page’s campaign and click parameters are left out, and sharing fires share', async () => {
    setupPage();
    window.history.replaceState(
      null,
      '',
      '/carros/argo?utm_source=newsletter&utm_medium=email&UTM_Campaign=blackfriday&gclid=G1&fbclid=F1&gbraid=B1&wbraid=W1&msclkid=M1&page=2#versoes',
    );
    delete window.dataLayer;
    const shared: unknown[] = [];
    document.addEventListener('hub-share', (e) => shared.push(e.detail));
    const { root } = mount(
      `<hub-configurator model="${FIRST.modelCode}" mvs="${FIRST.mvsCode}" initial-step="resume"></hub-configurator>`,
    );
    const view = within(root as unknown as HTMLElement);
    const u = userEvent.setup();
    await waitFor(() => expect(hubStore.get(carAtom).mvs?.code).toBe(FIRST.mvsCode), { timeout: 4000 });
    await u.click(await view.findByRole('button', { name: 'Escolher a cor' }, { timeout: 4000 }));
    await u.click(await view.findByRole('radio', { name: /Prata Bari/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));
    await u.click(await view.findByRole('button', { name: 'Escolher o revestimento' }));
    await u.click(await view.findByRole('radio', { name: /Tecido preto/ }));
    await u.click(view.getByRole('button', { name: /Resumo$/ }));

    const link = new URL(
      ((await view.findByRole('textbox', { name: 'Link desta configuração' })) as HTMLInputElement).value,
    );
    expect([...link.searchParams.keys()].sort()).toEqual(['hub-config', 'page']);
    expect(link.pathname).toBe('/carros/argo');
    const whatsapp = view.getByRole('link', { name: /WhatsApp/ });
    const text = decodeURIComponent(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!);
    expect(text).toContain(link.href);
    expect(text).not.toMatch(/utm_|gclid|fbclid|gbraid|wbraid|msclkid/i);

    // The chat opens in a new window; the test page stays.
    whatsapp.addEventListener('click', (e) => e.preventDefault());
    await u.click(whatsapp);
    expect(shared).toEqual([
      {
        method: 'whatsapp',
        mvs: FIRST.mvsCode,
        url: link.href,
        widget: 'hub-configurator',
        brand: 'fiat',
        market: 'pt-BR',
      },
    ]);
    expect(
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'share'),
    ).toEqual([
      { event: 'share', method: 'whatsapp', content_type: 'configuration', item_id: FIRST.mvsCode },
    ]);
    window.history.replaceState(null, '', '/');
    delete window.dataLayer;
  });
});
