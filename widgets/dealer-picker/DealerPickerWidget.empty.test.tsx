import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './dealer-picker.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function open() {
  const { root } = mount(`<hub-dealer-picker modes='["city"]'></hub-dealer-picker>`);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { name: /concession|concesionario/i });
  return { root: root as unknown as ShadowRoot, view };
}

type View = Awaited<ReturnType<typeof open>>['view'];

async function chooseCity(view: View, u: ReturnType<typeof userEvent.setup>, state: string, city: string) {
  const states = await view.findByRole('combobox', { name: /estado|provincia/i }, { timeout: 4000 });
  await waitFor(() => expect(within(states).getByRole('option', { name: state })).toBeTruthy());
  await u.selectOptions(states, within(states).getByRole('option', { name: state }));
  const cities = view.getByRole('combobox', { name: /cidade|ciudad/i });
  await waitFor(() => expect(within(cities).getByRole('option', { name: city })).toBeTruthy());
  await u.selectOptions(cities, within(cities).getByRole('option', { name: city }));
}

const dealerRadios = (view: View) =>
  view
    .findAllByRole('radio', {}, { timeout: 4000 })
    .then((radios) => radios.filter((r) => r.getAttribute('name') === 'dealer'));

describe('hub-dealer-picker (the lead form’s dealer choice too): no dealer in the chosen city', () => {
  it.each([
    {
      market: 'pt-BR' as const,
      state: 'Minas Gerais',
      stateCode: 'MG',
      city: 'Uberaba',
      none: 'Nenhuma concessionária encontrada nesta cidade.',
      next: 'Escolha uma cidade próxima acima ou veja as concessionárias de todo o estado.',
      action: 'Ver concessionárias do estado',
      widened: 'Concessionárias de todo o estado. Escolha a mais perto de você.',
    },
    {
      market: 'es-AR' as const,
      state: 'Buenos Aires',
      stateCode: 'B',
      city: 'Junín',
      none: 'No encontramos concesionarios en esta ciudad.',
      next: 'Elegí una ciudad cercana arriba o mirá los concesionarios de toda la provincia.',
      action: 'Ver concesionarios de la provincia',
      widened: 'Concesionarios de toda la provincia. Elegí el más cercano a vos.',
    },
  ])(
    '$market: says what to do next, and its action lists the dealers of the whole state to choose from',
    async ({ market, state, stateCode, city, none, next, action, widened }) => {
      setupPage({ brand: 'fiat', market });
      // The brand has no dealer in the city (the state's other cities have some).
      sandboxServer.use(
        http.get(`${SANDBOX_BASE}/dealers/v2/dealer/findDealersBy`, ({ request }) =>
          new URL(request.url).searchParams.get('city') === city ? HttpResponse.json([]) : undefined,
        ),
      );
      const { root, view } = await open();
      const u = userEvent.setup();
      await chooseCity(view, u, state, city);
      await view.findByText(none, {}, { timeout: 4000 });
      expect(view.getByText(next)).toBeTruthy();
      expect(view.queryAllByRole('radio').filter((r) => r.getAttribute('name') === 'dealer')).toEqual([]);

      await u.click(view.getByRole('button', { name: action }));
      const radios = await dealerRadios(view);
      expect(radios.length).toBeGreaterThan(1);
      // The keyboard goes on from the line that says what the list now holds; the way back is the city.
      await waitFor(() => expect(root.activeElement).toBe(view.getByText(widened)));
      expect(view.queryByRole('button', { name: action })).toBeNull();
      expect(journalOf('dealers').at(-1)?.query).toMatchObject({ state: stateCode, brand: 'fiat' });
      expect(journalOf('dealers').at(-1)?.query).not.toHaveProperty('city');
      await u.click(radios[0]!);
      expect(radios[0]).toHaveProperty('checked', true);
    },
  );
});
