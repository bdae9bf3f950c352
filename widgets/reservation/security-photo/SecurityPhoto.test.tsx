import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sandboxServer } from '../../../api/sandbox/node.ts';
import { readPageMeta, resolveContext } from '../../../core/page-context.ts';
import { WidgetScopeContext } from '../../../core/WidgetContext.tsx';
import { type FakeCamera, installFakeCamera } from '../../../test/fakeCamera.ts';
import { SANDBOX_BASE, setupPage, signIn, signOut } from '../../../test/page.ts';
import { journalOf, startSandbox } from '../../../test/sandbox.ts';
import { SecurityPhoto } from './SecurityPhoto.tsx';

// tasks-vision is replaced by a detector answering from a queue; `loads` counts module fetches.
const vision = vi.hoisted(() => ({
  loads: 0,
  broken: false,
  filesets: [] as string[],
  loaders: [] as string[],
  options: [] as unknown[],
  answers: [] as number[][],
  seen: [] as unknown[],
}));
vi.mock('@mediapipe/tasks-vision', () => {
  vision.loads += 1;
  return {
    FilesetResolver: {
      forVisionTasks: async (base: string) => {
        vision.filesets.push(base);
        if (vision.broken) throw new Error('wasm failed to load');
        return { wasmLoaderPath: `${base}/vision_wasm_internal.js` };
      },
    },
    FaceDetector: {
      createFromOptions: async (_fileset: unknown, options: unknown) => {
        vision.options.push(options);
        return {
          close: () => undefined,
          detect: (image: unknown) => {
            vision.seen.push(image);
            const scores = vision.answers.shift() ?? [];
            return { detections: scores.map((score) => ({ categories: [{ score }] })) };
          },
        };
      },
    },
  };
});

// The wasm loader script goes through the page's Trusted Types policy: here it only records the address.
vi.mock('./loadWasmLoader.ts', () => ({
  loadWasmLoader: async (url: string) => {
    vision.loaders.push(url);
  },
}));

// The camera frame as a JPEG: the real face photo of the browser tests, or a blank 1 KB frame.
const FACE_PHOTO = `data:image/jpeg;base64,${readFileSync(join(process.cwd(), 'test/browser/fixtures/face.jpg')).toString('base64')}`;
const BLANK_PHOTO = `data:image/jpeg;base64,${btoa(`\xFF\xD8\xFF\xE0${'\x00'.repeat(900)}`)}`;
// Each capture takes the next frame; `null` is a camera that has not delivered its first frame yet.
const frames = vi.hoisted(() => ({ next: [] as (string | null)[] }));
vi.mock('./capture.ts', () => ({
  captureStill: () => {
    const frame = frames.next.shift();
    return frame === null ? null : { canvas: document.createElement('canvas'), dataUrl: frame ?? '' };
  },
}));

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const RESERVATION = 'RES-2026-000123';

const sandbox = startSandbox();
let camera: FakeCamera;
let attempts: string[];
const countAttempts = ({ request }: { request: Request }) => {
  if (request.url.includes('/face/')) attempts.push(request.url);
};

beforeEach(() => {
  Object.assign(vision, { broken: false, filesets: [], loaders: [], options: [], answers: [], seen: [] });
  frames.next = [];
  attempts = [];
  camera = installFakeCamera({ cameras: [{ deviceId: 'front', label: 'Câmera frontal' }] });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => PHONE });
  sandboxServer.events.on('request:start', countAttempts);
  signIn();
});
afterEach(() => {
  sandboxServer.events.removeListener('request:start', countAttempts);
  camera.restore();
  delete (navigator as { userAgent?: string }).userAgent;
  signOut();
  vi.useRealTimers();
});

const live = () => camera.tracks.filter((track) => track.readyState === 'live');

