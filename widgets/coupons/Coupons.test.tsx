import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './coupons.element.ts';

startSandbox();
beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  signOut();
  window.history.replaceState(null, '', '/');
  for (const el of document.querySelectorAll('hub-coupons')) el.remove();
});

/** OFR-00001 is a Brazilian Fiat offer; OFR-00151 an Argentine Jeep one (api/sandbox/data/offers.ts). */
const FIAT_BR = 'OFR-00001';
const JEEP_AR = 'OFR-00151';
const ANA = '39053344705';
const user = () => userEvent.setup();

function recordEvents() {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  for (const name of ['hub-submit-success', 'hub-submit-error'])
    document.addEventListener(name, (e) => events.push({ name, detail: (e as CustomEvent).detail }));
  return events;
}

async function open(attributes: string) {
  const { root } = mount(`<hub-coupons ${attributes}></hub-coupons>`);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return view;
}
/** Types over what a field holds (a prefilled coupon, a refused CPF). */
async function retype(u: ReturnType<typeof user>, field: HTMLElement, text: string) {
  const length = (field as HTMLInputElement).value.length;
  if (!text) {
    await u.type(field, '{Backspace}', { initialSelectionStart: 0, initialSelectionEnd: length });
    return;
  }
  await u.type(field, text, { initialSelectionStart: 0, initialSelectionEnd: length });
}
const validations = () => journalOf('coupons').filter((e) => e.path.includes('/validate/'));

