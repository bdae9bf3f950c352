import { render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPageMeta, resolveContext } from '../../core/page-context.ts';
import { WidgetScopeContext } from '../../core/WidgetContext.tsx';
import { type FakeCamera, installFakeCamera } from '../../test/fakeCamera.ts';
import { mount, setupPage } from '../../test/page.ts';
import { VinScanner } from './index.ts';
import type { BarcodeRead } from './vinReads.ts';
import './vin-scanner.element.ts';

// The zxing decoder is replaced by a queue of reads; `loads` counts how often its module was fetched.
const decoder = vi.hoisted(() => ({ loads: 0, reads: [] as (BarcodeRead | null)[], broken: false }));
vi.mock('./decoder.ts', () => {
  decoder.loads += 1;
  return {
    createFrameDecoder: () => {
      if (decoder.broken) throw new Error('chunk failed');
      return () => decoder.reads.shift() ?? null;
    },
  };
});

const VIN = '9BWZZZ377VT004251';
const OTHER_VIN = '8AP35620ZK1234567';
let camera: FakeCamera;

beforeEach(() => {
  decoder.reads = [];
  decoder.broken = false;
  camera = installFakeCamera();
});
afterEach(() => camera.restore());

async function open(html = '<hub-vin-scanner></hub-vin-scanner>') {
  const { el, root } = mount(html);
  const view = within(root as unknown as HTMLElement);
  await view.findByRole('heading', { level: 2 });
  return { el, root, view };
}

const live = () => camera.tracks.filter((track) => track.readyState === 'live');
const user = () => userEvent.setup();

