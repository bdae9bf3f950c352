import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './lead-form.element.ts';

startSandbox();

const NOT_SOLD =
  'Los vehículos Chrysler no se venden en Argentina. Conocé las otras marcas del grupo en nuestros concesionarios.';

describe('hub-lead-form for a brand the market does not sell', () => {
  it('Chrysler in es-AR says the brand is not sold there instead of a form no dealer answers', async () => {
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const { root } = mount('<hub-lead-form model-code="338" allow-person-type></hub-lead-form>');
    const view = within(root as unknown as HTMLElement);
    // The catalogue is asked when the shopper reaches the form, as the dealers are: a landing page with
    // only a lead form sends no service call before any action.
    const name = await view.findByLabelText(/nombre y apellido/i);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(journalOf('catalog')).toHaveLength(0);
    await userEvent.setup().click(name);
    await view.findByText(NOT_SOLD, {}, { timeout: 4000 });
    expect(journalOf('catalog').length).toBeGreaterThan(0);
    // The form gives way to the message: nothing left to fill in or press.
    await waitFor(() => expect(view.queryByRole('textbox')).toBeNull());
    expect(view.getByRole('status').textContent).toBe(NOT_SOLD);
    expect(view.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Contactá a un concesionario']);
    expect(view.queryByRole('textbox')).toBeNull();
    expect(view.queryByRole('button')).toBeNull();
    expect(view.queryByRole('radio')).toBeNull();
    // The shopper was in the form when it went: the focus is on the message's heading, not lost.
    expect((root as ShadowRoot).activeElement?.textContent).toBe('Contactá a un concesionario');
  });

  it('Chrysler in pt-BR, and the contact-us variant in es-AR, keep their forms', async () => {
    setupPage({ brand: 'chrysler', market: 'pt-BR' });
    const br = within(mount('<hub-lead-form></hub-lead-form>').root as unknown as HTMLElement);
    await br.findByRole('button', { name: /enviar/i });
    setupPage({ brand: 'chrysler', market: 'es-AR' });
    const contact = within(
      mount('<hub-lead-form variant="contact"></hub-lead-form>').root as unknown as HTMLElement,
    );
    await contact.findByRole('button', { name: /enviar/i });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(br.queryByText(/não são vendidos/)).toBeNull();
    expect(contact.queryByText(/no se venden/)).toBeNull();
    expect(contact.getByRole('button', { name: /enviar/i })).toBeTruthy();
  });
});