function show({ strict = false, onDone = vi.fn() } = {}) {
  const { context } = resolveContext(readPageMeta(document));
  const scope = { host: document.body, tag: 'hub-reservation', context, emit: vi.fn() };
  const tree = (
    <WidgetScopeContext.Provider value={scope}>
      <SecurityPhoto reservationId={RESERVATION} onDone={onDone} />
    </WidgetScopeContext.Provider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { view, onDone, scope };
}

const alertText = async (view: ReturnType<typeof render>) =>
  (await view.findByRole('alert')).textContent ?? '';

describe('security photo (pt-BR)', () => {
  it('explains, opens the front camera, checks the face in the browser, sends the photo once and continues', async () => {
    setupPage({ brand: 'jeep', market: 'pt-BR' });
    const { view, onDone } = show();
    expect(view.getByRole('heading', { name: 'Foto de segurança' })).toBeTruthy();
    expect(view.getByText('Depois de abrir a câmera, você terá 60 segundos para tirar a foto.')).toBeTruthy();
    // Nothing heavy, no camera until the shopper asks: tasks-vision has not been imported yet.
    expect(vision.loads).toBe(0);
    expect(camera.requests).toHaveLength(0);

    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    expect(camera.requests[0]).toMatchObject({ audio: false, video: { facingMode: { ideal: 'user' } } });
    const shoot = await view.findByRole('button', { name: 'Tirar foto' });
    await waitFor(() => expect(document.activeElement).toBe(shoot));
    expect(view.getByRole('timer').textContent).toBe('Tempo restante: 1:00');
    expect(view.getByLabelText('Imagem da câmera frontal')).toBeTruthy();
    expect(live()).toHaveLength(1);
    await waitFor(() => expect(vision.options).toHaveLength(1));
    expect(vision.loads).toBe(1);
    expect(vision.filesets).toEqual([`${location.origin}/mediapipe/wasm`]);
    expect(vision.options[0]).toEqual({
      baseOptions: {
        modelAssetPath: `${location.origin}/models/face_detection_short_range_with_metadata.tflite`,
        delegate: 'CPU',
      },
      runningMode: 'IMAGE',
      minDetectionConfidence: 0.5,
    });

    vision.answers = [[0.86]];
    frames.next = [FACE_PHOTO];
    await user.click(shoot);
    expect(live()).toHaveLength(0);
    await view.findByText('Seu pedido será analisado por nossos consultores.');
    expect(vision.seen).toHaveLength(1);
    const sent = journalOf('face');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/face/face/detect',
      bearer: true,
      body: { image: FACE_PHOTO, reservationId: RESERVATION },
    });
    expect(sandbox.records.get('face:photos')).toEqual([
      expect.objectContaining({ reservationId: RESERVATION, faceDetected: true }),
    ]);
    const next = view.getByRole('button', { name: 'Continuar' });
    await waitFor(() => expect(document.activeElement).toBe(next));
    await user.click(next);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says when no face is found, sends nothing, and takes another photo', async () => {
    setupPage();
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    vision.answers = [[], [0.9]];
    frames.next = [FACE_PHOTO, FACE_PHOTO];
    await user.click(await view.findByRole('button', { name: 'Tirar foto' }));
    const text = await alertText(view);
    expect(text).toContain('Rosto não encontrado na foto.');
    expect(text).toContain('Centralize seu rosto na moldura');
    expect(view.getByRole('img', { name: 'Sua foto' }).getAttribute('src')).toBe(FACE_PHOTO);
    expect(attempts).toEqual([]);
    expect(live()).toHaveLength(0);

    await user.click(view.getByRole('button', { name: 'Tirar outra foto' }));
    expect(camera.requests).toHaveLength(2);
    await user.click(await view.findByRole('button', { name: 'Tirar foto' }));
    await view.findByText('Seu pedido será analisado por nossos consultores.');
    expect(journalOf('face')).toHaveLength(1);
    // The detector is created once and reused for the second photo.
    expect(vision.options).toHaveLength(1);
  });

  it("gives the seed's message when the face service does not validate the photo", async () => {
    setupPage();
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    vision.answers = [[0.7]];
    frames.next = [BLANK_PHOTO];
    await user.click(await view.findByRole('button', { name: 'Tirar foto' }));
    expect(await alertText(view)).toBe(
      'Não foi possivel realizar a validação na CNH, por favor tente novamente.',
    );
    expect(journalOf('face')).toHaveLength(1);
    const retake = view.getByRole('button', { name: 'Tirar outra foto' });
    await waitFor(() => expect(document.activeElement).toBe(retake));
    await user.click(retake);
    expect(await view.findByRole('button', { name: 'Tirar foto' })).toBeTruthy();
  });

  it('keeps the photo when the service fails and sends it again, once per click', async () => {
    setupPage();
    sandbox.faults.set('face', { status: 500, times: 1 });
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    vision.answers = [[0.8]];
    frames.next = [FACE_PHOTO];
    await user.click(await view.findByRole('button', { name: 'Tirar foto' }));
    const text = await alertText(view);
    expect(text).toContain('Um erro ocorreu, tente novamente');
    expect(text).toContain('Sua foto foi mantida');
    expect(view.getByRole('img', { name: 'Sua foto' }).getAttribute('src')).toBe(FACE_PHOTO);
    expect(attempts).toHaveLength(1);

    await user.dblClick(view.getByRole('button', { name: 'Enviar a foto de novo' }));
    await view.findByText('Seu pedido será analisado por nossos consultores.');
    expect(attempts).toHaveLength(2);
    expect(journalOf('face').map((entry) => entry.body)).toEqual([
      { image: FACE_PHOTO, reservationId: RESERVATION },
    ]);
    // The photo was not taken again: one camera opening, one local check.
    expect(camera.requests).toHaveLength(1);
    expect(vision.seen).toHaveLength(1);
  });

  it('a tap before the first frame takes the photo when the frame arrives, once', async () => {
    setupPage();
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    vision.answers = [[0.9]];
    frames.next = [null, FACE_PHOTO];
    const shoot = await view.findByRole('button', { name: 'Tirar foto' });
    await user.dblClick(shoot);
    expect(live()).toHaveLength(1);
    expect(vision.seen).toHaveLength(0);
    act(() => {
      view.getByLabelText('Imagem da câmera frontal').dispatchEvent(new Event('loadeddata'));
    });
    await view.findByText('Seu pedido será analisado por nossos consultores.');
    expect(live()).toHaveLength(0);
    expect(vision.seen).toHaveLength(1);
    expect(journalOf('face')).toHaveLength(1);
  });

  it('warns before the time runs out, gives more time, then releases the camera when it is exceeded', async () => {
    setupPage({ settings: { 'face-time-limit': '30' } });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { view } = show();
    const user = userEvent.setup();
    expect(view.getByText('Depois de abrir a câmera, você terá 30 segundos para tirar a foto.')).toBeTruthy();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    await view.findByRole('button', { name: 'Tirar foto' });
    expect(view.getByRole('timer').textContent).toBe('Tempo restante: 0:30');
    expect(view.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(11_000));
    expect(view.getByRole('timer').textContent).toBe('Tempo restante: 0:19');
    expect(await alertText(view)).toContain('O tempo para tirar a foto está acabando.');
    await user.click(view.getByRole('button', { name: 'Preciso de mais tempo' }));
    expect(view.getByRole('timer').textContent).toBe('Tempo restante: 0:30');
    expect(view.queryByRole('alert')).toBeNull();

    act(() => vi.advanceTimersByTime(29_000));
    expect(view.getByRole('timer').textContent).toBe('Tempo restante: 0:01');
    expect(live()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_000));
    const text = await alertText(view);
    expect(text).toContain('O tempo para tirar a foto foi excedido.');
    expect(view.queryByRole('timer')).toBeNull();
    expect(view.queryByRole('button', { name: 'Tirar foto' })).toBeNull();
    expect(live()).toHaveLength(0);
    expect(attempts).toEqual([]);

    await user.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByRole('button', { name: 'Tirar foto' });
    expect(view.getByRole('timer').textContent).toBe('Tempo restante: 0:30');
    expect(live()).toHaveLength(1);
  });

  it('explains a refused camera permission and tries again', async () => {
    setupPage();
    camera.set({ error: 'NotAllowedError' });
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    const text = await alertText(view);
    expect(text).toContain('O acesso à câmera foi negado.');
    expect(text).toContain('Permita o uso da câmera');
    camera.set({ error: null });
    await user.click(view.getByRole('button', { name: 'Tentar novamente' }));
    expect(await view.findByRole('button', { name: 'Tirar foto' })).toBeTruthy();
    expect(view.queryByRole('alert')).toBeNull();
  });

  it('gives the generic message when the face check cannot load, and loads it again on retry', async () => {
    setupPage();
    vision.broken = true;
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir câmera' }));
    frames.next = [FACE_PHOTO];
    await user.click(await view.findByRole('button', { name: 'Tirar foto' }));
    const text = await alertText(view);
    expect(text).toContain('Um erro ocorreu, tente novamente');
    expect(text).toContain('Não foi possível verificar a foto neste aparelho.');
    expect(attempts).toEqual([]);
    vision.broken = false;
    vision.answers = [[0.9]];
    await user.click(view.getByRole('button', { name: 'Tentar novamente' }));
    await view.findByText('Seu pedido será analisado por nossos consultores.');
    expect(vision.filesets).toHaveLength(2);
    expect(journalOf('face')).toHaveLength(1);
  });

  it('takes the model and wasm addresses from the page settings', async () => {
    setupPage({
      settings: {
        'face-model-url': 'https://cdn.example.com/models/blazeface.tflite',
        'face-wasm-url': 'https://cdn.example.com/tasks-vision/wasm/',
      },
    });
    const { view } = show();
    await userEvent.setup().click(view.getByRole('button', { name: 'Abrir câmera' }));
    await waitFor(() => expect(vision.options).toHaveLength(1));
    expect(vision.filesets).toEqual(['https://cdn.example.com/tasks-vision/wasm']);
    expect(vision.loaders).toEqual(['https://cdn.example.com/tasks-vision/wasm/vision_wasm_internal.js']);
    expect(vision.options[0]).toMatchObject({
      baseOptions: { modelAssetPath: 'https://cdn.example.com/models/blazeface.tflite' },
    });
  });

  it('is offered on mobile devices only', async () => {
    setupPage();
    Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => DESKTOP });
    const { view } = show();
    const text = await alertText(view);
    expect(text).toContain('A foto de segurança está disponível apenas em dispositivos móveis.');
    expect(text).toContain('Abra esta página no seu celular');
    expect(view.queryByRole('button')).toBeNull();
    expect(camera.requests).toHaveLength(0);
    expect(vision.filesets).toHaveLength(0);
  });

  it('releases the camera when the step goes away, also under StrictMode', async () => {
    setupPage();
    const { view } = show({ strict: true });
    await userEvent.setup().click(view.getByRole('button', { name: 'Abrir câmera' }));
    await view.findByRole('button', { name: 'Tirar foto' });
    expect(live()).toHaveLength(1);
    view.unmount();
    expect(live()).toHaveLength(0);
  });

  it('stops a camera that answers after the step went away', async () => {
    setupPage();
    camera.set({ hold: true });
    const { view } = show();
    await userEvent.setup().click(view.getByRole('button', { name: 'Abrir câmera' }));
    await view.findByText('Abrindo a câmera frontal…');
    view.unmount();
    camera.answer();
    await waitFor(() => expect(camera.tracks).toHaveLength(1));
    expect(live()).toHaveLength(0);
  });
});