describe('hub-vin-scanner (pt-BR)', () => {
  it('waits for Start, then scans, emits the VIN, lists it and stops the camera', async () => {
    setupPage({ brand: 'fiat', market: 'pt-BR' });
    const ready = vi.fn();
    const detected = vi.fn();
    document.addEventListener('hub-ready', (e) => ready(e.detail));
    document.addEventListener('hub-vin-detected', (e) => detected(e.detail));
    const { view, root } = await open();
    expect(view.getByRole('heading', { name: 'Ler o chassi pela câmera' })).toBeTruthy();
    await waitFor(() =>
      expect(ready).toHaveBeenCalledWith({ widget: 'hub-vin-scanner', brand: 'fiat', market: 'pt-BR' }),
    );
    expect(camera.requests).toHaveLength(0);
    expect(root.querySelector('.vin-viewport')?.hasAttribute('hidden')).toBe(true);
    // First test of the file: the decoder module has not been imported by anything yet.
    expect(decoder.loads).toBe(0);

    decoder.reads = [null, { text: 'not a vin', format: 'code128' }, { text: VIN, format: 'code128' }];
    await user().click(view.getByRole('button', { name: 'Ler chassi' }));
    expect(camera.requests[0]).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    await view.findByText('Procurando o código de barras. Centralize-o na moldura.');
    expect(decoder.loads).toBe(1);
    const video = root.querySelector('video')!;
    expect(video.getAttribute('aria-label')).toBe('Imagem da câmera para a leitura do código de barras');
    expect(video.srcObject).toBeTruthy();
    expect(view.getByRole('button', { name: 'Parar câmera' })).toBeTruthy();

    await view.findByText(`Chassi lido: ${VIN}.`);
    expect(detected).toHaveBeenCalledTimes(1);
    expect(detected).toHaveBeenCalledWith({
      vin: VIN,
      widget: 'hub-vin-scanner',
      brand: 'fiat',
      market: 'pt-BR',
    });
    expect(within(view.getByRole('list')).getByText(VIN)).toBeTruthy();
    expect(view.getByRole('heading', { name: 'Chassis lidos' })).toBeTruthy();
    expect(live()).toHaveLength(0);
    expect(video.srcObject).toBeNull();
    expect(view.getByRole('button', { name: 'Ler outro chassi' })).toBeTruthy();
    expect(view.getByRole('status').textContent).toBe(`Chassi lido: ${VIN}.`);
  });

  it('trims the leading I of a Code 39 VIN label and confirms it over two reads', async () => {
    setupPage();
    const detected = vi.fn();
    document.addEventListener('hub-vin-detected', (e) => detected(e.detail.vin));
    const { view } = await open();
    decoder.reads = [{ text: `I${VIN}`, format: 'code39' }, null, { text: `I${VIN}`, format: 'code39' }];
    await user().click(view.getByRole('button', { name: 'Ler chassi' }));
    await view.findByText(`Chassi lido: ${VIN}.`);
    expect(detected.mock.calls).toEqual([[VIN]]);
  });

  it('says the permission was refused and tries again', async () => {
    setupPage();
    camera.set({ error: 'NotAllowedError' });
    const { view } = await open();
    await user().click(view.getByRole('button', { name: 'Ler chassi' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('O acesso à câmera foi negado.');
    expect(alert.textContent).toContain('Permita o uso da câmera');
    camera.set({ error: null });
    await user().click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('button', { name: 'Parar câmera' });
    expect(view.queryByRole('alert')).toBeNull();
    expect(camera.requests).toHaveLength(2);
  });

  it('says when the camera is busy', async () => {
    setupPage();
    camera.set({ error: 'NotReadableError' });
    const { view } = await open();
    await user().click(view.getByRole('button', { name: 'Ler chassi' }));
    expect((await view.findByRole('alert')).textContent).toContain(
      'A câmera está sendo usada por outro aplicativo.',
    );
  });

  it('gives the seed message and releases the camera when the decoder cannot load', async () => {
    setupPage();
    decoder.broken = true;
    const { view } = await open();
    await user().click(view.getByRole('button', { name: 'Ler chassi' }));
    expect((await view.findByRole('alert')).textContent).toContain('Um erro ocorreu, tente novamente');
    expect(live()).toHaveLength(0);
  });

  it('lets the user pick another camera, releasing the first', async () => {
    setupPage();
    camera.set({
      cameras: [
        { deviceId: 'rear', label: 'Câmera traseira' },
        { deviceId: 'front', label: '' },
      ],
    });
    const { view } = await open();
    const u = user();
    await u.click(view.getByRole('button', { name: 'Ler chassi' }));
    const picker = await view.findByRole('combobox', { name: 'Câmera' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Câmera traseira', 'Câmera 2']);
    await u.selectOptions(picker, 'front');
    await waitFor(() => expect(camera.requests).toHaveLength(2));
    expect(camera.requests[1]).toMatchObject({ video: { deviceId: { exact: 'front' } } });
    await waitFor(() => expect(live()).toHaveLength(1));
    expect((live()[0] as { deviceId: string }).deviceId).toBe('front');
  });

  it('offers zoom and torch only when the camera supports them', async () => {
    setupPage();
    const { view } = await open();
    const u = user();
    await u.click(view.getByRole('button', { name: 'Ler chassi' }));
    await view.findByRole('button', { name: 'Parar câmera' });
    expect(view.queryByRole('slider')).toBeNull();
    expect(view.queryByRole('button', { name: 'Lanterna' })).toBeNull();
    await u.click(view.getByRole('button', { name: 'Parar câmera' }));

    camera.set({ capabilities: { zoom: { min: 1, max: 4, step: 0.5 }, torch: true } });
    await u.click(view.getByRole('button', { name: 'Ler chassi' }));
    const zoom = await view.findByRole('slider', { name: 'Zoom' });
    expect(zoom.getAttribute('aria-valuetext')).toBe('1.0×');
    const torch = view.getByRole('button', { name: 'Lanterna' });
    expect(torch.getAttribute('aria-pressed')).toBe('false');
    await u.click(torch);
    await waitFor(() => expect(torch.getAttribute('aria-pressed')).toBe('true'));
    const track = live()[0] as { applied: MediaTrackConstraints[] };
    expect(track.applied).toContainEqual({ advanced: [{ torch: true }] });
  });

  it('keeps scanning in continuous mode and releases the camera on Stop', async () => {
    setupPage();
    const detected = vi.fn();
    document.addEventListener('hub-vin-detected', (e) => detected(e.detail.vin));
    const { view } = await open('<hub-vin-scanner continuous></hub-vin-scanner>');
    decoder.reads = [
      { text: VIN, format: 'code128' },
      { text: VIN, format: 'code128' },
      { text: OTHER_VIN, format: 'code128' },
    ];
    const u = user();
    await u.click(view.getByRole('button', { name: 'Ler chassi' }));
    await view.findByText(`Chassi lido: ${OTHER_VIN}. Aponte para outro código para continuar.`);
    expect(detected.mock.calls).toEqual([[VIN], [OTHER_VIN]]);
    expect(
      within(view.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([OTHER_VIN, VIN]);
    expect(live()).toHaveLength(1);
    await u.click(view.getByRole('button', { name: 'Parar câmera' }));
    expect(live()).toHaveLength(0);
    expect(view.getByRole('status').textContent).toBe('Câmera desligada.');
    expect(view.getByRole('button', { name: 'Ler outro chassi' })).toBeTruthy();
  });

  it('opens the camera by itself with autostart and releases it when the element is removed', async () => {
    setupPage();
    const { el, view } = await open('<hub-vin-scanner autostart></hub-vin-scanner>');
    await view.findByRole('button', { name: 'Parar câmera' });
    await waitFor(() => expect(live()).toHaveLength(1));
    el.remove();
    await waitFor(() => expect(live()).toHaveLength(0));
  });

  it('stops a camera that answers after the user pressed Stop', async () => {
    setupPage();
    camera.set({ hold: true });
    const { view } = await open();
    const u = user();
    await u.click(view.getByRole('button', { name: 'Ler chassi' }));
    await view.findByText('Abrindo a câmera…');
    await u.click(view.getByRole('button', { name: 'Parar câmera' }));
    camera.answer();
    await waitFor(() => expect(camera.tracks).toHaveLength(1));
    expect(live()).toHaveLength(0);
    expect(view.getByRole('button', { name: 'Ler chassi' })).toBeTruthy();
  });
});

describe('hub-vin-scanner (es-AR)', () => {
  it('says there is no camera, in Spanish', async () => {
    setupPage({ brand: 'jeep', market: 'es-AR' });
    camera.set({ error: 'NotFoundError' });
    const { view } = await open();
    expect(view.getByRole('heading', { name: 'Escanear el chasis con la cámara' })).toBeTruthy();
    await user().click(view.getByRole('button', { name: 'Escanear chasis' }));
    const alert = await view.findByRole('alert');
    expect(alert.textContent).toContain('No encontramos ninguna cámara en este dispositivo.');
    expect(view.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('says the browser cannot use a camera here', async () => {
    setupPage({ market: 'es-AR' });
    camera.set({ unsupported: true });
    const { view } = await open();
    await user().click(view.getByRole('button', { name: 'Escanear chasis' }));
    expect((await view.findByRole('alert')).textContent).toContain(
      'Este navegador no permite usar la cámara en esta página.',
    );
  });
});

describe('VinScanner inside another widget', () => {
  function scope() {
    const { context } = resolveContext(readPageMeta(document), { brand: null, market: null, skin: null });
    return { host: document.body, tag: 'hub-recall-search', context, emit: vi.fn() };
  }

  it('autostarts under StrictMode (effects run twice) and leaves exactly one camera on', async () => {
    setupPage();
    const view = render(
      <StrictMode>
        <WidgetScopeContext.Provider value={scope()}>
          <VinScanner embedded autostart />
        </WidgetScopeContext.Provider>
      </StrictMode>,
    );
    await view.findByRole('button', { name: 'Parar câmera' });
    await view.findByText('Procurando o código de barras. Centralize-o na moldura.');
    expect(live()).toHaveLength(1);
    view.unmount();
    expect(live()).toHaveLength(0);
  });

  it('hands each VIN to onDetected and has no title of its own when embedded', async () => {
    setupPage();
    const value = scope();
    const onDetected = vi.fn();
    decoder.reads = [{ text: VIN, format: 'code128' }];
    const view = render(
      <WidgetScopeContext.Provider value={value}>
        <VinScanner embedded onDetected={onDetected} />
      </WidgetScopeContext.Provider>,
    );
    expect(view.queryByRole('heading')).toBeNull();
    expect(view.getByRole('region', { name: 'Ler o chassi pela câmera' })).toBeTruthy();
    await user().click(view.getByRole('button', { name: 'Ler chassi' }));
    await waitFor(() => expect(onDetected).toHaveBeenCalledWith(VIN));
    expect(value.emit).not.toHaveBeenCalled();
    expect(live()).toHaveLength(0);
  });
});
