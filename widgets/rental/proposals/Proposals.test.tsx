import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hubStore } from '../../../core/store.ts';
import { mount, setupPage } from '../../../test/page.ts';
import { journalOf } from '../../../test/sandbox.ts';
import '../rental.element.ts';
import { rentalTestPage } from '../rental.testing.ts';
import { selectedProposalCodeAtom } from './rentalStore.ts';

const sandbox = rentalTestPage();

async function open(html = '<hub-rental view="proposals"></hub-rental>', market = 'pt-BR') {
  setupPage({ brand: 'jeep', market });
  const { root } = mount(html);
  return within(root as unknown as HTMLElement);
}

describe('hub-rental proposals', () => {
  it('lists the proposals through v2/timeline/rental (brand, cookie value, language) and shows the first one’s timeline in words', async () => {
    const view = await open();
    const list = await view.findByRole('list', { name: 'Propostas' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Proposta RNT-11JEE · Compass LongitudeProposta criada',
      'Proposta RNT-11JEER · Compass LongitudeAnálise financeira reprovada',
      'Proposta RNT-11JEEX · Compass LongitudeProposta expirada',
    ]);
    const [call] = journalOf('rental');
    expect(call).toMatchObject({
      path: '/rental/v2/timeline/rental',
      query: { brand: 'jeep' },
      auth: 'token',
    });
    expect(call?.headers['accept-language']).toBe('pt-BR');
    const timeline = view.getByRole('region', { name: 'Andamento da proposta' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps).toHaveLength(10);
    expect(steps[0]?.getAttribute('aria-current')).toBe('step');
    expect(steps[0]?.textContent).toBe('Proposta criadaetapa atual · em 10/01/2025');
    expect(steps[9]?.textContent).toBe('Entreguepróxima etapa');
  });

  it('selects another proposal: a reproved one ends in red, an expired one in black', async () => {
    const view = await open();
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: /RNT-11JEER/ }));
    expect(view.getByRole('button', { name: /RNT-11JEER/ }).getAttribute('aria-pressed')).toBe('true');
    let steps = within(view.getByRole('region', { name: 'Andamento da proposta' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('.rental-tag')?.textContent)).toEqual([
      'Proposta criada',
      'Análise financeira em andamento',
      'Análise financeira reprovada',
    ]);
    expect(steps[2]?.querySelector('.rental-tag')?.getAttribute('data-colour')).toBe('red');
    await u.click(view.getByRole('button', { name: /RNT-11JEEX/ }));
    steps = within(view.getByRole('region', { name: 'Andamento da proposta' })).getAllByRole('listitem');
    expect(steps.at(-1)?.querySelector('.rental-tag')).toMatchObject({ textContent: 'Proposta expirada' });
    expect(steps.at(-1)?.querySelector('.rental-tag')?.getAttribute('data-colour')).toBe('black');
    expect(hubStore.get(selectedProposalCodeAtom)).toBe('RNT-11JEEX');
  });

  it('opens the details (opportunity, documents) and the featured items from the preview on demand', async () => {
    const view = await open('<hub-rental view="proposals" proposal-code="RNT-11JEER"></hub-rental>');
    const u = userEvent.setup();
    await view.findByRole('heading', { name: /Proposta RNT-11JEER/ });
    expect(journalOf('rental').map((e) => e.path)).toEqual(['/rental/v2/timeline/rental']);
    await u.click(view.getByRole('button', { name: 'Ver detalhes' }));
    expect(await view.findByText('OPP-RNT-11JEER')).toBeTruthy();
    expect(view.getByText('Recusados')).toBeTruthy();
    expect(view.getByText('R$ 4.290,00')).toBeTruthy();
    expect(view.getByRole('button', { name: 'Ocultar detalhes' }).getAttribute('aria-expanded')).toBe('true');
    await u.click(view.getByRole('button', { name: 'Ver itens em destaque' }));
    expect(await view.findByText('Seguro total')).toBeTruthy();
    expect(journalOf('rental').map((e) => e.path)).toContain('/rental/timeline/rental/preview');
  });

  it('a failing featured items load says so and retries', async () => {
    const view = await open();
    const u = userEvent.setup();
    await view.findByRole('heading', { name: /Proposta RNT-11JEE\b/ });
    sandbox.faults.set('rental', { status: 500, times: 1 });
    await u.click(view.getByRole('button', { name: 'Ver itens em destaque' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os itens em destaque.');
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByText('Manutenção inclusa')).toBeTruthy();
  });

  it('a failing list says so with a retry, in Spanish in es-AR', async () => {
    sandbox.faults.set('rental', { status: 503, times: 1 });
    const view = await open('<hub-rental view="proposals"></hub-rental>', 'es-AR');
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tus propuestas.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(
      await view.findByText('Propuesta creada', { selector: '.rental-choice .rental-tag' }),
    ).toBeTruthy();
  });
});
