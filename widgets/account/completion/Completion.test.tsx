import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mount, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import '../account.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  localStorage.clear();
  for (const el of document.querySelectorAll('hub-account')) el.remove();
});

const user = () => userEvent.setup();
async function open() {
  const { root } = mount('<hub-account></hub-account>');
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { name: 'Complete seu cadastro' });
  return view;
}
const patches = () =>
  journalOf('users')
    .filter((entry) => entry.method === 'PATCH')
    .map((e) => e.body);
/** The current step's words, as a screen reader says them (the number beside it is decoration). */
const current = (view: ReturnType<typeof within>) => {
  const step = view.getByRole('list', { name: 'Etapas do cadastro' }).querySelector('[aria-current="step"]');
  const spoken = step?.cloneNode(true) as HTMLElement | undefined;
  for (const hidden of spoken?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove();
  return spoken?.textContent;
};

describe('hub-account: profile completion', () => {
  it('a profile not yet complete: user data → address → dealer → success, each step saved as it is left', async () => {
    setupPage();
    signIn('sandbox-token-pedro');
    const u = user();
    const view = await open();
    expect(current(view)).toBe('Seus dados');
    expect(view.getByRole('heading', { name: 'Etapa 1 de 3: Seus dados' })).toBeTruthy();
    expect(
      (view.getByRole('progressbar', { name: 'Progresso do cadastro' }) as HTMLProgressElement).value,
    ).toBe(0);

    // The rules of the personal data: nothing sent until they pass.
    await u.click(view.getByRole('button', { name: 'Salvar e continuar' }));
    expect(patches()).toEqual([]);
    const form = view.getByRole('heading', { name: 'Etapa 1 de 3: Seus dados' })
      .nextElementSibling as HTMLElement;
    const step = within(form);
    await u.type(step.getByLabelText(/^CPF/), '52998224725');
    await u.type(step.getByLabelText(/Data de nascimento/), '01021985');
    await u.click(view.getByRole('button', { name: 'Salvar e continuar' }));

    await view.findByRole('heading', { name: 'Etapa 2 de 3: Endereço' });
    expect(patches()).toEqual([{ cpf: '52998224725', birthdate: '1985-02-01' }]);
    expect(current(view)).toBe('Endereço');
    expect(view.getByRole('list', { name: 'Etapas do cadastro' }).textContent).toContain(
      'Etapa concluída: Seus dados',
    );
    const address = within(
      view.getByRole('heading', { name: 'Etapa 2 de 3: Endereço' }).nextElementSibling as HTMLElement,
    );
    await u.type(address.getByLabelText(/^CEP/), '01310100');
    await waitFor(() =>
      expect((address.getByLabelText(/^Rua|^Logradouro|^Endereço/) as HTMLInputElement).value).not.toBe(''),
    );
    await u.type(address.getByLabelText(/^Número/), '0');
    await u.click(view.getByRole('button', { name: 'Salvar e continuar' }));
    expect(address.getByLabelText(/^Número/).getAttribute('aria-invalid')).toBe('true');
    expect(patches()).toHaveLength(1);
    await u.type(address.getByLabelText(/^Número/), '12', {
      initialSelectionStart: 0,
      initialSelectionEnd: 1,
    });
    await u.click(view.getByRole('button', { name: 'Salvar e continuar' }));

    await view.findByRole('heading', { name: 'Etapa 3 de 3: Concessionária' });
    expect(patches()[1]).toMatchObject({ address: { postalCode: '01310100', number: '12' } });
    await u.click(view.getByRole('button', { name: 'Concluir cadastro' }));
    expect(await view.findByText('Selecione uma concessionária')).toBeTruthy();
    await u.click(view.getByRole('radio', { name: 'Cidade' }));
    const states = view.getByRole('combobox', { name: /estado/i });
    await waitFor(() => expect(within(states).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
    await u.selectOptions(states, 'SP');
    const cities = view.getByRole('combobox', { name: /cidade/i });
    await waitFor(() => expect(within(cities).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
    await u.selectOptions(cities, within(cities).getByRole('option', { name: 'São Paulo' }));
    const radios = (await view.findAllByRole('radio', {}, { timeout: 4000 })).filter(
      (r) => r.getAttribute('name') === 'dealer',
    );
    await u.click(radios[0]!);
    await u.click(view.getByRole('button', { name: 'Concluir cadastro' }));

    expect(await view.findByRole('heading', { name: 'Cadastro completo!' })).toBeTruthy();
    expect(patches()[2]).toEqual({ dealerCode: expect.stringMatching(/^\d+$/) });
    expect((view.getByRole('progressbar') as HTMLProgressElement).value).toBe(3);
    // The personal data below show what was saved.
    expect(view.getByText('01/02/1985')).toBeTruthy();
  });

  it('resumes where the profile stops', async () => {
    setupPage();
    signIn('sandbox-token-pedro');
    const u = user();
    const first = await open();
    const step = within(
      first.getByRole('heading', { name: 'Etapa 1 de 3: Seus dados' }).nextElementSibling as HTMLElement,
    );
    await u.type(step.getByLabelText(/^CPF/), '52998224725');
    await u.type(step.getByLabelText(/Data de nascimento/), '01021985');
    await u.click(first.getByRole('button', { name: 'Salvar e continuar' }));
    await first.findByRole('heading', { name: 'Etapa 2 de 3: Endereço' });
    for (const el of document.querySelectorAll('hub-account')) el.remove();

    const again = await open();
    expect(again.getByRole('heading', { name: 'Etapa 2 de 3: Endereço' })).toBeTruthy();
    expect(current(again)).toBe('Endereço');
  });

  it('es-AR: the steps in Spanish', async () => {
    setupPage({ market: 'es-AR', brand: 'peugeot' });
    signIn('sandbox-token-pedro');
    const { root } = mount('<hub-account></hub-account>');
    const view = within(root as unknown as HTMLElement);
    expect(await view.findByRole('heading', { name: 'Completá tu registro' })).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Paso 1 de 3: Tus datos' })).toBeTruthy();
  });
});
