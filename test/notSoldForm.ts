import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from './page.ts';
import { journalOf, startSandbox } from './sandbox.ts';

const NOT_SOLD =
  'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.';

/** The successful model-list calls the sandbox answered. */
const modelCalls = () => journalOf('catalog').filter((entry) => entry.path.endsWith('/model'));

/**
 * The tests of a widget that needs a car (financing, reservation) mounted with none on a brand page: where
 * the brand is not sold it says so, as a status, with no control (`controls`: the roles that must be
 * absent besides buttons); where it is, it still asks for a car (`askForCar`, its pt-BR words).
 */
export function describeNoCarWidget(
  tag: string,
  {
    markup,
    askForCar,
    controls,
  }: { markup: string; askForCar: string; controls: readonly ('link' | 'slider')[] },
) {
  startSandbox();
  const viewOf = () => within(mount(markup).root as unknown as HTMLElement);

  describe(`${tag} for a brand the market does not sell`, () => {
    it('Chrysler in es-AR says the brand is not sold there, not "configurá un auto", with no control', async () => {
      setupPage({ brand: 'chrysler', market: 'es-AR' });
      const view = viewOf();
      const notice = await view.findByText(NOT_SOLD, {}, { timeout: 4000 });
      expect(notice.getAttribute('role')).toBe('status');
      expect(view.queryByText(/Configurá un auto/)).toBeNull();
      expect(view.queryByRole('button')).toBeNull();
      for (const role of controls) expect(view.queryByRole(role), role).toBeNull();
    });

    it('Chrysler in pt-BR still asks for a car', async () => {
      setupPage({ brand: 'chrysler', market: 'pt-BR' });
      const view = viewOf();
      await view.findByText(askForCar, {}, { timeout: 4000 });
      expect(view.queryByText(/não são vendidos/)).toBeNull();
    });
  });
}

/**
 * The tests of a form that lists the brand's models at once (ModelChoice) and gives way where the brand is
 * not sold: the test drive and the WhatsApp chat. Their own model list is the answer, so the catalogue is
 * asked once, and a failed list's retry is the only call that follows.
 */
export function describeModelListForm(tag: string, titles: { 'pt-BR': string; 'es-AR': string }) {
  const sandbox = startSandbox();
  const markup = `<${tag}></${tag}>`;
  const viewOf = () => within(mount(markup).root as unknown as HTMLElement);

  describe(`${tag} and the brand's models`, () => {
    it('Chrysler in es-AR says the brand is not sold there instead of a form no dealer answers', async () => {
      setupPage({ brand: 'chrysler', market: 'es-AR' });
      const view = viewOf();
      // Nobody touched the form: its own empty model list is the answer.
      await view.findByText(NOT_SOLD, {}, { timeout: 4000 });
      await waitFor(() => expect(view.queryByRole('combobox')).toBeNull());
      expect(view.getByRole('status').textContent).toBe(NOT_SOLD);
      expect(view.getAllByRole('heading').map((h) => h.textContent)).toEqual([titles['es-AR']]);
      expect(view.queryByRole('textbox')).toBeNull();
      expect(view.queryByRole('button')).toBeNull();
      expect(modelCalls()).toHaveLength(1);
    });

    it('Chrysler in pt-BR keeps its form', async () => {
      setupPage({ brand: 'chrysler', market: 'pt-BR' });
      const view = viewOf();
      await view.findByRole('heading', { name: titles['pt-BR'] });
      // Once the catalogue has answered (its models listed), the form is still there.
      await waitFor(() => expect(view.getAllByRole('option').length).toBeGreaterThan(2), { timeout: 4000 });
      expect(view.queryByText(/não são vendidos/)).toBeNull();
      expect(view.getAllByRole('combobox').length).toBeGreaterThan(0);
    });

    it('a failed model list: reaching the form asks nothing more; the retry is the one call, and lists them', async () => {
      setupPage({ brand: 'jeep', market: 'pt-BR' });
      sandbox.faults.set('catalog', { status: 500, times: 1, method: 'GET', path: '/model' });
      const view = viewOf();
      const retry = await view.findByRole('button', { name: 'Tentar novamente' }, { timeout: 4000 });
      expect(view.getByText('Não foi possível carregar os modelos.')).toBeTruthy();
      // The shopper clicks into the form and reads the message before pressing the retry.
      view.getAllByRole('textbox')[0]!.focus();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(modelCalls()).toHaveLength(0);
      fireEvent.click(retry);
      await waitFor(() => expect(view.getAllByRole('option').length).toBeGreaterThan(2), { timeout: 4000 });
      expect(modelCalls()).toHaveLength(1);
      expect(view.queryByText('Não foi possível carregar os modelos.')).toBeNull();
    });
  });
}
