import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashOf } from '../../api/sandbox/data/benefits.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { Scoped } from '../../core/form/scope.testing.tsx';
import { SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { BenefitsPanel } from './BenefitsPanel.tsx';

startSandbox();
afterEach(() => {
  history.replaceState(null, '', '/');
  sandboxServer.events.removeAllListeners();
  signOut();
  vi.restoreAllMocks();
});

type View = ReturnType<typeof within>;
const user = () => userEvent.setup();
const posts = (path: RegExp) => journalOf('benefits').filter((e) => e.method === 'POST' && path.test(e.path));

function open(market = 'pt-BR', brand = 'jeep') {
  setupPage({ brand, market });
  const { container } = render(
    <Scoped market={market}>
      <BenefitsPanel />
    </Scoped>,
  );
  return within(container);
}

async function chooseDealer(view: View, u: ReturnType<typeof user>, state: string, city: string) {
  await u.click(view.getByRole('radio', { name: /^(Cidade|Ciudad)$/ }));
  const states = view.getByRole('combobox', { name: /estado|provincia/i });
  await waitFor(() => expect(within(states).getByRole('option', { name: state })).toBeTruthy());
  await u.selectOptions(states, within(states).getByRole('option', { name: state }));
  const cities = view.getByRole('combobox', { name: /cidade|ciudad/i });
  await waitFor(() => expect(within(cities).getByRole('option', { name: city })).toBeTruthy());
  await u.selectOptions(cities, within(cities).getByRole('option', { name: city }));
  const dealers = (await view.findAllByRole('radio', {}, { timeout: 4000 })).filter((r: HTMLElement) =>
    r.getAttribute('name')?.startsWith('redeem-dealer-'),
  );
  await u.click(dealers[0]!);
}

describe('BenefitsPanel', () => {
  it('signed out and without a benefit link: says how to see benefits and calls nothing', () => {
    const view = open();
    expect(view.getByRole('heading', { name: 'Meus benefícios' })).toBeTruthy();
    expect(view.getByText(/abra o link de benefícios/)).toBeTruthy();
    expect(journalOf('benefits')).toEqual([]);
  });

  it('a benefit link (?hash=…&benefit=<id>): that benefit read by id first, its redeem form opened from it', async () => {
    const hash = hashOf('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    history.replaceState(null, '', `/beneficios?hash=${hash}&benefit=BNF-JEEP-BR-2`);
    const view = open();
    const linked = within(await view.findByRole('region', { name: 'O benefício do seu link' }));
    await linked.findByRole('heading', { name: 'Lavagem técnica cortesia' });
    expect(linked.getByText('Disponível para resgate até 31/12/2027')).toBeTruthy();
    const one = journalOf('benefits').find((e) =>
      e.path.endsWith('/v1/benefits-user/available/BNF-JEEP-BR-2'),
    );
    expect(one).toMatchObject({ method: 'GET', bearer: false, query: { hash } });
    await user().click(linked.getByRole('button', { name: 'Resgatar Lavagem técnica cortesia' }));
    expect(linked.getByText(/no formulário aberto abaixo/)).toBeTruthy();
    const form = await view.findByRole('form', { name: 'Resgatar Lavagem técnica cortesia' });
    expect(within(view.getByRole('region', { name: 'Benefícios disponíveis' })).getByRole('form')).toBe(form);
  });

  it('a benefit link to a benefit the member no longer has: said in words after looking in both lists (es-AR)', async () => {
    const hash = hashOf('7c9e6679-7425-40de-944b-e07fc1f90ae7');
    history.replaceState(null, '', `/beneficios?hash=${hash}&benefit=BNF-JEEP-BR-99`);
    const asked: string[] = [];
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.url.includes('/BNF-JEEP-BR-99')) asked.push(new URL(request.url).pathname);
    });
    const view = open('es-AR');
    const linked = within(await view.findByRole('region', { name: 'El beneficio de tu enlace' }));
    await linked.findByText('El beneficio de este enlace ya no está disponible para vos.');
    expect(asked.map((path) => path.replace(/^.*benefits-user\//, ''))).toEqual([
      'available/BNF-JEEP-BR-99',
      'redeemed/BNF-JEEP-BR-99',
    ]);
  });

  it('lists available, redeemed and next benefits with their states in words (pt-BR)', async () => {
    signIn('sandbox-token-ana');
    const view = open();
    const available = within(await view.findByRole('region', { name: 'Benefícios disponíveis' }));
    expect(available.getAllByRole('listitem')).toHaveLength(4);
    expect(available.getByRole('heading', { name: 'Desconto em revisão programada' })).toBeTruthy();
    expect(available.getAllByText('Disponível para resgate até 31/12/2027')).toHaveLength(4);
    expect(available.getByText(/10\s?% de desconto · Parceiro: Rede de concessionárias/)).toBeTruthy();
    const next = within(view.getByRole('region', { name: 'Próximos benefícios' }));
    expect(next.getByText('Disponível a partir de 01/03/2027')).toBeTruthy();
    expect(
      within(view.getByRole('region', { name: 'Benefícios resgatados' })).getByText(
        'Você ainda não resgatou benefícios.',
      ),
    ).toBeTruthy();
    // The hash comes from the signed-in profile; every benefits call carries it and the brand context.
    const lists = journalOf('benefits').filter((e) =>
      /benefits-user\/(available|redeemed|next)$/.test(e.path),
    );
    expect(lists).toHaveLength(3);
    for (const call of lists) {
      expect(call.query.hash).toMatch(/^h[0-9a-f]+$/);
      expect(call.headers['x-hub-context']).toBe('jeep');
      expect(call.bearer).toBe(false);
    }
  });

  it('redeems a discount benefit as a gift at a dealer, sent once; the rule refuses a stranger first; then rates it', async () => {
    signIn('sandbox-token-ana');
    const u = user();
    const view = open();
    await u.click(await view.findByRole('button', { name: 'Resgatar Desconto em revisão programada' }));
    const form = within(view.getByRole('form', { name: 'Resgatar Desconto em revisão programada' }));
    await u.click(form.getByRole('radio', { name: 'Para presentear' }));
    await u.type(form.getByRole('textbox', { name: /CPF de quem vai usar o desconto/ }), '11144477735');
    await u.click(form.getByRole('button', { name: 'Confirmar resgate' }));
    expect(form.getByText('Selecione uma concessionária')).toBeTruthy();
    expect(form.getAllByText('O desconto é válido para o CPF cadastrado ou seus dependentes.').length).toBe(
      2,
    );
    expect(posts(/redeem$/)).toEqual([]);

    await u.clear(form.getByRole('textbox', { name: /CPF de quem vai usar o desconto/ }));
    await u.type(form.getByRole('textbox', { name: /CPF de quem vai usar o desconto/ }), '52998224725');
    await chooseDealer(form, u, 'São Paulo', 'São Paulo');
    await u.dblClick(form.getByRole('button', { name: 'Confirmar resgate' }));

    expect(await view.findByText(/Desconto em revisão programada resgatado\./)).toBeTruthy();
    const sent = posts(/redeem$/);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.path).toMatch(/v1\/benefits-user\/BNF-JEEP-BR-1\/redeem$/);
    expect(sent[0]!.body).toEqual({
      dealer_code: expect.stringMatching(/^\d+$/),
      type: 'GIFT',
      hash: expect.stringMatching(/^h/),
    });

    const redeemed = within(await view.findByRole('region', { name: 'Benefícios resgatados' }));
    await redeemed.findByText(/Para presentear, na concessionária \d+/);
    expect(redeemed.getByRole('group', { name: /Avalie Desconto em revisão programada/ })).toBeTruthy();
    const labels = redeemed.getAllByRole('radio').map((r) => r.closest('label')?.textContent);
    expect(labels).toEqual(['1 – Muito ruim', '2 – Ruim', '3 – Regular', '4 – Bom', '5 – Muito bom']);
    await u.click(redeemed.getByRole('button', { name: 'Enviar avaliação' }));
    expect(redeemed.getByText('Escolha uma nota de 1 a 5')).toBeTruthy();
    expect(posts(/rating$/)).toEqual([]);
    await u.click(redeemed.getByRole('radio', { name: '4 – Bom' }));
    await u.dblClick(redeemed.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await redeemed.findByText('Obrigado! Sua avaliação: Bom.')).toBeTruthy();
    expect(posts(/rating$/).map((e) => e.body)).toEqual([{ rating: 4 }]);
  });

  it("a failing redemption says the seed's message and keeps the choices; a retry sends them", async () => {
    signIn('sandbox-token-ana');
    const u = user();
    const view = open();
    await u.click(await view.findByRole('button', { name: 'Resgatar Lavagem técnica cortesia' }));
    const form = within(view.getByRole('form', { name: 'Resgatar Lavagem técnica cortesia' }));
    await u.click(form.getByRole('radio', { name: 'Recebi de presente' }));
    // A courtesy asks no document.
    expect(form.queryByRole('textbox', { name: /CPF de quem/ })).toBeNull();
    await chooseDealer(form, u, 'São Paulo', 'São Paulo');
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/benefits/v1/benefits-user/:id/redeem`,
        () => HttpResponse.json({}, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await u.click(form.getByRole('button', { name: 'Confirmar resgate' }));
    expect(await form.findByRole('alert')).toHaveProperty('textContent', 'Um erro ocorreu, tente novamente');
    expect((form.getByRole('radio', { name: 'Recebi de presente' }) as HTMLInputElement).checked).toBe(true);
    expect(
      form
        .getAllByRole('radio')
        .some((r) => r.getAttribute('name')?.startsWith('redeem-dealer-') && (r as HTMLInputElement).checked),
    ).toBe(true);
    await u.click(form.getByRole('button', { name: 'Confirmar resgate' }));
    expect(await view.findByText(/Lavagem técnica cortesia resgatado\./)).toBeTruthy();
    expect(posts(/redeem$/).map((e) => (e.body as { type: string }).type)).toEqual(['GIFTED']);
  });

  it('a coverage check refused with 429 says the wait in words, in es-AR, and is not sent again by itself', async () => {
    signIn('sandbox-token-martina');
    const limit = rateLimitNext('get', '*/coverage/simple/*');
    const u = user();
    const view = open('es-AR');
    const coverage = within(await view.findByRole('region', { name: /cobertura/i }));
    await u.type(coverage.getByRole('textbox', { name: /E-mail/ }), 'martina.gomez@example.com');
    await u.click(coverage.getByRole('button', { name: /Consultar/ }));
    expect(await coverage.findByText('Demasiados intentos, probá en 30 s')).toBeTruthy();
    expect(limit.calls()).toBe(1);
  });

  it('checks coverage by e-mail and by chassis, refusing a malformed one before sending', async () => {
    signIn('sandbox-token-ana');
    const u = user();
    const view = open();
    const coverage = within(await view.findByRole('region', { name: 'Confira a cobertura' }));
    await u.type(coverage.getByRole('textbox', { name: /E-mail/ }), 'ana.souza@example.com');
    await u.click(coverage.getByRole('button', { name: 'Consultar' }));
    expect(await coverage.findByText('ana.souza@example.com tem cobertura dos benefícios.')).toBeTruthy();
    expect(journalOf('benefits').find((e) => e.path.includes('/email/'))?.path).toMatch(
      /v1\/coverage\/simple\/ENT-jeep\/email\/ana\.souza(@|%40)example\.com$/,
    );
    await u.click(coverage.getByRole('radio', { name: 'Chassi' }));
    await u.type(coverage.getByRole('textbox', { name: /Chassi/ }), '123');
    await u.click(coverage.getByRole('button', { name: 'Consultar' }));
    expect(coverage.getByRole('textbox', { name: /Chassi/ }).getAttribute('aria-invalid')).toBe('true');
    expect(journalOf('benefits').filter((e) => e.path.includes('/chassi/'))).toEqual([]);
  });

  it("speaks es-AR: Martina's benefits in Spanish, the CUIL in the discount rule", async () => {
    signIn('sandbox-token-martina');
    const u = user();
    const view = open('es-AR', 'jeep');
    const available = within(await view.findByRole('region', { name: 'Beneficios disponibles' }));
    expect(available.getByRole('heading', { name: 'Descuento en el service programado' })).toBeTruthy();
    expect(available.getAllByText('Disponible para canjear hasta el 31/12/2027')).toHaveLength(4);
    await u.click(available.getByRole('button', { name: 'Canjear Descuento en el service programado' }));
    const form = within(view.getByRole('form', { name: 'Canjear Descuento en el service programado' }));
    await u.click(form.getByRole('radio', { name: 'Para regalar' }));
    await u.type(form.getByRole('textbox', { name: /CUIL de quien va a usar el descuento/ }), '20111111112');
    await u.click(form.getByRole('button', { name: 'Confirmar canje' }));
    expect(form.getByText('Elegí un concesionario')).toBeTruthy();
    expect(posts(/redeem$/)).toEqual([]);
  });

  it("a failing load says the seed's message with a retry that loads again", async () => {
    signIn('sandbox-token-ana');
    sandboxServer.use(
      http.get(
        `${SANDBOX_BASE}/benefits/v1/benefits-user/next`,
        () => HttpResponse.json({}, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const u = user();
    const view = open();
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('Um erro ocorreu, tente novamente');
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('region', { name: 'Benefícios disponíveis' })).toBeTruthy();
  });
});
