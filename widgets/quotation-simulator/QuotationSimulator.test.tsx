import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { staffTokenFor } from '../../api/sandbox/data/users.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, SANDBOX_BASE, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './quotation-simulator.element.ts';

startSandbox();
afterEach(() => {
  signOut();
  for (const el of document.querySelectorAll('hub-quotation-simulator')) el.remove();
});

const saves = () => journalOf('dealer-sales').filter((e) => e.path.endsWith('v2/quotation'));

/** A seller (Davi, pt-BR; Joaquín, es-AR) on the Fiat 674's simulator. */
async function open(
  market: 'pt-BR' | 'es-AR' = 'pt-BR',
  token = staffTokenFor('user_dealer'),
  attributes = 'model="674" year="2026"',
) {
  setupPage({ brand: 'fiat', market });
  if (market === 'es-AR') signIn('sandbox-token-joaquin');
  else signIn(token);
  const { root } = mount(`<hub-quotation-simulator ${attributes}></hub-quotation-simulator>`);
  return within(root as unknown as HTMLElement);
}

/** Chooses the 674's version 6742NV1 and a colour (by name) in the model tab. */
async function chooseCar(
  view: ReturnType<typeof within>,
  color: RegExp,
  versionLabel = /^Versão$|^Versión$/,
) {
  const u = userEvent.setup();
  const version = (await view.findByRole('combobox', { name: versionLabel })) as HTMLSelectElement;
  await waitFor(() => expect(version.querySelector('option[value="6742NV1"]')).not.toBeNull());
  await u.selectOptions(version, '6742NV1');
  await u.click(await view.findByRole('radio', { name: color }));
  return u;
}

async function review(
  view: ReturnType<typeof within>,
  u: ReturnType<typeof userEvent.setup>,
  opportunity: string,
) {
  await u.click(view.getByRole('button', { name: /^Revisar/ }));
  await u.type(
    await view.findByRole('textbox', { name: /Nome da oportunidade|Nombre de la oportunidad/ }),
    opportunity,
  );
}

