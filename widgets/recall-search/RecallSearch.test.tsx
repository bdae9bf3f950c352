import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../api/sandbox/node.ts';
import { mount, setupPage } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import { type FakeCamera, installFakeCamera } from '../vin-scanner/fakeCamera.ts';
import type { BarcodeRead } from '../vin-scanner/vinReads.ts';
import { RECALL_FIXTURES, recallFixtureHandlers } from './fixtures.ts';
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
  sandboxServer.use(...recallFixtureHandlers);
  camera = installFakeCamera();
  decoder.reads = [];
});
afterEach(() => {
  camera.restore();
  vi.restoreAllMocks();
});

const { open: OPEN, clear: CLEAR, unknown: UNKNOWN } = RECALL_FIXTURES;
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
    await waitFor(() => expect(events).toHaveBeenCalledWith('ready', { widget: 'hub-recall-search' }));
    await view.findByText('Airbag do motorista');
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
    await view.findByText('1 recall(s) em aberto e 1 atualização(ões) de software disponível(is).');
    expect(view.getByText('Em aberto — agende o reparo gratuito em uma concessionária')).toBeTruthy();
    expect(view.getByText('Reparo realizado')).toBeTruthy();
    expect(view.getByText('Atualização disponível — agende em uma concessionária')).toBeTruthy();
    expect(view.getByText('Pulse Drive 1.3')).toBeTruthy();
    expect(view.getByText(OPEN.chassis)).toBeTruthy();
    expect(view.getByText('Campanha SV03-2024-017 · Desde 01/03/2024')).toBeTruthy();

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
    });
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
      name: 'Baixar voucher do recall Airbag do motorista',
    });
    await u.click(download);
    await view.findByText('Voucher do recall baixado.');
    const voucher = journalOf('recall').find((e) => e.path === '/recall/recall/voucher');
    expect(voucher?.query).toEqual({ chassis: OPEN.chassis, recallId: 'RC-2024-017' });
    expect(created.mock.calls[0]?.[0]).toBeInstanceOf(Blob);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`recall-voucher-${OPEN.chassis}-RC-2024-017.pdf`);
    expect(link.href).toBe('blob:voucher');

    await u.click(view.getByRole('button', { name: 'Atualizar recall Airbag do motorista' }));
    await view.findByText('Recall atualizado.');
    expect(view.getByText('Reparo agendado')).toBeTruthy();
    const put = journalOf('recall').find((e) => e.method === 'PUT');
    expect(put?.body).toEqual({
      chassis: OPEN.chassis,
      recallId: 'RC-2024-017',
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
    });
    await u.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Não há recall em aberto para este veículo.');
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
      '1 recall(s) em aberto e 1 atualização(ões) de software disponível(is).',
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
  it('searches by chassis with the chat-bot lookup and says there is no open recall, in voseo', async () => {
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
    await u.click(view.getByRole('button', { name: /^consultar$/i }));
    await view.findByText('No hay recalls abiertos para este vehículo.');
    expect(lookups().map((e) => e.path)).toEqual([`/recall/recall/jeep/${CLEAR.chassis}/whatsapp`]);
    expect(journalOf('recall').find((e) => e.path === '/recall/recall-campaign/jeep/es-AR')).toBeTruthy();
  });
});
