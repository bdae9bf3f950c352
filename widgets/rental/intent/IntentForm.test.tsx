import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mount, setupPage, signOut } from '../../../test/page.ts';
import { journalOf } from '../../../test/sandbox.ts';
import '../rental.element.ts';
import { rentalTestPage } from '../rental.testing.ts';

const sandbox = rentalTestPage();

async function open(market = 'pt-BR', brand = 'jeep') {
  setupPage({ brand, market });
  const { el, root } = mount('<hub-rental></hub-rental>');
  const view = within(root as unknown as HTMLElement);
  return { el, view };
}
type View = Awaited<ReturnType<typeof open>>['view'];

async function fill(
  view: View,
  u: ReturnType<typeof userEvent.setup>,
  patch: { cnpj?: string; phone?: string } = {},
) {
  await u.type(await view.findByLabelText(/nome da empresa/i), 'Frota Sul Ltda');
  await u.type(view.getByLabelText(/^cnpj/i), patch.cnpj ?? '11222333000181');
  await u.click(view.getByRole('radio', { name: 'Sim' }));
  await u.type(view.getByLabelText(/nome do responsável/i), 'Carla Menezes');
  await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'frota@frotasul.example.com');
  await u.type(view.getByLabelText(/^celular/i), patch.phone ?? '11987654321');
  await u.click(view.getByRole('radio', { name: 'WhatsApp' }));
  await u.selectOptions(view.getByRole('combobox', { name: /tipo de veículo/i }), 'SUV');
  await u.type(view.getByLabelText(/quantidade de veículos/i), '12');
  await u.type(view.getByLabelText(/descreva a sua frota/i), 'SUVs para a equipe de vendas');
  await u.click(view.getByRole('checkbox', { name: /política de privacidade/i }));
  await u.click(view.getByRole('checkbox', { name: /contato direto/i }));
}