describe('security photo (es-AR)', () => {
  it('says there is no camera, in Spanish', async () => {
    setupPage({ brand: 'peugeot', market: 'es-AR' });
    camera.set({ error: 'NotFoundError' });
    const { view } = show();
    expect(view.getByRole('heading', { name: 'Foto de seguridad' })).toBeTruthy();
    await userEvent.setup().click(view.getByRole('button', { name: 'Abrir cámara' }));
    const text = await alertText(view);
    expect(text).toContain('No encontramos ninguna cámara en este dispositivo.');
    expect(view.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
  });

  it('sends the photo and says the order goes to analysis, in Spanish', async () => {
    setupPage({ brand: 'peugeot', market: 'es-AR' });
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir cámara' }));
    vision.answers = [[0.9]];
    frames.next = [FACE_PHOTO];
    await user.click(await view.findByRole('button', { name: 'Sacar foto' }));
    await view.findByText('Tu pedido será analizado por nuestros asesores.');
    expect(journalOf('face')[0]?.body).toEqual({ image: FACE_PHOTO, reservationId: RESERVATION });
    expect(attempts).toEqual([`${SANDBOX_BASE}/face/face/detect`]);
  });

  it('needs a signed-in shopper: without the token the generic message and the photo kept', async () => {
    setupPage({ market: 'es-AR' });
    signOut();
    const { view } = show();
    const user = userEvent.setup();
    await user.click(view.getByRole('button', { name: 'Abrir cámara' }));
    vision.answers = [[0.9]];
    frames.next = [FACE_PHOTO];
    await user.click(await view.findByRole('button', { name: 'Sacar foto' }));
    expect(await alertText(view)).toContain('Ocurrió un error, intentá de nuevo');
    expect(view.getByRole('img', { name: 'Tu foto' })).toBeTruthy();
    expect(journalOf('face')).toHaveLength(0);
  });
});
