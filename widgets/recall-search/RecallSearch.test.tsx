import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_CAR_AR, DEMO_CARS } from '../../api/sandbox/data/vehicles.ts';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { type FakeCamera, installFakeCamera } from '../../test/fakeCamera.ts';
import { mount, SANDBOX_BASE, setupPage } from '../../test/page.ts';
import { rateLimitNext } from '../../test/rateLimited.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import type { BarcodeRead } from '../vin-scanner/vinReads.ts';
import './recall-search.element.ts';

startSandbox();

// The zxing decoder is replaced by a queue of reads.
const decoder = vi.hoisted(() => ({ reads: [] as (BarcodeRead | null)[] }));
vi.mock('../vin-scanner/decoder.ts', () => ({
  createFrameDecoder: () => () => decoder.reads.shift() ?? null,
}));

let camera: FakeCamera;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  camera = installFakeCamera();
  decoder.reads = [];
});
afterEach(() => {
  camera.restore();
  vi.restoreAllMocks();
});

const { open: OPEN, clear: CLEAR } = DEMO_CARS;
const UNKNOWN = { plate: 'QQQ0000' };
const user = () => userEvent.setup();

async function open(html = '<hub-recall-search></hub-recall-search>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('button', { name: /^consultar$/i });
  return { el, root, view };
}
const lookups = () => journalOf('recall').filter((e) => /\/recall\/recall\/(?!voucher)/.test(e.path));