describe('hub-coupons: a shopper checks a coupon', () => {
  it("the offer's default coupon comes prefilled; without an entry payment the seed's message is said beside the field, with one it applies", async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const events = recordEvents();
    const view = await open(`offer-id="${FIAT_BR}" period="2026-03"`);
    expect(
      await view.findByText(
        /Cupom desta oferta em 2026-03: BEMVINDO10, 10% de desconto\. Vale apenas em propostas com entrada\./,
      ),
    ).toBeTruthy();
    const field = view.getByLabelText('Cupom de desconto') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('BEMVINDO10'));
    const u = user();
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom disponível apenas em propostas com entrada')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(validations().at(-1)).toMatchObject({
      method: 'POST',
      path: `/coupons/coupons/validate/BEMVINDO10/offer/${FIAT_BR}/period/2026-03`,
    });
    expect(validations().at(-1)?.body ?? {}).toEqual({});

    await u.type(view.getByLabelText(/Valor de entrada/), '20000');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom BEMVINDO10 aplicado: 10% de desconto.')).toBeTruthy();
    expect(validations().at(-1)?.body).toEqual({ entryValue: 20000 });
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: {
        form: 'coupon-validate',
        coupon: 'BEMVINDO10',
        discount: 10,
        offerId: FIAT_BR,
        widget: 'hub-coupons',
        brand: 'fiat',
        market: 'pt-BR',
      },
    });
    // Without a CPF there is no use to count.
    expect(view.queryByRole('button', { name: 'Usar o cupom' })).toBeNull();
  });

  it("'Cupom indisponível' beside the field for a coupon that is not this offer's", async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const view = await open(`offer-id="${FIAT_BR}"`);
    const field = view.getByLabelText('Cupom de desconto') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('BEMVINDO10'));
    const u = user();
    await retype(u, field, 'jeepday8');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    const message = await view.findByText('Cupom indisponível');
    expect(field.getAttribute('aria-describedby')).toBe(message.id);
    expect(validations().at(-1)?.path).toContain('/validate/JEEPDAY8/');
  });

  it('a bad CPF is said beside its field and nothing is sent; with a good one the coupon is checked for it and its use counted once', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const events = recordEvents();
    const view = await open(`offer-id="${FIAT_BR}" period="2026-03"`);
    const field = view.getByLabelText('Cupom de desconto') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('BEMVINDO10'));
    const u = user();
    await retype(u, field, 'FROTA5');
    const cpf = view.getByLabelText('CPF (opcional)');
    await u.type(cpf, '11111111111');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    await waitFor(() => expect(cpf.getAttribute('aria-invalid')).toBe('true'));
    expect(validations()).toHaveLength(0);

    await retype(u, cpf, ANA);
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom FROTA5 aplicado: 5% de desconto.')).toBeTruthy();
    expect(validations().at(-1)?.query).toMatchObject({ cpf: ANA });
    const use = view.getByRole('button', { name: 'Usar o cupom' });
    await u.dblClick(use);
    expect(
      await view.findByText('Uso registrado. Usos deste cupom pelo seu CPF nesta oferta: 1.'),
    ).toBeTruthy();
    const counts = journalOf('coupons').filter((e) => e.path.endsWith('/coupons/count'));
    expect(counts.map((e) => e.body)).toEqual([{ id: FIAT_BR, cpf: ANA, name: 'FROTA5' }]);
    const used = events.find((e) => e.detail.form === 'coupon-use');
    expect(used?.detail).toEqual({
      form: 'coupon-use',
      coupon: 'FROTA5',
      uses: 1,
      offerId: FIAT_BR,
      widget: 'hub-coupons',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect(JSON.stringify(events)).not.toContain(ANA);
  });

  it('a failing service: the seed message beside the field, what was typed kept, and a new try works', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const view = await open(`offer-id="${FIAT_BR}"`);
    const field = view.getByLabelText('Cupom de desconto') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('BEMVINDO10'));
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/coupons/coupons/validate/*`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
    );
    const u = user();
    await retype(u, field, 'FROTA5');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(field.value).toBe('FROTA5');
    await u.click(view.getByRole('button', { name: 'Aplicar cupom' }));
    expect(await view.findByText('Cupom FROTA5 aplicado: 5% de desconto.')).toBeTruthy();
  });

  it("the offer's coupon call failing: the seed's message and a retry that brings the coupon, what was typed kept", async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    sandboxServer.use(
      http.get(
        `${SANDBOX_BASE}/coupons/coupons/default/offer/*`,
        () => HttpResponse.json({}, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const view = await open(`offer-id="${FIAT_BR}" period="2026-03"`);
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    const field = view.getByLabelText('Cupom de desconto') as HTMLInputElement;
    const u = user();
    await u.type(field, 'FROTA5');
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(
      await view.findByText(/Cupom desta oferta em 2026-03: BEMVINDO10, 10% de desconto\./),
    ).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(field.value).toBe('FROTA5');
  });

  it('an offer without a default coupon (404) says no failure', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    sandboxServer.use(
      http.get(
        `${SANDBOX_BASE}/coupons/coupons/default/offer/*`,
        () => HttpResponse.json({ message: 'No default coupon' }, { status: 404 }),
        {
          once: true,
        },
      ),
    );
    const view = await open(`offer-id="${FIAT_BR}" period="2026-03"`);
    await view.findByLabelText('Cupom de desconto');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(view.queryByRole('alert')).toBeNull();
  });

  it("a partner link's token: the partner named and its coupon prefilled", async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    const token = btoa(JSON.stringify({ partner: 'Clube Aventura', coupon: 'FROTA5' }));
    window.history.replaceState(null, '', `/?token=${encodeURIComponent(token)}`);
    const view = await open(`offer-id="${FIAT_BR}"`);
    expect(await view.findByText('Você chegou pelo link do parceiro Clube Aventura.')).toBeTruthy();
    expect(view.getByText('Cupom do parceiro: FROTA5.')).toBeTruthy();
    await waitFor(() =>
      expect((view.getByLabelText('Cupom de desconto') as HTMLInputElement).value).toBe('FROTA5'),
    );
    expect(journalOf('coupons').find((e) => e.path.endsWith('/partnership/token/decrypt'))?.query).toEqual({
      token,
    });
  });

  it('es-AR: the CUIL, the Argentine default coupon and the messages in Spanish', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const view = await open(`offer-id="${JEEP_AR}"`);
    const field = view.getByLabelText('Cupón de descuento') as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('BIENVENIDO10'));
    expect(view.getByLabelText('CUIL (opcional)')).toBeTruthy();
    const u = user();
    await u.click(view.getByRole('button', { name: 'Aplicar cupón' }));
    expect(await view.findByText('Cupón disponible solo en propuestas con anticipo')).toBeTruthy();
    await retype(u, field, 'VENCIDO');
    await u.click(view.getByRole('button', { name: 'Aplicar cupón' }));
    expect(await view.findByText('Cupón no disponible')).toBeTruthy();
    await retype(u, field, '');
    await u.click(view.getByRole('button', { name: 'Aplicar cupón' }));
    expect(await view.findByText('Ingresá el cupón')).toBeTruthy();
  });
});

describe('hub-coupons mode="admin": voucher administrators clear coupon uses', () => {
  const admin = 'mode="admin" login-url="/entrar"';

  it('signed out: the sign-in prompt; a customer: told in words what the area is for', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    let view = await open(admin);
    expect(view.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/entrar');
    document.querySelector('hub-coupons')?.remove();
    signIn('sandbox-token-ana');
    view = await open(admin);
    expect(await view.findByText('O seu perfil não dá acesso a esta área.')).toBeTruthy();
    expect(view.getByText('Ela é para: administração de vouchers e cupons.')).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Apagar usos' })).toBeNull();
  });

  it("clears a CPF's uses after a confirmation: the call with the bearer and the brand header, the answer in words", async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    signIn('sandbox-token-ana');
    const events = recordEvents();
    const { call } = await import('../../api/catalogue.ts');
    const { sandboxScope } = await import('../../test/examples/scope.ts');
    await call(sandboxScope('jeep'), 'coupons', 'count', { json: { id: FIAT_BR, cpf: ANA, name: 'FROTA5' } });
    signIn('sandbox-token-vera');
    const view = await open(admin);
    const u = user();
    await u.click(await view.findByRole('button', { name: 'Apagar usos' }));
    // The CPF is asked for beside its field, nothing is sent.
    const cpf = view.getByLabelText(/^CPF/);
    await waitFor(() => expect(cpf.getAttribute('aria-invalid')).toBe('true'));
    expect(journalOf('coupons').filter((e) => e.method === 'DELETE')).toHaveLength(0);

    await u.type(cpf, ANA);
    await u.click(view.getByRole('button', { name: 'Apagar usos' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Apagar usos de cupons?' });
    expect(within(dialog).getByText('Os usos de cupons do CPF 390.533.447-05 serão apagados.')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await view.findByText('Usos apagados. O cupom pode ser usado de novo.')).toBeTruthy();
    const sent = journalOf('coupons').filter((e) => e.method === 'DELETE');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: `/coupons/coupons/clearCPF/${ANA}`, bearer: true });
    expect(sent[0]?.headers.brand).toBe('jeep');
    expect(events).toContainEqual({
      name: 'hub-submit-success',
      detail: { form: 'coupon-clear', scope: 'cpf', widget: 'hub-coupons', brand: 'jeep', market: 'pt-BR' },
    });

    // Nothing left to clear: said in words.
    await u.click(view.getByRole('button', { name: 'Apagar usos' }));
    await u.click(within(await view.findByRole('alertdialog')).getByRole('button', { name: 'Apagar' }));
    expect(await view.findByText('Não havia usos registrados para apagar.')).toBeTruthy();
  });

  it("a coupon for a CPF, and a 403 that still comes said with the role's words", async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    signIn('sandbox-token-vera');
    const events = recordEvents();
    const view = await open(admin);
    const u = user();
    await u.click(await view.findByRole('radio', { name: 'Usos de um cupom por um CPF' }));
    await u.type(view.getByLabelText(/Oferta do cupom/), FIAT_BR);
    await u.type(view.getByLabelText(/^CPF/), ANA);
    const refused: string[] = [];
    sandboxServer.use(
      http.delete(
        `${SANDBOX_BASE}/coupons/coupons/clear/*`,
        ({ request }) => {
          refused.push(new URL(request.url).pathname);
          return HttpResponse.json({}, { status: 403 });
        },
        { once: true },
      ),
    );
    await u.click(view.getByRole('button', { name: 'Apagar usos' }));
    const dialog = await view.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        `Os usos do cupom da oferta ${FIAT_BR} pelo CPF 390.533.447-05 serão apagados.`,
      ),
    ).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Apagar' }));
    expect(await view.findByRole('alert')).toHaveProperty(
      'textContent',
      'O seu perfil não tem permissão para esta ação.',
    );
    expect(refused).toEqual([`/coupons/coupons/clear/${FIAT_BR}/${ANA}`]);
    expect(events).toContainEqual({
      name: 'hub-submit-error',
      detail: { form: 'coupon-clear', code: '403', widget: 'hub-coupons', brand: 'jeep', market: 'pt-BR' },
    });
  });

  it("es-AR: a customer is told in Spanish; sofia clears an offer's coupon uses", async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    signIn('sandbox-token-martina');
    let view = await open(admin);
    expect(await view.findByText('Tu perfil no da acceso a esta área.')).toBeTruthy();
    document.querySelector('hub-coupons')?.remove();
    const { call } = await import('../../api/catalogue.ts');
    const { sandboxScope } = await import('../../test/examples/scope.ts');
    await call(sandboxScope('jeep', 'es-AR'), 'coupons', 'count', {
      json: { id: JEEP_AR, cpf: '27321234564' },
    });
    signIn('sandbox-token-sofia');
    view = await open(admin);
    const u = user();
    await u.click(await view.findByRole('radio', { name: 'Usos de un cupón' }));
    await u.type(view.getByLabelText(/Oferta del cupón/), JEEP_AR);
    await u.click(view.getByRole('button', { name: 'Borrar usos' }));
    const dialog = await view.findByRole('alertdialog', { name: '¿Borrar usos de cupones?' });
    await u.click(within(dialog).getByRole('button', { name: 'Borrar' }));
    expect(await view.findByText('Usos borrados. El cupón se puede volver a usar.')).toBeTruthy();
    expect(journalOf('coupons').at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/coupons/coupons/clear/${JEEP_AR}`,
    });
  });
});
