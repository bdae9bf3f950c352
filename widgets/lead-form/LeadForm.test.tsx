import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { setCookie } from '../../core/cookies.ts';
import { AD_CLICK_COOKIE } from '../../domain/lead/attribution.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './lead-form.element.ts';

startSandbox();

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function open(html: string) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /enviar/i });
  return { el, root, view };
}

type View = Awaited<ReturnType<typeof open>>['view'];
const user = () => userEvent.setup();

/** Maria's person and contact fields, valid (pt-BR). */
async function fillMaria(view: View, u: ReturnType<typeof user>) {
  await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
  await u.type(view.getByLabelText(/^cpf/i), '52998224725');
  await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
  await u.type(view.getByLabelText(/celular/i), '11987654321');
}

async function chooseDealer(view: View, u: ReturnType<typeof user>, state: string, city: string) {
  // The dealer choice loads when the shopper reaches the form: wait for it, as a shopper would.
  const states = await view.findByRole('combobox', { name: /estado|provincia/i }, { timeout: 4000 });
  await waitFor(() => expect(within(states).getByRole('option', { name: state })).toBeTruthy());
  await u.selectOptions(states, within(states).getByRole('option', { name: state }));
  const cities = view.getByRole('combobox', { name: /cidade|ciudad/i });
  await waitFor(() => expect(within(cities).getByRole('option', { name: city })).toBeTruthy());
  await u.selectOptions(cities, within(cities).getByRole('option', { name: city }));
  const dealers = await view.findAllByRole('radio', {}, { timeout: 4000 });
  const dealer = dealers.find((r) => r.getAttribute('name') === 'dealer')!;
  await u.click(dealer);
}

