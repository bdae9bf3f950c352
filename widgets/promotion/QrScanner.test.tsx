import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarcodeRead } from '../../domain/camera/barcodeRead.ts';
import { type FakeCamera, installFakeCamera } from '../../test/fakeCamera.ts';
import { mount, setupPage, signIn, signOut } from '../../test/page.ts';
import { journalOf, startSandbox } from '../../test/sandbox.ts';
import './promotion.element.ts';

// The zxing QR decoder is replaced by a queue of reads; `loads` counts how often its module was fetched.
const decoder = vi.hoisted(() => ({ loads: 0, reads: [] as (BarcodeRead | null)[] }));
vi.mock('./qrDecoder.ts', () => {
  decoder.loads += 1;
  return { createFrameDecoder: () => () => decoder.reads.shift() ?? null };
});

startSandbox();
let camera: FakeCamera;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  camera = installFakeCamera();
  decoder.reads = [];
});
afterEach(() => {
  camera.restore();
  signOut();
  for (const el of document.querySelectorAll('hub-promotion')) el.remove();
  vi.restoreAllMocks();
});

describe('hub-promotion QR code by camera', () => {
  it('opens the camera only when asked, reads the poster QR code (a link carrying it), validates it and turns the camera off', async () => {
    setupPage({ brand: 'peugeot' });
    signIn('sandbox-token-ana');
    const u = userEvent.setup();
    const { root } = mount('<hub-promotion promotion-id="PRM-PEUGEOT-2026"></hub-promotion>');
    const view = within(root as unknown as HTMLElement);
    await view.findByRole('list', { name: 'Seus números da sorte' });
    expect(camera.requests).toHaveLength(0);
    expect(decoder.loads).toBe(0);

    decoder.reads = [null, { text: 'https://www.peugeot.com.br/', format: 'qr' }];
    decoder.reads.push({ text: 'https://promo.peugeot.com.br/qr?code=QR-PEUGBR03', format: 'qr' });
    await u.click(view.getByRole('button', { name: 'Ler QR code com a câmera' }));
    expect(
      await view.findByText(
        /^QR code validado! Você ganhou o número da sorte \d{5}\.$/,
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(decoder.loads).toBe(1);
    expect(camera.requests[0]).toMatchObject({
      audio: false,
      video: { facingMode: { ideal: 'environment' } },
    });
    expect(camera.tracks.filter((track) => track.readyState === 'live')).toHaveLength(0);
    expect(journalOf('promotions').filter((e) => e.method === 'POST')).toEqual([
      expect.objectContaining({ body: { qrCode: 'QR-PEUGBR03' } }),
    ]);
    expect(view.getAllByRole('listitem')).toHaveLength(3);
  });

  it('a camera refused says so with a retry; closing goes back to typing', async () => {
    setupPage({ brand: 'peugeot', market: 'es-AR' });
    signIn('sandbox-token-ana');
    camera.restore();
    camera = installFakeCamera({ error: 'NotAllowedError' });
    const u = userEvent.setup();
    const { root } = mount('<hub-promotion promotion-id="PRM-PEUGEOT-2026"></hub-promotion>');
    const view = within(root as unknown as HTMLElement);
    await u.click(await view.findByRole('button', { name: 'Escanear código QR con la cámara' }));
    expect((await view.findByRole('alert')).textContent).toContain('Se denegó el acceso a la cámara.');
    expect(view.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    await u.click(view.getByRole('button', { name: 'Cerrar cámara' }));
    expect(view.getByRole('button', { name: 'Escanear código QR con la cámara' })).toBeTruthy();
    expect(view.getByLabelText(/Código del QR/)).toBeTruthy();
  });
});