describe('hub-recall-search (pt-BR)', () => {
  it('validates the plate as typed, sends nothing while invalid, then shows recalls and updates in words', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const events = vi.fn();
    document.addEventListener('hub-ready', (e) => events('ready', e.detail));
    document.addEventListener('hub-submit-success', (e) => events('success', e.detail));
    const { view } = await open();
    await waitFor(() =>
      expect(events).toHaveBeenCalledWith('ready', {
        widget: 'hub-recall-search',
        brand: 'fiat',
        market: 'pt-BR',
      }),
    );
    // The brand's campaigns in this market, with what they risk and how they are repaired.
    await view.findByText('Airbag do passageiro');
    expect(view.getByText('Módulo de freio ABS')).toBeTruthy();
    expect(
      view.getByText(
        /Possível acionamento incorreto do airbag em colisão\. Substituição do módulo do airbag\./,
      ),
    ).toBeTruthy();
    expect(journalOf('recall')[0]?.path).toBe('/recall/recall-campaign/fiat/pt-BR');

    const u = user();
    const field = view.getByRole('textbox', { name: /placa do veículo/i });
    await u.type(field, 'ABC1');
    expect(view.getByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await u.click(view.getByRole('button', { name: /^consultar$/i }));
    expect(lookups()).toHaveLength(0);

    await u.type(field, 'd23');
    expect((field as HTMLInputElement).value).toBe('ABC1D23');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    await u.click(view.getByRole('button', { name: /^consultar$/i }));
    await view.findByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).');
    expect(view.getAllByText('Em aberto — agende o reparo gratuito em uma concessionária')).toHaveLength(2);
    expect(view.getByText('Atualização disponível — agende em uma concessionária')).toBeTruthy();
    // Vehicle data (v2/car): model, version and year beside plate and chassis.
    expect(view.getByText('Argo Drive')).toBeTruthy();
    expect(view.getByText('2022')).toBeTruthy();
    expect(view.getByText(OPEN.chassis)).toBeTruthy();
    expect(view.getByText('Campanha SV03-RC-FIAT-2024 · Desde 15/03/2024')).toBeTruthy();

    const sent = journalOf('recall');
    expect(sent.map((e) => e.path)).toEqual(
      expect.arrayContaining([`/recall/recall/fiat/${OPEN.plate}`, `/recall/updateSoftware/${OPEN.plate}`]),
    );
    expect(sent.find((e) => e.path === '/recall/v2/car')?.query).toEqual({
      plate: OPEN.plate,
      brand: 'fiat',
    });
    expect(events).toHaveBeenCalledWith('success', {
      form: 'recall-search',
      by: 'plate',
      recalls: 2,
      updates: 1,
      widget: 'hub-recall-search',
      brand: 'fiat',
      market: 'pt-BR',
    });
  });

  it('a voucher download refused with 429 says the wait in words and holds the button; nothing is fetched meanwhile', async () => {
    setupPage();
    const limit = rateLimitNext('get', `${SANDBOX_BASE}/recall/recall/voucher`, 30);
    const { view } = await open();
    const u = user();
    await u.type(view.getByRole('textbox', { name: /placa/i }), OPEN.plate);
    await u.keyboard('{Enter}');
    const download = await view.findByRole('button', {
      name: 'Baixar voucher do recall Airbag do passageiro',
    });
    await u.click(download);
    expect((await view.findByRole('alert')).textContent).toBe('Muitas tentativas, tente em 30 s');
    expect(download.getAttribute('aria-disabled')).toBe('true');
    expect(download.textContent).toBe('Baixar voucher do recall (30 s)');
    await u.click(download);
    expect(limit.calls()).toBe(1);
    expect(journalOf('recall').filter((e) => e.path === '/recall/recall/voucher')).toEqual([]);
  });

  it('downloads the recall voucher as a file and updates the recall', async () => {
    setupPage();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voucher');
    const { view } = await open();
    const u = user();
    await u.type(view.getByRole('textbox', { name: /placa/i }), OPEN.plate);
    await u.keyboard('{Enter}');
    const download = await view.findByRole('button', {
      name: 'Baixar voucher do recall Airbag do passageiro',
    });
    await u.click(download);
    await view.findByText('Voucher do recall baixado.');
    const voucher = journalOf('recall').find((e) => e.path === '/recall/recall/voucher');
    expect(voucher?.query).toEqual({ chassis: OPEN.chassis, recallId: 'RC-FIAT-2024' });
    expect(created.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`recall-voucher-${OPEN.chassis}-RC-FIAT-2024.pdf`);
    expect(link.href).toBe('blob:voucher');

    expect(
      view.getByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
    ).toBeTruthy();
    // The button says what it does: it asks for the free repair to be scheduled.
    const schedule = view.getByRole('button', {
      name: 'Solicitar agendamento do reparo: Airbag do passageiro',
    });
    expect(schedule.textContent).toBe('Solicitar agendamento do reparo');
    await u.click(schedule);
    await view.findByText('Agendamento do reparo solicitado.');
    expect(view.getByText('Reparo agendado')).toBeTruthy();
    expect(view.getByText(/^Protocolo: UPD-\w+$/)).toBeTruthy();
    expect(
      view.queryByRole('button', { name: 'Solicitar agendamento do reparo: Airbag do passageiro' }),
    ).toBeNull();
    // The header counts what is still open: the scheduled repair is no longer waiting for the owner.
    expect(
      view.getByText('1 recall(s) em aberto e 1 atualização(ões) de software disponível(is).'),
    ).toBeTruthy();
    const put = journalOf('recall').find((e) => e.method === 'PUT');
    expect(put?.body).toEqual({
      chassis: OPEN.chassis,
      recallId: 'RC-FIAT-2024',
      serviceType: 'RECALL',
      serviceCode: 'SV03',
    });
  });

  it('keeps the typed value on a failure, gives the seed message and tries again', async () => {
    setupPage();
    const failed = vi.fn();
    document.addEventListener('hub-submit-error', (e) => failed(e.detail));
    sandboxServer.use(
      http.get('*/recall/recall/:brand/:id', () => HttpResponse.json({ message: 'down' }, { status: 503 }), {
        once: true,
      }),
    );
    const { view } = await open();
    const u = user();
    const field = view.getByRole('textbox', { name: /placa/i }) as HTMLInputElement;
    await u.type(field, CLEAR.plate);
    await u.keyboard('{Enter}');
    const alert = await view.findByRole('alert');
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(field.value).toBe(CLEAR.plate);
    expect(failed).toHaveBeenCalledWith({
      form: 'recall-search',
      code: 'bad-response',
      widget: 'hub-recall-search',
      brand: 'fiat',
      market: 'pt-BR',
    });
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Não há recall em aberto para este veículo.');
  });

  it('searches again after an answer: another plate, another result', async () => {
    setupPage();
    const { view } = await open();
    const u = user();
    const field = view.getByRole('textbox', { name: /placa/i });
    await u.type(field, OPEN.plate);
    await u.keyboard('{Enter}');
    await view.findByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).');
    await u.tripleClick(view.getByRole('textbox', { name: /placa/i }));
    await u.keyboard(CLEAR.plate);
    await u.keyboard('{Enter}');
    await view.findByText('Não há recall em aberto para este veículo.');
    expect(lookups().map((e) => e.path)).toEqual([
      `/recall/recall/fiat/${OPEN.plate}`,
      `/recall/recall/fiat/${CLEAR.plate}`,
    ]);
  });

  it("opened from a link with ?chassis= (the garage's recall link): filled in and searched once", async () => {
    setupPage();
    window.history.replaceState(null, '', `?chassis=${OPEN.chassis}`);
    try {
      const { view } = await open();
      await view.findByText('2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).');
      expect((view.getByRole('textbox', { name: /chassi/i }) as HTMLInputElement).value).toBe(OPEN.chassis);
      expect(lookups().map((e) => e.path)).toEqual([`/recall/recall/fiat/${OPEN.chassis}`]);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('opened from a link with a ?plate= that is no plate: shown with its message beside the field, nothing sent', async () => {
    setupPage();
    window.history.replaceState(null, '', '?plate=ABC1');
    try {
      const { view } = await open();
      await view.findByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)');
      expect((view.getByRole('textbox', { name: /placa/i }) as HTMLInputElement).value).toBe('ABC1');
      expect(lookups()).toHaveLength(0);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('a lookup that never answers stops “Consultando…” at its deadline; the value is kept and the search goes again', async () => {
    setupPage({ settings: { 'deadline-scale': '0.05' } });
    sandboxServer.use(http.get('*/recall/recall/:brand/:id', () => delay('infinite'), { once: true }));
    const { view } = await open();
    const u = user();
    const field = view.getByRole('textbox', { name: /placa/i }) as HTMLInputElement;
    await u.type(field, CLEAR.plate);
    await u.keyboard('{Enter}');
    const alert = await view.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    expect(field.value).toBe(CLEAR.plate);
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Não há recall em aberto para este veículo.');
  });

  it('a failing campaigns list: the seed message and a retry', async () => {
    setupPage();
    sandboxServer.use(
      http.get('*/recall/recall-campaign/:brand/:market', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const { view } = await open();
    const alert = await view.findByRole('alert');
    expect(within(alert).getByText('Um erro ocorreu, tente novamente')).toBeTruthy();
    await user().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Airbag do passageiro');
  });

  it('hide-campaigns leaves the brand campaigns out and does not ask for them', async () => {
    setupPage();
    const { view } = await open('<hub-recall-search hide-campaigns></hub-recall-search>');
    expect(view.queryByRole('heading', { name: 'Campanhas de recall da marca' })).toBeNull();
    const u = user();
    await u.type(view.getByRole('textbox', { name: /placa/i }), CLEAR.plate);
    await u.keyboard('{Enter}');
    await view.findByText('Não há recall em aberto para este veículo.');
    expect(journalOf('recall').some((e) => e.path.includes('recall-campaign'))).toBe(false);
  });

  it('empty lists say what to do next: a car without recalls, a brand without campaigns', async () => {
    setupPage();
    sandboxServer.use(http.get('*/recall/recall-campaign/:brand/:market', () => HttpResponse.json([])));
    const { view } = await open();
    expect(await view.findByText('Nenhuma campanha de recall ativa no momento.')).toBeTruthy();
    expect(
      view.getByText(
        'Quando a marca abrir uma campanha, ela aparece aqui. Para saber do seu carro, consulte-o pelo chassi.',
      ),
    ).toBeTruthy();
    const u = user();
    await u.type(view.getByRole('textbox', { name: /placa/i }), CLEAR.plate);
    await u.keyboard('{Enter}');
    expect(await view.findByText('Nenhum recall encontrado para este veículo.')).toBeTruthy();
    expect(
      view.getByText(
        'Nada a fazer agora. Se receber um aviso de recall da marca, consulte de novo pelo chassi.',
      ),
    ).toBeTruthy();
  });

  it('says when the car is not found', async () => {
    setupPage();
    const { view } = await open();
    const u = user();
    await u.type(view.getByRole('textbox', { name: /placa/i }), UNKNOWN.plate);
    await u.keyboard('{Enter}');
    await view.findByText('Não encontramos um veículo com esses dados.');
  });

  it('scans the chassis with the embedded scanner, fills the field and searches, without hub-vin-detected', async () => {
    setupPage();
    const detected = vi.fn();
    document.addEventListener('hub-vin-detected', detected);
    const { view } = await open();
    expect(camera.requests).toHaveLength(0);
    decoder.reads = [null, { text: OPEN.chassis, format: 'code128' }];
    await user().click(view.getByRole('button', { name: 'Ler chassi pela câmera' }));
    await view.findByText(
      '2 recall(s) em aberto e 1 atualização(ões) de software disponível(is).',
      {},
      { timeout: 4000 },
    );
    expect(camera.requests).toHaveLength(1);
    expect(camera.tracks.every((t) => t.readyState === 'ended')).toBe(true);
    const field = view.getByRole('textbox', { name: /chassi do veículo/i }) as HTMLInputElement;
    expect(field.value).toBe(OPEN.chassis);
    expect(view.getByRole('radio', { name: 'Chassi' })).toHaveProperty('checked', true);
    expect(journalOf('recall').map((e) => e.path)).toContain(`/recall/recall/fiat/${OPEN.chassis}`);
    expect(journalOf('recall').find((e) => e.path === '/recall/v2/car')?.query).toEqual({
      chassis: OPEN.chassis,
      brand: 'fiat',
    });
    expect(detected).not.toHaveBeenCalled();
  });
});

describe('hub-recall-search (es-AR, chat-bot)', () => {
  it('searches by chassis with the chat-bot lookup in the brand of the page, in voseo', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open('<hub-recall-search chat-bot="whatsapp"></hub-recall-search>');
    const u = user();
    await u.click(view.getByRole('radio', { name: 'Chasis' }));
    const field = view.getByRole('textbox', { name: /número de chasis/i });
    await u.type(field, '9bd281');
    expect(
      view.getByText('El número de chasis tiene que tener 17 caracteres, entre letras (A–Z) y números'),
    ).toBeTruthy();
    await u.type(field, CLEAR.chassis.slice(6).toLowerCase());
    expect((field as HTMLInputElement).value).toBe(CLEAR.chassis);
    // A Fiat chassis on a Jeep page: the Jeep recall service does not know it.
    await u.click(view.getByRole('button', { name: /^consultar$/i }));
    await view.findByText('No encontramos un vehículo con esos datos.');

    const again = view.getByRole('textbox', { name: /número de chasis/i }) as HTMLInputElement;
    await u.tripleClick(again);
    await u.keyboard(DEMO_CAR_AR.chassis.toLowerCase());
    expect(again.value).toBe(DEMO_CAR_AR.chassis);
    await u.keyboard('{Enter}');
    await view.findByText('1 recall(s) abierto(s) y 1 actualización(es) de software disponible(s).');
    expect(view.getByText('Abierto — agendá la reparación gratuita en un concesionario')).toBeTruthy();
    expect(view.getByText('Renegade Sport')).toBeTruthy();
    // The Argentine service's texts are in Spanish: the recall, its update, the brand's campaign.
    expect(view.getAllByText('Módulo de freno ABS')).toHaveLength(3);
    // The journal keeps answered lookups only (the unknown chassis got a 404).
    expect(lookups().map((e) => e.path)).toEqual([`/recall/recall/jeep/${DEMO_CAR_AR.chassis}/whatsapp`]);
    expect(journalOf('recall').find((e) => e.path === '/recall/recall-campaign/jeep/es-AR')).toBeTruthy();
  });

  it('shows the chat-bot answer as text, never as markup', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view, root } = await open('<hub-recall-search chat-bot="whatsapp"></hub-recall-search>');
    const u = user();
    await u.click(view.getByRole('radio', { name: 'Chasis' }));
    await u.type(view.getByRole('textbox', { name: /número de chasis/i }), DEMO_CAR_AR.chassis);
    await u.keyboard('{Enter}');
    await view.findByText(
      'Módulo de freno ABS: Pérdida de la asistencia del ABS en pisos resbaladizos. Actualización del software del módulo ABS.',
    );
    sandboxServer.use(
      http.get(
        '*/recall/recall/:brand/:id/:chatBot',
        () => HttpResponse.json({ recalls: [], text: '<img src=x onerror="alert(1)"> Sin recalls' }),
        { once: true },
      ),
    );
    await u.click(view.getByRole('button', { name: /^consultar$/i }));
    await view.findByText('<img src=x onerror="alert(1)"> Sin recalls');
    expect(root.querySelector('img')).toBeNull();
  });
});

describe('hub-recall-search (es-AR plates)', () => {
  it('takes the Argentine Mercosur plate and the old one, with the hint in Argentine words', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    const { view } = await open();
    const u = user();
    const field = view.getByRole('textbox', { name: /patente del vehículo/i }) as HTMLInputElement;
    expect(view.getByText('Patente Mercosur (AB123CD) o anterior (ABC123)')).toBeTruthy();
    await u.type(field, 'ab123cd');
    expect(field.value).toBe('AB123CD');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    await u.keyboard('{Enter}');
    await view.findByText('1 recall(s) abierto(s) y 1 actualización(es) de software disponible(s).');
    expect(lookups().map((e) => e.path)).toEqual([`/recall/recall/jeep/${DEMO_CAR_AR.plate}`]);

    await u.tripleClick(field);
    await u.keyboard('ABC123');
    expect(field.value).toBe('ABC123');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    await u.tripleClick(field);
    await u.keyboard('AB12');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(view.getByText('Ingresá una patente válida (p. ej.: AB123CD o ABC123)')).toBeTruthy();
  });
});
