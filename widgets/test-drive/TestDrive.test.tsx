import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { hubStore } from '../../core/store.ts';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { forgetLocation } from '../../test/location.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './test-drive.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetLocation();
  hubStore.set(chosenDealerAtom, null);
  signOut();
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The next weekday `day` (0 = Sunday) at least two days from now, as DD/MM/YYYY. */
function next(day: number): string {
  const date = new Date();
  date.setDate(date.getDate() + 2);
  while (date.getDay() !== day) date.setDate(date.getDate() + 1);
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}
const iso = (text: string) => text.split('/').reverse().join('-');

async function open(
  html = '<hub-test-drive model-code="553" mvs-code="5532L31" origin="test"></hub-test-drive>',
) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /solicitar agendamento|pedir turno/i });
  return { el, root, view };
}
type View = Awaited<ReturnType<typeof open>>['view'];
const user = () => userEvent.setup();

async function chooseDealer(view: View, u: ReturnType<typeof user>) {
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
  return radios;
}

async function fillPerson(view: View, u: ReturnType<typeof user>) {
  await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
  await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
  await u.type(view.getByLabelText(/^celular/i), '11987654321');
  await u.type(view.getByLabelText(/^cpf/i), '52998224725');
  await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
}

describe('hub-test-drive, pt-BR', () => {
  it('sends the request once with model, dealer, date and slot, and answers REQUESTED with the 24-hour promise', async () => {
    setupPage({ brand: 'fiat' });
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const { view } = await open();
    const u = user();
    await waitFor(() =>
      expect((view.getByRole('combobox', { name: /versão/i }) as HTMLSelectElement).value).toBe('5532L31'),
    );
    const radios = await chooseDealer(view, u);
    for (const radio of radios) expect(radio.closest('label')?.textContent).toContain('Agendamento online');
    const monday = next(1);
    await u.type(view.getByLabelText(/^data/i), monday.replace(/\//g, ''));
    await u.click(view.getByRole('radio', { name: 'Manhã' }));
    await fillPerson(view, u);
    await u.dblClick(view.getByRole('button', { name: 'Solicitar agendamento' }));
    await view.findByText('Pedido de agendamento enviado');
    expect(view.getByText('Situação: Solicitado')).toBeTruthy();
    expect(
      view.getByText('A concessionária vai responder em até 24 horas para confirmar o seu horário.'),
    ).toBeTruthy();
    const sent = journalOf('lead');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      firstName: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '52998224725',
      phone: '011987654321',
      formName: 'TestDrive',
      origin: 'test',
      productCode: '553',
      mvsCode: '5532L31',
      scheduleDate: iso(monday),
      schedulePeriod: 'MORNING',
      eventType: 'TEST_DRIVE',
      uf: 'SP',
      cidade: 'São Paulo',
      indWhatsappContact: true,
      preferred_contact_method: 'WHATSAPP',
    });
    expect(String((sent[0]!.body as Record<string, unknown>).dealersCode)).toMatch(/^\d{5}$/);
    expect(events).toHaveBeenCalledWith({
      form: 'test-drive',
      status: 'REQUESTED',
      leadId: expect.stringMatching(/^L/),
      widget: 'hub-test-drive',
      brand: 'fiat',
      market: 'pt-BR',
    });
  });

  it('refuses bad input beside the fields: past dates, closed days, a slot the dealer does not work; nothing sent', async () => {
    setupPage();
    const { view, root } = await open('<hub-test-drive></hub-test-drive>');
    const u = user();
    await u.click(view.getByRole('button', { name: 'Solicitar agendamento' }));
    await view.findByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS');
    expect(view.getByText('Selecione o modelo', { selector: 'p' })).toBeTruthy();
    expect(view.getByText('É obrigatório selecionar uma concessionária')).toBeTruthy();
    expect(view.getByText('Escolha o período')).toBeTruthy();
    expect(view.getByText('Selecione pelo menos uma forma de contato')).toBeTruthy();
    expect(root.activeElement).toBe(view.getByRole('combobox', { name: /modelo/i }));
    const today = new Date();
    await u.type(
      view.getByLabelText(/^data/i),
      `${pad(today.getDate())}${pad(today.getMonth() + 1)}${today.getFullYear()}`,
    );
    expect(await view.findByText('Escolha uma data a partir de amanhã')).toBeTruthy();
    await chooseDealer(view, u);
    const date = view.getByLabelText(/^data/i);
    await u.type(date, next(0).replace(/\//g, ''), { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(await view.findByText('A concessionária não abre neste dia. Escolha outra data.')).toBeTruthy();
    await u.type(date, next(6).replace(/\//g, ''), { initialSelectionStart: 0, initialSelectionEnd: 10 });
    await waitFor(() =>
      expect((view.getByRole('radio', { name: 'Tarde' }) as HTMLInputElement).disabled).toBe(true),
    );
    expect((view.getByRole('radio', { name: 'Manhã' }) as HTMLInputElement).disabled).toBe(false);
    expect(journalOf('lead')).toHaveLength(0);
  });

  /** Opens the form and asks for an afternoon test drive two days ahead, Maria's details filled. */
  async function requestAfternoonDrive() {
    const { view } = await open();
    const u = user();
    await chooseDealer(view, u);
    await u.type(view.getByLabelText(/^data/i), next(2).replace(/\//g, ''));
    await u.click(view.getByRole('radio', { name: 'Tarde' }));
    await fillPerson(view, u);
    await u.click(view.getByRole('button', { name: 'Solicitar agendamento' }));
    return { view, u };
  }

  it('a request that never answers stops “Enviando…” at its deadline; values kept, the resend goes', async () => {
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    sandboxServer.use(http.post(`${SANDBOX_BASE}/lead/`, () => delay('infinite'), { once: true }));
    const { view, u } = await requestAfternoonDrive();
    await view.findByText('FALHA AO ENVIAR MENSAGEM!', {}, { timeout: 4000 });
    expect(errors).toHaveBeenCalledWith({
      form: 'test-drive',
      code: 'timeout',
      widget: 'hub-test-drive',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    await u.click(view.getByRole('button', { name: 'Solicitar agendamento' }));
    await view.findByText('Pedido de agendamento enviado');
    expect(journalOf('lead')).toHaveLength(1);
  });

  it('keeps every value when the service fails and a resend works', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/lead/`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { view, u } = await requestAfternoonDrive();
    await view.findByText('FALHA AO ENVIAR MENSAGEM!');
    expect(errors).toHaveBeenCalledWith({
      form: 'test-drive',
      code: 'bad-response',
      widget: 'hub-test-drive',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    expect((view.getByRole('radio', { name: 'Tarde' }) as HTMLInputElement).checked).toBe(true);
    await u.click(view.getByRole('button', { name: 'Solicitar agendamento' }));
    await view.findByText('Pedido de agendamento enviado');
    expect(journalOf('lead')).toHaveLength(1);
  });

  it('prefills a signed-in shopper and lists their schedules with the bearer; confirm and cancel them', async () => {
    setupPage();
    signIn();
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const { view } = await open();
    const u = user();
    await waitFor(() =>
      expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Ana'),
    );
    await view.findByRole('heading', { name: 'Seus agendamentos' });
    const item = (await view.findByText('Situação: Pendente')).closest('li') as HTMLElement;
    expect(journalOf('dealers').find((e) => e.path.endsWith('/v1/appointments/web'))?.bearer).toBe(true);
    await u.click(within(item).getByRole('button', { name: /^confirmar/i }));
    await view.findByText('Agendamento confirmado.');
    await view.findByText('Situação: Confirmado');
    const confirmed = journalOf('events').find((e) => e.path.endsWith('/visitscheduling/confirm'));
    expect(confirmed).toMatchObject({ body: { scheduleId: 'VIS-1' }, bearer: true });
    expect(events).toHaveBeenCalledWith({
      form: 'appointment-confirm',
      scheduleId: 'VIS-1',
      widget: 'hub-test-drive',
      brand: 'fiat',
      market: 'pt-BR',
    });

    await u.click(view.getByRole('button', { name: /^cancelar/i }));
    const dialog = await view.findByRole('alertdialog', { name: 'Cancelar este agendamento?' });
    await u.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    await view.findByText('Agendamento cancelado.');
    await view.findByText('Situação: Cancelado');
    expect(journalOf('events').find((e) => e.path.endsWith('/visitscheduling/cancel'))?.body).toEqual({
      scheduleId: 'VIS-1',
    });
  });

  it('confirms a virtual visit through virtual-event', async () => {
    setupPage();
    signIn();
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/dealers/v1/appointments/web`, () =>
        HttpResponse.json([
          {
            scheduleId: 'VIS-9',
            eventId: 'EVT-FIAT-3',
            dealerCode: null,
            date: '2026-12-10',
            period: 'AFTERNOON',
            status: 'REQUESTED',
          },
        ]),
      ),
    );
    const { view } = await open();
    const u = user();
    await view.findByText('Situação: Solicitado');
    await u.click(view.getByRole('button', { name: /^confirmar/i }));
    await view.findByText('Agendamento confirmado.');
    expect(journalOf('events').find((e) => e.path.endsWith('/virtual-event/confirm'))?.body).toEqual({
      eventId: 'EVT-FIAT-3',
    });
  });
});

describe('hub-test-drive, es-AR', () => {
  it('speaks es-AR with voseo, asks for the CUIL and schedules a visit without a car', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open('<hub-test-drive kind="visit"></hub-test-drive>');
    expect(view.getByRole('heading', { level: 2 }).textContent).toBe('Agendá tu visita');
    const u = user();
    await u.click(view.getByRole('button', { name: 'Pedir turno' }));
    await view.findByText('TODAVÍA HAY CAMPOS POR COMPLETAR');
    expect(view.queryByText('Seleccioná el modelo', { selector: 'p' })).toBeNull();
    expect(view.getByLabelText(/^cuil/i).getAttribute('aria-invalid')).toBe('true');
  });
});
