import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mount, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './lead-form.element.ts';

startSandbox();

// One test: the dealer choice, once downloaded, stays for the rest of the module's life.
describe('hub-lead-form dealer choice', () => {
  it('waits for the shopper to reach the form, with a placeholder, then shows the state and city', async () => {
    setupPage();
    const { root } = mount('<hub-lead-form></hub-lead-form>');
    const view = within(root as unknown as HTMLElement);
    await view.findByRole('button', { name: /enviar/i });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.queryByRole('combobox', { name: /estado/i })).toBeNull();
    expect(journalOf('location')).toHaveLength(0);
    const placeholder = root.querySelector('.lead-dealer-placeholder');
    expect(placeholder?.getAttribute('aria-busy')).toBe('true');
    expect(placeholder?.textContent).toContain('Concessionária');
    // A skeleton of what will arrive (state and city with their controls), not a blank box.
    const busy = [...root.querySelectorAll('[aria-busy="true"]')];
    const shown = busy.map((part) => part.textContent).join(' ');
    expect(shown).toContain('Estado');
    expect(shown).toContain('Cidade');
    expect(busy.flatMap((part) => [...part.querySelectorAll('.hub-skeleton')]).length).toBeGreaterThanOrEqual(
      2,
    );

    await userEvent.setup().click(view.getByLabelText(/nome completo/i));
    expect(await view.findByRole('combobox', { name: /estado/i })).toBeTruthy();
    expect(view.getByRole('combobox', { name: /cidade/i })).toBeTruthy();
    expect(root.querySelector('.lead-dealer-placeholder')).toBeNull();
    expect(root.querySelector('[aria-busy="true"] .hub-skeleton')).toBeNull();
    expect(journalOf('location').length).toBeGreaterThan(0);
  });
});
