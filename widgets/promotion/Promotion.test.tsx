import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './promotion.element.ts';

startSandbox();
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  signOut();
  history.replaceState(null, '', '/');
  for (const el of document.querySelectorAll('hub-promotion')) el.remove();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup();
type View = ReturnType<typeof within>;

async function open(html: string) {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}
/** Every public event the widget fires, with its detail. */
function recordEvents() {
  const events: { name: string; detail: unknown }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error', 'hub-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}
const numbersOf = (view: View, name = 'Seus números da sorte') =>
  within(view.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const posts = () => journalOf('promotions').filter((e) => e.method === 'POST');

describe('hub-promotion', () => {
  it('signed out: a sign-in prompt with the sign-in link, no call', async () => {
    setupPage({ brand: 'jeep' });
    const { view } = await open(
      '<hub-promotion promotion-id="PRM-JEEP-2026" login-url="/entrar"></hub-promotion>',
    );
    expect(
      view.getByText('Entre na sua conta para participar da promoção e ver seus números da sorte.'),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    expect(journalOf('promotions')).toEqual([]);
  });

  it('joins from an invitation link: terms first, the box and the CPF checked, sent once with invited-by, then the lucky numbers and the own invitation link', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    history.replaceState(null, '', '/promocao?invited-by=PTC-1000');
    const events = recordEvents();
    const u = user();
    const { root, view } = await open(
      '<hub-promotion promotion-id="PRM-JEEP-2026" terms-url="/regulamento.pdf"></hub-promotion>',
    );
    expect(await view.findByRole('heading', { name: 'Jeep Sorte na Estrada 2026' })).toBeTruthy();
    expect(view.getByText('Participe até 31/12/2026. Sorteio em 15/01/2027.')).toBeTruthy();
    expect(view.getByText(/Você chegou pelo convite de um amigo/)).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Termos de participação' })).toBeTruthy();
    expect(view.getByRole('link', { name: 'Ler o regulamento completo' }).getAttribute('href')).toBe(
      '/regulamento.pdf',
    );

    // Nothing typed, nothing ticked: both messages, nothing sent, focus on the first.
    await u.click(view.getByRole('button', { name: 'Quero participar' }));
    expect(view.getByText('Informe o CPF')).toBeTruthy();
    const box = view.getByRole('checkbox', { name: 'Li e aceito os termos de participação' });
    expect(view.getByText('Aceite os termos de participação para participar').id).toBe(
      box.getAttribute('aria-describedby'),
    );
    expect(root.activeElement).toBe(view.getByLabelText(/CPF/));
    await u.type(view.getByLabelText(/CPF/), '39053344705');
    await u.click(view.getByRole('button', { name: 'Quero participar' }));
    expect(root.activeElement).toBe(box);
    expect(posts()).toEqual([]);

    await u.click(box);
    await u.dblClick(view.getByRole('button', { name: 'Quero participar' }));
    await view.findByText('Pronto! Você está participando. Boa sorte!');
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      path: '/promotions/v1/participant/PRM-JEEP-2026',
      bearer: true,
      body: { acceptedTerms: true, cpf: '39053344705' },
      headers: expect.objectContaining({ 'invited-by': 'PTC-1000' }),
    });
    expect(numbersOf(view)).toEqual([expect.stringMatching(/^\d{5}Pela sua participação$/)]);
    expect(view.queryByRole('checkbox')).toBeNull();
    const link = (view.getByLabelText('Seu link de convite') as HTMLInputElement).value;
    expect(link).toBe(`${location.origin}/promocao?invited-by=PTC-1001`);
    const whatsapp = view.getByRole('link', { name: 'Compartilhar no WhatsApp' }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!.replace('https://wa.me/?text=', ''))).toBe(
      `Participe comigo da promoção Jeep Sorte na Estrada 2026 e concorra a prêmios: ${link}`,
    );
    expect(events).toEqual([
      {
        name: 'hub-submit-success',
        detail: {
          form: 'promotion-agree',
          id: 'PTC-1001',
          widget: 'hub-promotion',
          brand: 'jeep',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it('without an invitation link: no invited-by header at all', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    const u = user();
    const { view } = await open('<hub-promotion promotion-id="PRM-JEEP-2026"></hub-promotion>');
    await u.type(await view.findByLabelText(/CPF/), '39053344705');
    await u.click(view.getByRole('checkbox'));
    await u.click(view.getByRole('button', { name: 'Quero participar' }));
    await view.findByText('Pronto! Você está participando. Boa sorte!');
    expect(posts()[0]?.headers).not.toHaveProperty('invited-by');
  });

  it('an agreed participant goes straight to their numbers; a QR code typed is checked, validated once, then already used', async () => {
    setupPage({ brand: 'peugeot' });
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const u = user();
    const { view } = await open('<hub-promotion promotion-id="PRM-PEUGEOT-2026"></hub-promotion>');
    await view.findByRole('list', { name: 'Seus números da sorte' });
    expect(numbersOf(view)).toEqual(['04817Pela sua participação', '31562QR code validado']);
    expect(view.queryByRole('button', { name: 'Quero participar' })).toBeNull();
    expect((view.getByLabelText('Seu link de convite') as HTMLInputElement).value).toMatch(
      /\?invited-by=PTC-1001$/,
    );

    const field = view.getByLabelText(/Código do QR code/);
    await u.type(field, 'QR-123');
    await u.click(view.getByRole('button', { name: 'Validar código' }));
    expect(view.getByText('O código tem QR- seguido de 8 letras ou números')).toBeTruthy();
    expect(posts()).toEqual([]);

    await u.clear(field).catch(() => undefined);
    await u.type(field, ' qr peugbr02', { initialSelectionStart: 0, initialSelectionEnd: 99 });
    await u.click(view.getByRole('button', { name: 'Validar código' }));
    const valid = await view.findByText(/^QR code validado! Você ganhou o número da sorte \d{5}\.$/);
    expect(posts()[0]).toMatchObject({
      path: '/promotions/v1/participant/attribute/PRM-PEUGEOT-2026',
      body: { qrCode: 'QR-PEUGBR02' },
    });
    const number = /(\d{5})/.exec(valid.textContent ?? '')?.[1];
    expect(numbersOf(view).at(-1)).toBe(`${number}QR code validado`);

    await u.type(field, 'QR-PEUGBR02');
    await u.click(view.getByRole('button', { name: 'Validar código' }));
    expect((await view.findByRole('alert')).textContent).toBe('Este QR code já foi usado.');
    await u.type(field, 'QR-JEEPBR03', { initialSelectionStart: 0, initialSelectionEnd: 99 });
    await u.click(view.getByRole('button', { name: 'Validar código' }));
    await view.findByText('QR code inválido para esta promoção.');
    expect(numbersOf(view)).toHaveLength(3);
    expect(events.map((e) => e.detail)).toEqual([
      { form: 'promotion-qr', number, widget: 'hub-promotion', brand: 'peugeot', market: 'pt-BR' },
      { form: 'promotion-qr', code: 'used', widget: 'hub-promotion', brand: 'peugeot', market: 'pt-BR' },
      { form: 'promotion-qr', code: 'invalid', widget: 'hub-promotion', brand: 'peugeot', market: 'pt-BR' },
    ]);
  });

  it('a failing agreement says so, keeps the CPF and the box, and joins on the retry', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.post('*/promotions/v1/participant/:id', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const events = recordEvents();
    const u = user();
    const { view } = await open('<hub-promotion promotion-id="PRM-JEEP-2026"></hub-promotion>');
    await u.type(await view.findByLabelText(/CPF/), '39053344705');
    await u.click(view.getByRole('checkbox'));
    await u.click(view.getByRole('button', { name: 'Quero participar' }));
    expect((await view.findByRole('alert')).textContent).toBe('Um erro ocorreu, tente novamente');
    expect((view.getByLabelText(/CPF/) as HTMLInputElement).value).toBe('390.533.447-05');
    expect((view.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(events.at(-1)).toMatchObject({
      name: 'hub-submit-error',
      detail: { form: 'promotion-agree', code: 'bad-response' },
    });
    await u.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Pronto! Você está participando. Boa sorte!');
  });

  it('a failing load: the message and a retry', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get('*/promotions/v1/participant/agreed/:id', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { view } = await open('<hub-promotion promotion-id="PRM-JEEP-2026"></hub-promotion>');
    expect((await view.findByRole('alert')).textContent).toContain('Um erro ocorreu, tente novamente');
    await user().click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('heading', { name: 'Jeep Sorte na Estrada 2026' })).toBeTruthy();
  });

  it('a sign-in the service refuses (401): asked to sign in again, hub-error fired', async () => {
    setupPage({ brand: 'jeep' });
    signIn('sandbox-token-expired');
    const events = recordEvents();
    const { view } = await open(
      '<hub-promotion promotion-id="PRM-JEEP-2026" login-url="/entrar"></hub-promotion>',
    );
    expect(
      await view.findByText('Sua sessão expirou. Entre novamente para continuar na promoção.'),
    ).toBeTruthy();
    expect(view.getByRole('link', { name: 'Entrar' })).toBeTruthy();
    expect(events).toEqual([
      {
        name: 'hub-error',
        detail: {
          code: 'unauthorized',
          message: 'Sua sessão expirou. Entre novamente para continuar na promoção.',
          widget: 'hub-promotion',
          brand: 'jeep',
          market: 'pt-BR',
        },
      },
    ]);
  });

  it('es-AR: the Argentine promotion in Spanish, joined with the CUIL', async () => {
    setupPage({ brand: 'fiat', market: 'es-AR' });
    signIn('sandbox-token-lucia');
    const u = user();
    const { view } = await open('<hub-promotion promotion-id="PRM-FIAT-AR-2026"></hub-promotion>');
    expect(await view.findByRole('heading', { name: 'Fiat Sorteo Ruta 2026' })).toBeTruthy();
    expect(view.getByText('Participá hasta el 31/12/2026. Sorteo el 20/01/2027.')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Quiero participar' }));
    expect(view.getByText('Ingresá tu CUIL')).toBeTruthy();
    expect(view.getByText('Aceptá los términos de participación para participar')).toBeTruthy();
    await u.type(view.getByLabelText(/CUIL/), '27304567894');
    await u.click(view.getByRole('checkbox', { name: 'Leí y acepto los términos de participación' }));
    await u.click(view.getByRole('button', { name: 'Quiero participar' }));
    await view.findByText('¡Listo! Ya estás participando. ¡Suerte!');
    expect(posts()[0]?.body).toEqual({ acceptedTerms: true, cuil: '27304567894' });
    expect(numbersOf(view, 'Tus números de la suerte')).toEqual([
      expect.stringMatching(/^\d{5}Por tu participación$/),
    ]);
    expect(view.getByRole('link', { name: 'Compartir por WhatsApp' })).toBeTruthy();
  });
});