describe('hub-lead-form, physical person (pt-BR)', () => {
  it('sends the seed payload and shows the success message', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const events = vi.fn();
    document.addEventListener('hub-submit-success', (e) => events(e.detail));
    const { view } = await open('<hub-lead-form origin="landing" model-code="338"></hub-lead-form>');
    const u = user();
    await u.type(view.getByLabelText(/nome completo/i), 'Maria da Silva');
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'maria@example.com');
    await u.type(view.getByLabelText(/celular/i), '11987654321');
    await chooseDealer(view, u, 'São Paulo', 'São Paulo');
    await u.click(view.getByRole('checkbox', { name: /sms/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    const [sent] = journalOf('lead');
    expect(sent?.headers.client_id).toBe('test-client');
    expect(sent?.body).toMatchObject({
      firstName: 'Maria da Silva',
      email: 'maria@example.com',
      cpf: '52998224725',
      phone: '011987654321',
      // Only SMS (and so phone) accepted: the preferred channel is the phone, not the unaccepted e-mail.
      preferred_contact_method: 'PHONE',
      indSmsContact: true,
      indPhoneContact: true,
      indEmailContact: false,
      indWhatsappContact: false,
      formName: 'Proposal',
      origin: 'landing',
      productCode: '338',
      uf: 'SP',
      cidade: 'São Paulo',
      country: 'BR',
      countryCode: 0,
    });
    expect(String((sent!.body as Record<string, unknown>).dealersCode)).toMatch(/^\d{5}$/);
    expect(events).toHaveBeenCalledWith({
      form: 'lead-physical',
      leadId: expect.stringMatching(/^L/),
      widget: 'hub-lead-form',
      brand: 'fiat',
      market: 'pt-BR',
    });
  });

  it('pushes GA4 generate_lead with the currency and the lead id the service answered, to a data layer the page has not made yet', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    delete window.dataLayer;
    const { view } = await open('<hub-lead-form origin="landing" model-code="338"></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await chooseDealer(view, u, 'São Paulo', 'São Paulo');
    await u.click(view.getByRole('checkbox', { name: /sms/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    const pushed = (window.dataLayer ?? []) as Record<string, unknown>[];
    const success = pushed.find((entry) => entry.event === 'hub-submit-success');
    expect(success).toMatchObject({ form: 'lead-physical', brand: 'fiat', market: 'pt-BR' });
    expect(pushed.filter((entry) => entry.event === 'generate_lead')).toEqual([
      { event: 'generate_lead', currency: 'BRL', lead_id: success?.leadId, lead_source: 'lead-physical' },
    ]);
    expect(String(success?.leadId)).toMatch(/^L/);
    delete window.dataLayer;
  });

  it('refuses to send an incomplete form, with the messages beside the fields', async () => {
    setupPage();
    const { view, root } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await u.type(view.getByLabelText(/nome completo/i), 'Maria');
    await u.type(view.getByLabelText(/^cpf/i), '11111111111');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS');
    expect(view.getByText('É obrigatório selecionar uma concessionária')).toBeTruthy();
    const name = view.getByLabelText(/nome completo/i);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const described = name.getAttribute('aria-describedby')!.split(' ')[0]!;
    expect(root.getElementById(described)?.textContent).toBeTruthy();
    expect(view.getByLabelText(/^cpf/i).getAttribute('aria-invalid')).toBe('true');
    expect(root.activeElement).toBe(name);
    expect(journalOf('lead')).toHaveLength(0);
  });

  it('keeps every value when the service fails, lets the user resend, and sends once per click burst', async () => {
    setupPage();
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/lead/`, () => new HttpResponse(null, { status: 500 }), { once: true }),
    );
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await u.type(view.getByLabelText(/nome completo/i), 'João Pereira');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'joao@example.com');
    await u.type(view.getByLabelText(/celular/i), '21998765432');
    await u.type(view.getByLabelText(/^cpf/i), '52998224725');
    await chooseDealer(view, u, 'Rio de Janeiro', 'Rio de Janeiro');
    await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('FALHA AO ENVIAR MENSAGEM!');
    expect(errors).toHaveBeenCalledWith({
      form: 'lead-physical',
      code: 'bad-response',
      widget: 'hub-lead-form',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('João Pereira');
    expect((view.getByLabelText(/celular/i) as HTMLInputElement).value).toBe('(21) 99876-5432');
    const send = view.getByRole('button', { name: /enviar/i });
    await u.dblClick(send);
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')).toHaveLength(1);
  });

  it('a send that never answers stops “Enviando…” at its deadline with the failure, and the resend goes', async () => {
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    const errors = vi.fn();
    document.addEventListener('hub-submit-error', (e) => errors(e.detail));
    sandboxServer.use(http.post(`${SANDBOX_BASE}/lead/`, () => delay('infinite'), { once: true }));
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await chooseDealer(view, u, 'Rio de Janeiro', 'Rio de Janeiro');
    await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('FALHA AO ENVIAR MENSAGEM!', undefined, { timeout: 4000 });
    expect(errors).toHaveBeenCalledWith({
      form: 'lead-physical',
      code: 'timeout',
      widget: 'hub-lead-form',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')).toHaveLength(1);
  });

  it('a send refused with 429 says the wait in words, holds the resend until it is over, and never resends by itself', async () => {
    setupPage();
    let posts = 0;
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/lead/`,
        () => {
          posts += 1;
          return HttpResponse.json(
            { message: 'Too Many Requests' },
            { status: 429, headers: { 'Retry-After': '1' } },
          );
        },
        { once: true },
      ),
    );
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await chooseDealer(view, u, 'Rio de Janeiro', 'Rio de Janeiro');
    await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('Muitas tentativas, tente em 1 s');
    expect(view.queryByText(/Seus dados continuam preenchidos. Tente enviar novamente./)).toBeNull();
    const send = view.getByRole('button', { name: /enviar/i });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    await u.click(send);
    expect(posts).toBe(1);
    await view.findByText('Você já pode tentar novamente.', undefined, { timeout: 3000 });
    expect(journalOf('lead')).toHaveLength(0);
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(posts).toBe(1);
    expect(journalOf('lead')).toHaveLength(1);
  });

  it('a send that fails offline says so, keeps the values and waits for the person to send again', async () => {
    setupPage();
    sandboxServer.use(http.post(`${SANDBOX_BASE}/lead/`, () => HttpResponse.error(), { once: true }));
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await chooseDealer(view, u, 'Rio de Janeiro', 'Rio de Janeiro');
    await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('Você está sem conexão com a internet. Confira a conexão e tente novamente.');
    online.mockRestore();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(journalOf('lead')).toHaveLength(0);
    expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Maria da Silva');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')).toHaveLength(1);
  });

  it('makes CPF optional where the page allows leads without CPF', async () => {
    setupPage({ settings: { 'allow-leads-without-cpf': 'true', 'leads-without-cpf-everywhere': 'true' } });
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    expect(view.getByLabelText('CPF (opcional)')).toBeTruthy();
    await u.type(view.getByLabelText(/nome completo/i), 'Ana Paula Reis');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'ana@example.com');
    await u.type(view.getByLabelText(/celular/i), '31991234567');
    await chooseDealer(view, u, 'Minas Gerais', 'Belo Horizonte');
    await u.click(view.getByRole('checkbox', { name: /^e-mail/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')[0]?.body).toMatchObject({ cpf: '', indEmailContact: true });
  });

  it('prefills from users/self when the user is signed in, sending the token', async () => {
    setupPage();
    signIn();
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    await waitFor(() =>
      expect((view.getByLabelText(/nome completo/i) as HTMLInputElement).value).toBe('Ana'),
    );
    expect((view.getByRole('textbox', { name: /e-mail/i }) as HTMLInputElement).value).toBe(
      'ana.souza@example.com',
    );
    expect((view.getByLabelText(/^cpf/i) as HTMLInputElement).value).toBe('390.533.447-05');
    expect(journalOf('users')[0]?.bearer).toBe(true);
    signOut();
  });
});

describe('hub-lead-form, legal person and Argentina', () => {
  it('sends the legal-person payload', async () => {
    setupPage({ brand: 'jeep' });
    const { view } = await open('<hub-lead-form variant="legal"></hub-lead-form>');
    const u = user();
    await u.type(view.getByLabelText(/razão social/i), 'Transportes Horizonte Ltda');
    await u.type(view.getByLabelText(/^cnpj/i), '47381092000160');
    await u.type(view.getByLabelText(/nome do contato/i), 'Carlos Lima');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'frota@example.com');
    await u.type(view.getByLabelText(/celular/i), '21998765432');
    await u.type(view.getByLabelText(/quantidade de veículos/i), '12');
    await u.click(view.getByRole('checkbox', { name: /mais de dois anos/i }));
    await chooseDealer(view, u, 'Rio de Janeiro', 'Rio de Janeiro');
    await u.click(view.getByRole('checkbox', { name: /sms/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')[0]?.body).toMatchObject({
      corporateName: 'Transportes Horizonte Ltda',
      contactName: 'Carlos Lima',
      cnpj: '47381092000160',
      totalVehicles: 12,
      hasTwoYearCnpj: true,
      countryCode: 57,
    });
  });

  it('speaks es-AR and validates the CUIL', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    expect(view.getByRole('heading').textContent).toBe('Contactá a un concesionario');
    await u.type(view.getByLabelText(/^cuil/i), '20123456780');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('TODAVÍA HAY CAMPOS POR COMPLETAR');
    expect(view.getByLabelText(/^cuil/i).getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('Es obligatorio seleccionar un concesionario')).toBeTruthy();
  });
});

describe('hub-lead-form, es-AR landing page phone', () => {
  it('shows a mobile typed with the trunk 0 and the 15 whole and sends its digits once prefixed with 0', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open('<hub-lead-form model-code="338" origin="landing-compass"></hub-lead-form>');
    const u = user();
    await u.type(view.getByLabelText(/nombre y apellido/i), 'Martina González');
    await u.type(view.getByLabelText(/^cuil/i), '27123456780');
    await u.type(view.getByRole('textbox', { name: /e-mail/i }), 'martina@example.com.ar');
    const phone = view.getByLabelText(/celular/i) as HTMLInputElement;
    await u.type(phone, '01115512345678');
    expect(phone.value).toBe('(011) 1551-2345678');
    await chooseDealer(view, u, 'Córdoba', 'Córdoba');
    await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('¡TU MENSAJE FUE ENVIADO!');
    expect(phone.getAttribute('aria-invalid')).not.toBe('true');
    expect(journalOf('lead')[0]?.body).toMatchObject({ phone: '01115512345678', country: 'AR' });
  });

  it('refuses a number too short after the trunk 0, beside the field, and sends nothing', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    const phone = view.getByLabelText(/celular/i) as HTMLInputElement;
    await u.type(phone, '0111551234');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('Ingresá un celular válido con código de área');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('lead')).toHaveLength(0);
  });
});