describe('hub-quotation-simulator', () => {
  it('moves between the tabs by keyboard (arrows, Home, End; one tab in the tab order)', async () => {
    const view = await open();
    const model = await view.findByRole('tab', { name: 'Modelo' });
    expect(view.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Modelo',
      'Opcionais',
      'Revestimento',
      'Acessórios',
      'Comentário',
    ]);
    expect(view.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([model]);
    model.focus();
    const u = userEvent.setup();
    await u.keyboard('{ArrowRight}');
    expect(view.getByRole('tab', { name: 'Opcionais' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{End}');
    expect(view.getByRole('tab', { name: 'Comentário' }).getAttribute('aria-selected')).toBe('true');
    expect(view.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('qs-tab-comment');
    await u.keyboard('{ArrowRight}');
    expect(view.getByRole('tab', { name: 'Modelo' }).getAttribute('aria-selected')).toBe('true');
    await u.keyboard('{ArrowLeft}{Home}');
    expect(view.getByRole('tab', { name: 'Modelo' }).getAttribute('aria-selected')).toBe('true');
  });

  it('builds a quotation: a conflicting optional through the modal, a lower price refused beside the field, saved once', async () => {
    const view = await open();
    const u = await chooseCar(view, /^Branco Banchisa \(/);
    await u.click(view.getByRole('tab', { name: 'Opcionais' }));
    await u.click(view.getByRole('checkbox', { name: /^Pacote ADAS/ }));
    const dialog = await view.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Sensor de estacionamento dianteiro');
    await u.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      (view.getByRole('checkbox', { name: /^Sensor de estacionamento/ }) as HTMLInputElement).checked,
    ).toBe(true);

    await review(view, u, 'OPP Ana Souza');
    const price = view.getByRole('textbox', { name: 'Preço do veículo' });
    await u.type(price, '100.000');
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    expect(await view.findByText('O preço deve ser maior que o preço inicial (R$ 105.990,00).')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(saves()).toHaveLength(0);

    await u.type(
      price,
      '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}107.000',
    );
    const save = view.getByRole('button', { name: 'Salvar cotação' });
    await u.dblClick(save);
    expect(await view.findByText('Cotação salva com sucesso')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]?.bearer).toBe(true);
    expect(saves()[0]?.body).toMatchObject({
      opportunityName: 'OPP Ana Souza',
      mvsCode: '6742NV1',
      colorCode: '249',
      initialPrice: 105990,
      price: 107000,
      optionals: ['ADS', 'PSD'],
      stockSource: 'dealer',
      seller: { name: 'Davi Martins', email: 'davi.martins@example.com' },
    });
    expect(view.getByText(/^Número da cotação: QUO-/)).toBeTruthy();
  });

  it('002: an opportunity already recorded is said in words; its number as the base saves it', async () => {
    let view = await open();
    let u = await chooseCar(view, /^Branco Banchisa \(/);
    await review(view, u, 'OPP Repetida');
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    const number = (await view.findByText(/^Número da cotação: /)).textContent?.split(': ')[1] ?? '';
    document.querySelector('hub-quotation-simulator')?.remove();

    view = await open();
    u = await chooseCar(view, /^Branco Banchisa \(/);
    await review(view, u, 'OPP Repetida');
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe(
      'Falha ao salvar cotaçãoCotação já registrada: reabra-a no CRM e informe o número dela como cotação base para salvar.',
    );
    // What was typed stays; the base number saves it.
    expect((view.getByRole('textbox', { name: 'Nome da oportunidade' }) as HTMLInputElement).value).toBe(
      'OPP Repetida',
    );
    await u.type(view.getByRole('textbox', { name: /^Cotação base/ }), number);
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    expect(await view.findByText('Cotação salva com sucesso')).toBeTruthy();
    expect(saves().at(-1)?.body).toMatchObject({ baseQuotationNumber: number });
  });

  it('003: a base quotation the CRM does not hold', async () => {
    const view = await open();
    const u = await chooseCar(view, /^Branco Banchisa \(/);
    await review(view, u, 'OPP Nova');
    await u.type(view.getByRole('textbox', { name: /^Cotação base/ }), 'QUO-000');
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    expect((await view.findByRole('alert')).textContent).toContain('Cotação base não encontrada no CRM.');
  });

  it.each([
    ['001', 'Autenticação inválida: entre novamente e salve outra vez.'],
    ['004', 'Erro ao salvar a cotação.'],
    ['005', 'Erro ao salvar os produtos da cotação.'],
    ['006', 'Erro ao salvar os produtos relacionados.'],
  ])('the CRM answers %s: said in words, with the seed message and a retry', async (code, words) => {
    sandboxServer.use(
      http.post(`${SANDBOX_BASE}/dealer-sales/v2/quotation`, () =>
        HttpResponse.json({ success: false, code }),
      ),
    );
    const events: unknown[] = [];
    document.addEventListener('hub-submit-error', (e) => events.push((e as CustomEvent).detail), {
      once: true,
    });
    const view = await open();
    const u = await chooseCar(view, /^Branco Banchisa \(/);
    await review(view, u, `OPP ${code}`);
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toBe(`Falha ao salvar cotação${words}`);
    expect(events).toEqual([expect.objectContaining({ form: 'quotation', code })]);
    expect(view.getByRole('button', { name: 'Salvar cotação' })).toBeTruthy();
  });

  it('001: a new sales session is opened and the next save goes through', async () => {
    sandboxServer.use(
      http.post(
        `${SANDBOX_BASE}/dealer-sales/v2/quotation`,
        () => HttpResponse.json({ success: false, code: '001' }),
        {
          once: true,
        },
      ),
    );
    const view = await open();
    const u = await chooseCar(view, /^Branco Banchisa \(/);
    await review(view, u, 'OPP Sessão');
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    expect((await view.findByRole('alert')).textContent).toContain('Autenticação inválida');
    const accesses = () => journalOf('dealer-sales').filter((e) => e.path.endsWith('v2/access'));
    await waitFor(() => expect(accesses()).toHaveLength(2));
    await u.click(view.getByRole('button', { name: 'Salvar cotação' }));
    expect(await view.findByText('Cotação salva com sucesso')).toBeTruthy();
    expect(saves()).toHaveLength(1);
  });

  it('a failing stock service does not call the car sold out', async () => {
    let asked = 0;
    sandboxServer.use(
      http.get(`${SANDBOX_BASE}/stock/available`, () => {
        asked += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const view = await open();
    await chooseCar(view, /^Preto Vesúvio \(/);
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    // The failure has been drawn: the model tab's colours are still there, no sold-out notice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.getByRole('radio', { name: /^Preto Vesúvio \(/ })).toBeTruthy();
    expect(view.queryByText('Veículo esgotado no estoque da concessionária.')).toBeNull();
  });

  it('a sold-out car switches to a factory-stock proposal and, once confirmed, back to the initial quotation', async () => {
    const view = await open();
    const u = await chooseCar(view, /^Preto Vesúvio \(/);
    await u.click(view.getByRole('button', { name: /^Revisar/ }));
    await u.type(view.getByRole('textbox', { name: 'Preço do veículo' }), '110.000');
    await u.type(view.getByRole('textbox', { name: 'Desconto' }), '1.000');
    expect(await view.findByText('Veículo esgotado no estoque da concessionária.')).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Fazer proposta com estoque de fábrica' }));
    expect(view.getByText(/^Proposta com estoque de fábrica/)).toBeTruthy();
    // The restore button replaces the switch and takes the focus.
    await waitFor(() =>
      expect(
        (view.getByRole('button', { name: 'Restaurar a cotação inicial' }).getRootNode() as ShadowRoot)
          .activeElement?.textContent,
      ).toBe('Restaurar a cotação inicial'),
    );
    expect((view.getByRole('textbox', { name: 'Preço do veículo' }) as HTMLInputElement).value).toBe('');
    expect(view.getByRole('row', { name: /^Origem/ }).textContent).toContain('Estoque de fábrica');

    await u.click(view.getByRole('button', { name: 'Restaurar a cotação inicial' }));
    const dialog = await view.findByRole('alertdialog', { name: 'Restaurar a cotação inicial?' });
    await u.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
    await waitFor(() => expect(view.queryByRole('alertdialog')).toBeNull());
    expect((view.getByRole('textbox', { name: 'Preço do veículo' }) as HTMLInputElement).value).toBe(
      '110.000',
    );
    expect((view.getByRole('textbox', { name: 'Desconto' }) as HTMLInputElement).value).toBe('1.000');
    expect(view.getByRole('row', { name: /^Origem/ }).textContent).toContain('Estoque da concessionária');
  });

  for (const [market, model, version, hint] of [
    ['pt-BR', 'Selecione o modelo', 'Selecione a versão', 'Escolha o modelo e a versão.'],
    ['es-AR', 'Seleccioná el modelo', 'Seleccioná la versión', 'Elegí el modelo y la versión.'],
  ] as const)
    it(`${market}: with no car chosen yet, each box names what it asks for and the hint below is said once`, async () => {
      const view = await open(market, undefined, '');
      const modelBox = (await view.findByRole('combobox', { name: 'Modelo' })) as HTMLSelectElement;
      await waitFor(() => expect(modelBox.options.length).toBeGreaterThan(1));
      expect(modelBox.selectedOptions[0]?.textContent).toBe(model);
      const versionBox = view.getByRole('combobox', { name: /^Versão$|^Versión$/ }) as HTMLSelectElement;
      expect(versionBox.selectedOptions[0]?.textContent).toBe(version);
      expect(view.getAllByText(hint)).toHaveLength(1);
    });

  it('es-AR: the seller saves and reads the outcome in Spanish', async () => {
    const view = await open('es-AR');
    expect(await view.findByRole('heading', { name: 'Simulador de cotización' })).toBeTruthy();
    const u = await chooseCar(view, /^Blanco Banchisa \(/);
    await u.click(view.getByRole('button', { name: /^Revisar/ }));
    await u.type(view.getByRole('textbox', { name: 'Nombre de la oportunidad' }), 'OPP Martina');
    await u.type(view.getByRole('textbox', { name: 'Precio del vehículo' }), '1.000');
    await u.click(view.getByRole('button', { name: 'Guardar cotización' }));
    expect(await view.findByText(/^El precio debe ser mayor que el precio inicial/)).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('a customer is told in words who the simulator is for; nothing is called', async () => {
    const view = await open('pt-BR', 'sandbox-token-ana');
    expect(await view.findByText('O seu perfil não dá acesso a esta área.')).toBeTruthy();
    expect(
      view.getByText('Ela é para: vendedor de concessionária digital ou gerência de concessionária.'),
    ).toBeTruthy();
    expect(journalOf('dealer-sales')).toHaveLength(0);
  });
});