describe('hub-rental intent form', () => {
  it('sends the intent through leads/flua/create, then the company through users/self/rental, and fires hub-submit-success with the id', async () => {
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const { view } = await open();
    const u = userEvent.setup();
    await fill(view, u);
    await u.click(view.getByRole('button', { name: 'Enviar interesse' }));
    await view.findByText('Recebemos o seu interesse!');
    const [lead] = journalOf('rental');
    expect(lead).toMatchObject({ method: 'POST', path: '/rental/leads/flua/create', auth: 'bearer' });
    expect(lead?.body).toEqual({
      companyName: 'Frota Sul Ltda',
      contactName: 'Carla Menezes',
      cnpj: '11222333000181',
      hasTwoYearCnpj: true,
      email: 'frota@frotasul.example.com',
      cellphone: '11987654321',
      preferredContactMethod: 'WHATSAPP',
      vehicleType: 'SUV',
      totalVehicles: 12,
      fleetDescription: 'SUVs para a equipe de vendas',
      consents: { privacy: true, receiveOffers: false, directContact: true },
    });
    expect(journalOf('users')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/users/users/self/rental',
        body: { companyName: 'Frota Sul Ltda', cnpj: '11222333000181', email: 'frota@frotasul.example.com' },
      }),
    ]);
    const [created] = (sandbox.records.get('rental:leads') ?? []) as { id: string }[];
    const id = created?.id ?? 'missing';
    expect(view.getByText(`Protocolo: ${id}`)).toBeTruthy();
    expect(events).toHaveBeenCalledWith(
      expect.objectContaining({ form: 'rental-intent', id, widget: 'hub-rental' }),
    );
  });

  it('says beside each field what is wrong (CNPJ check digits, mobile third digit) and sends nothing', async () => {
    const { view } = await open();
    const u = userEvent.setup();
    await fill(view, u, { cnpj: '11222333000182', phone: '1178765432' });
    await u.click(view.getByRole('button', { name: 'Enviar interesse' }));
    expect(await view.findByText('Informe um CNPJ válido')).toBeTruthy();
    expect(view.getByText('Informe um celular válido com DDD')).toBeTruthy();
    expect(view.getByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS')).toBeTruthy();
    expect(view.getByLabelText(/^cnpj/i).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('rental')).toEqual([]);
    expect(journalOf('users')).toEqual([]);
  });

  it('asks the unanswered questions of an empty form, the privacy consent included', async () => {
    const { view } = await open();
    const u = userEvent.setup();
    await u.click(await view.findByRole('button', { name: 'Enviar interesse' }));
    expect(await view.findByText('Informe se o CNPJ tem mais de um ano')).toBeTruthy();
    expect(view.getByText('Escolha como prefere ser contatado')).toBeTruthy();
    expect(view.getByText('Selecione o tipo de veículo', { selector: '.hub-field-error' })).toBeTruthy();
    expect(view.getByText('É preciso aceitar a política de privacidade')).toBeTruthy();
    expect(journalOf('rental')).toEqual([]);
  });

  it('on a failing service shows the seed message, keeps what was typed and sends on the retry', async () => {
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    const { view } = await open();
    const u = userEvent.setup();
    await fill(view, u);
    sandbox.faults.set('rental', { status: 503, times: 1 });
    await u.click(view.getByRole('button', { name: 'Enviar interesse' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ form: 'rental-intent', code: 'bad-response' }),
    );
    expect((view.getByLabelText(/nome da empresa/i) as HTMLInputElement).value).toBe('Frota Sul Ltda');
    expect(journalOf('users')).toEqual([]);
    await u.click(view.getByRole('button', { name: 'Enviar interesse' }));
    await view.findByText('Recebemos o seu interesse!');
    expect(journalOf('rental').filter((e) => e.path.endsWith('leads/flua/create'))).toHaveLength(1);
  });

  it('speaks Spanish in es-AR and asks an Argentine company for its CUIT, not a CNPJ', async () => {
    const { view } = await open('es-AR', 'fiat');
    expect(await view.findByRole('heading', { name: 'Alquiler de flotas para empresas' })).toBeTruthy();
    expect(view.queryByLabelText(/cnpj/i)).toBeNull();
    await userEvent.setup().click(view.getByRole('button', { name: 'Enviar interés' }));
    expect(await view.findByText('Ingresá el CUIT de la empresa')).toBeTruthy();
    expect(view.getByText('Indicá si la empresa tiene más de un año')).toBeTruthy();
  });

  it('sends an Argentine company with its CUIT and an Argentine mobile (no Brazilian third-digit rule)', async () => {
    const { view } = await open('es-AR', 'fiat');
    const u = userEvent.setup();
    await u.type(await view.findByLabelText(/nombre de la empresa/i), 'Flota Norte SA');
    await u.type(view.getByLabelText(/^cuit/i), '30712345671');
    await u.click(view.getByRole('radio', { name: 'Sí' }));
    await u.type(view.getByLabelText(/nombre del responsable/i), 'Lucía Fernández');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'flota@flotanorte.example.com');
    await u.type(view.getByLabelText(/^celular/i), '1123456789');
    await u.click(view.getByRole('radio', { name: 'E-mail' }));
    await u.selectOptions(view.getByRole('combobox', { name: /tipo de vehículo/i }), 'PICKUP');
    await u.type(view.getByLabelText(/cantidad de vehículos/i), '8');
    await u.click(view.getByRole('checkbox', { name: /política de privacidad/i }));
    await u.click(view.getByRole('button', { name: 'Enviar interés' }));
    await view.findByText('¡Recibimos tu interés!');
    const [lead] = journalOf('rental');
    expect(lead?.body).toEqual({
      companyName: 'Flota Norte SA',
      contactName: 'Lucía Fernández',
      cuit: '30712345671',
      hasTwoYearCnpj: true,
      email: 'flota@flotanorte.example.com',
      cellphone: '1123456789',
      preferredContactMethod: 'EMAIL',
      vehicleType: 'PICKUP',
      totalVehicles: 8,
      fleetDescription: '',
      consents: { privacy: true, receiveOffers: false, directContact: false },
    });
    expect(journalOf('users')).toEqual([
      expect.objectContaining({
        path: '/users/users/self/rental',
        body: { companyName: 'Flota Norte SA', cuit: '30712345671', email: 'flota@flotanorte.example.com' },
      }),
    ]);
  });

  it('refuses a CUIT whose check digit is wrong, beside the field, and sends nothing', async () => {
    const { view } = await open('es-AR', 'fiat');
    const u = userEvent.setup();
    await u.type(await view.findByLabelText(/^cuit/i), '30712345672');
    await u.click(view.getByRole('button', { name: 'Enviar interés' }));
    expect(await view.findByText('Ingresá un CUIT válido')).toBeTruthy();
    expect(view.getByLabelText(/^cuit/i).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('rental')).toEqual([]);
  });

  it('says rental is not offered on a brand without rental, and calls nothing', async () => {
    const { view } = await open('pt-BR', 'dodge');
    expect(await view.findByText('A locação não está disponível para esta marca.')).toBeTruthy();
    expect(view.queryByRole('form')).toBeNull();
    await waitFor(() => expect(journalOf('rental')).toEqual([]));
  });

  it('asks a signed-out visitor to sign in', async () => {
    signOut();
    const { view } = await open();
    expect(await view.findByText('Entre na sua conta para continuar.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Enviar interesse' })).toBeNull();
  });
});