describe('hub-lead-form, attribution, brand area, message, chassis and the preferred channel', () => {
  it('keeps the ad-click id in its 90-day cookie as soon as the shopper lands with gclid, before any lead', async () => {
    setupPage();
    const landing = window.location.href;
    window.history.replaceState(null, '', '/campanha?gclid=CLICK-42&utm_source=google');
    try {
      await open('<hub-lead-form></hub-lead-form>');
      // Kept by the form's effect once it shows, which a busy run may commit after the first paint.
      await waitFor(() => expect(document.cookie).toContain('hub_gclid=CLICK-42'));
    } finally {
      window.history.replaceState(null, '', landing);
      setCookie(AD_CLICK_COOKIE, '', 0);
    }
  });

  it('sends the seed 000 §9 brand-area code: 55 for a Ram lead', async () => {
    setupPage({ brand: 'ram' });
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await chooseDealer(view, u, 'São Paulo', 'São Paulo');
    await u.click(view.getByRole('checkbox', { name: /e-mail/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')[0]?.body).toMatchObject({ countryCode: 55 });
  });

  it('sends the message and, when the page asks for it, the chassis (seed 000 §3); a bad chassis is refused beside the field', async () => {
    setupPage();
    const { view } = await open('<hub-lead-form with-chassis></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await u.type(view.getByRole('textbox', { name: /mensagem/i }), 'Quero saber do prazo de entrega.');
    const chassis = view.getByRole('textbox', { name: /chassi/i });
    await u.type(chassis, '9bd1234');
    await chooseDealer(view, u, 'São Paulo', 'São Paulo');
    await u.click(view.getByRole('checkbox', { name: /e-mail/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('AINDA EXISTEM CAMPOS A SEREM PREENCHIDOS');
    expect(chassis.getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('lead')).toHaveLength(0);
    await u.type(chassis, '9BD11111111111111', { initialSelectionStart: 0, initialSelectionEnd: 99 });
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')[0]?.body).toMatchObject({
      message: 'Quero saber do prazo de entrega.',
      chassis: '9BD11111111111111',
    });
  });

  it('offers as preferred channel only what the shopper accepted, and never sends E-mail with only WhatsApp accepted', async () => {
    setupPage();
    const { view } = await open('<hub-lead-form></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await chooseDealer(view, u, 'São Paulo', 'São Paulo');
    await u.click(view.getByRole('checkbox', { name: /whatsapp/i }));
    const preferred = view.getByRole('combobox', {
      name: /forma de contato preferida/i,
    }) as HTMLSelectElement;
    const offered = [...preferred.options].filter((o) => o.value !== '').map((o) => o.textContent);
    expect(offered).toEqual(['WhatsApp']);
    expect(preferred.selectedOptions[0]?.textContent).toBe('WhatsApp');
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    expect(journalOf('lead')[0]?.body).toMatchObject({
      preferred_contact_method: 'WHATSAPP',
      indWhatsappContact: true,
      indEmailContact: false,
    });
  });
});

describe('hub-lead-form, custom variant', () => {
  it('a postal-code lookup failing with 5xx offers a retry, not CEP NÃO ENCONTRADO; the retry fills the address', async () => {
    setupPage();
    let down = true;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/location/cep/*`, () =>
        down ? new HttpResponse(null, { status: 503 }) : undefined,
      ),
    );
    const { view } = await open('<hub-lead-form variant="custom"></hub-lead-form>');
    const u = user();
    const cep = (await view.findByLabelText(/^cep/i)) as HTMLInputElement;
    await u.type(cep, '01310100');
    const retry = await view.findByRole('button', { name: 'Tentar novamente' });
    expect(view.getByText('Não foi possível buscar o endereço deste CEP agora.')).toBeTruthy();
    expect(view.queryByText('CEP NÃO ENCONTRADO')).toBeNull();
    expect(cep.value).toBe('01310-100');
    down = false;
    await u.click(retry);
    await waitFor(() =>
      expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista'),
    );
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  /** A custom lead from Maria, CEP 01310-100 (São Paulo) with `number` typed or not, Salvador's dealer. */
  async function sendFromPaulista(number: string) {
    setupPage();
    const { view } = await open('<hub-lead-form variant="custom"></hub-lead-form>');
    const u = user();
    await fillMaria(view, u);
    await u.type(await view.findByLabelText(/^cep/i), '01310100');
    await waitFor(() =>
      expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).toBe('Avenida Paulista'),
    );
    if (number) await u.type(view.getByLabelText(/^número/i), number);
    await chooseDealer(view, u, 'Bahia', 'Salvador');
    await u.click(view.getByRole('checkbox', { name: /sms/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    return journalOf('lead')[0]?.body as Record<string, unknown>;
  }

  it('sends the lead without the optional address while the address is incomplete, and never the dealer’s uf/cidade as the address', async () => {
    const body = await sendFromPaulista('');
    for (const key of ['userPostalCode', 'street', 'homeNumber', 'neighborhood', 'uf', 'cidade'])
      expect(body, key).not.toHaveProperty(key);
  });

  it('takes uf and cidade from a valid address, not from the dealer', async () => {
    expect(await sendFromPaulista('1578')).toMatchObject({
      userPostalCode: '01310100',
      street: 'Avenida Paulista, 1578',
      homeNumber: '1578',
      uf: 'SP',
      cidade: 'São Paulo',
    });
  });

  it('adds the address only when the section is valid and joins the free fields', async () => {
    setupPage();
    const fields = JSON.stringify([{ name: 'versao', label: 'Versão de interesse', required: true }]);
    const { view } = await open(
      `<hub-lead-form variant="custom" model-year="2026" reasons='["Comprar","Dúvidas"]' fields='${fields}'></hub-lead-form>`,
    );
    const u = user();
    await fillMaria(view, u);
    await u.type(view.getByLabelText(/^cep/i), '01310100');
    await waitFor(() => expect((view.getByLabelText(/^rua/i) as HTMLInputElement).value).not.toBe(''));
    await u.type(view.getByLabelText(/^número/i), '1000');
    await u.type(view.getByLabelText(/versão de interesse/i), 'Pulse Audace');
    await u.selectOptions(view.getByRole('combobox', { name: /motivo/i }), 'Comprar');
    await chooseDealer(view, u, 'São Paulo', 'São Paulo');
    await u.click(view.getByRole('checkbox', { name: /sms/i }));
    await u.click(view.getByRole('button', { name: /enviar/i }));
    await view.findByText('SUA MENSAGEM FOI ENVIADA!');
    const body = journalOf('lead')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Maria da Silva',
      userPostalCode: '01310100',
      homeNumber: '1000',
      description: 'versao: Pulse Audace',
      contactReason: 'Comprar',
      msc_ano_modelo: '2026',
    });
    expect(String(body.street)).toMatch(/, 1000$/);
  });
});
