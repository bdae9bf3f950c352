import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEALERS } from '../../api/sandbox/data/dealers.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { hubStore } from '../../core/store.ts';
import { chosenDealerAtom } from '../../domain/dealer/chosenDealer.ts';
import { forgetLocation } from '../../test/location.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './whatsapp-chat.element.ts';

startSandbox();
let warn: { mock: { calls: unknown[][] } };

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  forgetLocation();
  hubStore.set(chosenDealerAtom, null);
});

/** Fiat Mobi Trekking in the sandbox catalogue. */
const MOBI =
  '<hub-whatsapp-chat model-code="553" mvs-code="5532L31" color="Branco Banchisa"></hub-whatsapp-chat>';

async function open(html = MOBI) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /iniciar conversa/i });
  return { el, root, view };
}
type View = Awaited<ReturnType<typeof open>>['view'];
const user = () => userEvent.setup();

async function fill(view: View, u: ReturnType<typeof user>, dealerName?: string) {
  await waitFor(() =>
    expect((view.getByRole('combobox', { name: /versão/i }) as HTMLSelectElement).value).toBe('5532L31'),
  );
  await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
  await u.type(view.getByLabelText(/celular com whatsapp/i), '11987654321');
  await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
  await u.click(view.getByRole('radio', { name: 'Cidade' }));
  const states = view.getByRole('combobox', { name: /estado/i });
  await waitFor(() => expect(within(states).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
  await u.selectOptions(states, 'SP');
  const cities = view.getByRole('combobox', { name: /cidade/i });
  await waitFor(() => expect(within(cities).getByRole('option', { name: 'São Paulo' })).toBeTruthy());
  await u.selectOptions(cities, within(cities).getByRole('option', { name: 'São Paulo' }));
  // A dealer that answers on WhatsApp: the chat is with the dealer's own number.
  const withChat = DEALERS.find((d) => d.brand === 'fiat' && d.cityName === 'São Paulo' && d.whatsapp)!;
  const name = new RegExp(dealerName ?? withChat.name);
  await u.click(await view.findByRole('radio', { name }, { timeout: 4000 }));
  return withChat;
}

function fakeWindow(opened: boolean) {
  const popup = { opener: window as unknown };
  const openSpy = vi.spyOn(window, 'open').mockReturnValue(opened ? (popup as unknown as Window) : null);
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  return { openSpy, assign, popup };
}

describe('hub-whatsapp-chat, pt-BR', () => {
  it('checks the phone, sends the seed payload, opens the chat in a new window and fires hub-submit-success', async () => {
    setupPage({ brand: 'fiat' });
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const { openSpy, assign, popup } = fakeWindow(true);
    const { view } = await open();
    const u = user();
    const dealer = await fill(view, u);
    await u.type(view.getByLabelText(/quando pretende visitar/i), '31122099');
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    await view.findByText('Conversa iniciada!');
    const [check, start] = journalOf('whatsapp');
    expect(check).toMatchObject({ path: '/whatsapp/Phone/valid', body: { phoneNumber: '5511987654321' } });
    expect(start?.path).toBe('/whatsapp/v1/Lead/send');
    expect(start?.body).toEqual({
      phoneNumber: '5511987654321',
      name: 'Maria da Silva',
      cpf: '52998224725',
      email: 'maria@example.com',
      model: 'Mobi',
      version: 'Trekking',
      dealer: expect.stringMatching(/^\d{5}$/),
      brand: 'fiat',
      serie: '1',
      color: 'Branco Banchisa',
      scheduleDate: '2099-12-31',
    });
    expect(openSpy).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\//), '_blank');
    expect(openSpy.mock.calls[0]?.[0]).toMatch(new RegExp(`^https://wa\\.me/${dealer.whatsapp}\\?`));
    expect(popup.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(events).toHaveBeenCalledWith({
      form: 'whatsapp-chat',
      widget: 'hub-whatsapp-chat',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect(view.getByRole('link', { name: 'Abrir a conversa no WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\//,
    );
  });

  it('opens the chat in the same window when the browser blocks the new one', async () => {
    setupPage();
    const { assign } = fakeWindow(false);
    const { view } = await open();
    const u = user();
    await fill(view, u);
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    await view.findByText('Conversa iniciada!');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\/wa\.me\//));
  });

  it('refuses bad input beside the fields and sends nothing', async () => {
    setupPage();
    const { view, root } = await open('<hub-whatsapp-chat></hub-whatsapp-chat>');
    const u = user();
    await u.type(view.getByLabelText(/celular com whatsapp/i), '1133334444');
    await u.type(view.getByLabelText(/quando pretende visitar/i), '01012000');
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    await view.findByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS');
    expect(view.getByText('Selecione o modelo', { selector: 'p' })).toBeTruthy();
    expect(view.getByText('Escolha hoje ou uma data futura')).toBeTruthy();
    expect(view.getByText('É obrigatório selecionar uma concessionária')).toBeTruthy();
    expect(view.getByLabelText(/celular com whatsapp/i).getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(view.getByRole('combobox', { name: /modelo/i }));
    expect(journalOf('whatsapp')).toHaveLength(0);
  });

  it('says beside the phone when the number has no WhatsApp, and starts nothing', async () => {
    setupPage();
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/Phone/valid`, () =>
        HttpResponse.json({ success: true, resource: { isValid: false } }),
      ),
    );
    const { view } = await open();
    const u = user();
    await fill(view, u);
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    await view.findByText('Este número não está disponível no WhatsApp. Confira o número.');
    expect(view.getByLabelText(/celular com whatsapp/i).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('whatsapp')).toHaveLength(0);
  });

  it('retries the phone check after 500 ms and stops after 3 attempts: ERROR popup for 4000 ms, hub-submit-error, values kept', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    const times: number[] = [];
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/Phone/valid`, () => {
        times.push(Date.now());
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const { view } = await open();
    const u = user();
    await fill(view, u);
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    const popup = await view.findByRole('alert', {}, { timeout: 4000 });
    const shown = Date.now();
    expect(popup.textContent).toContain('Falha ao iniciar conversa no WhatsApp');
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(490);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(490);
    expect(errors).toHaveBeenCalledWith({
      form: 'whatsapp-chat',
      code: 'bad-response',
      widget: 'hub-whatsapp-chat',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    await waitFor(() => expect(view.queryByText('Falha ao iniciar conversa no WhatsApp')).toBeNull(), {
      timeout: 5000,
      interval: 50,
    });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(3900);
    expect(Date.now() - shown).toBeLessThan(4600);
    expect(journalOf('whatsapp')).toHaveLength(0);
  });

  it('logs Erro on SubmitIntent when success is false and opens the dealer chat in the same window', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    const { openSpy, assign } = fakeWindow(true);
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/v1/Lead/send`, () => HttpResponse.json({ success: false })),
      http.get(`${SANDBOX_BASE}/dealers/v2/dealer/findDealersBy`, () =>
        HttpResponse.json([
          {
            id: 7,
            dealerCode: '12345',
            name: 'Fiat Teste',
            street: 'Rua A',
            number: '1',
            neighborhood: 'Centro',
            postalCode: '01001000',
            cityName: 'São Paulo',
            stateCode: 'SP',
            phone: '1133334444',
            latitude: -23.5,
            longitude: -46.6,
            types: ['ONLINE_SCHEDULE'],
            periods: [],
            whatsapp: '5511991234567',
          },
        ]),
      ),
    );
    const { view } = await open();
    const u = user();
    await fill(view, u, 'Fiat Teste');
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://wa.me/5511991234567'));
    expect(openSpy).not.toHaveBeenCalled();
    expect(warn.mock.calls.flat().join()).toContain('Erro on SubmitIntent');
    expect(errors).toHaveBeenCalledWith({
      form: 'whatsapp-chat',
      code: 'refused',
      widget: 'hub-whatsapp-chat',
      brand: 'fiat',
      market: 'pt-BR',
    });
  });

  it('shows the failure popup when success is false and no chat address is known', async () => {
    setupPage();
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/whatsapp/v1/Lead/send`, () => HttpResponse.json({ success: false })),
    );
    const { view } = await open();
    const u = user();
    await fill(view, u);
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    expect((await view.findByRole('alert')).textContent).toContain('Falha ao iniciar conversa no WhatsApp');
  });

  it('talks to the dealer the page fixed, loaded by its code', async () => {
    setupPage();
    fakeWindow(true);
    const { view } = await open(
      `<hub-whatsapp-chat model-code="553" mvs-code="5532L31" dealer-code="34100"></hub-whatsapp-chat>`,
    );
    await view.findByText('Concessionária: Fiat Primavera');
    expect(view.queryByRole('radio', { name: 'Cidade' })).toBeNull();
    const u = user();
    await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
    await u.type(view.getByLabelText(/celular com whatsapp/i), '11987654321');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
    await u.click(view.getByRole('button', { name: 'Iniciar conversa' }));
    await view.findByText('Conversa iniciada!');
    expect(journalOf('whatsapp')[1]?.body).toMatchObject({
      dealer: '34100',
      model: 'Mobi',
      version: 'Trekking',
    });
  });
});

describe('hub-whatsapp-chat, signed in', () => {
  it('prefills the shopper from their account like the other forms', async () => {
    setupPage();
    signIn();
    const { view } = await open();
    await waitFor(() =>
      expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Ana'),
    );
    expect(view.getByText('Preenchemos alguns campos com os dados da sua conta.')).toBeTruthy();
    expect((view.getByRole('textbox', { name: /e-mail/i }) as HTMLInputElement).value).toBe(
      'ana.souza@example.com',
    );
    expect(journalOf('users')[0]?.bearer).toBe(true);
    signOut();
  });
});

describe('hub-whatsapp-chat, es-AR', () => {
  it('speaks es-AR with voseo and asks for the CUIL', async () => {
    setupPage({ brand: 'peugeot', market: 'es-AR' });
    const { view } = await open('<hub-whatsapp-chat></hub-whatsapp-chat>');
    expect(view.getByRole('heading').textContent).toBe('Chateá por WhatsApp');
    const u = user();
    await u.type(view.getByLabelText(/^cuil/i), '20123456780');
    await u.click(view.getByRole('button', { name: 'Iniciar conversación' }));
    await view.findByText('TODAVÍA HAY CAMPOS POR COMPLETAR');
    expect(view.getByLabelText(/^cuil/i).getAttribute('aria-invalid')).toBe('true');
    expect(view.queryByRole('radio', { name: 'Código postal' })).toBeNull();
  });
});
