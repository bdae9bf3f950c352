import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { defineDemoSecurityPhoto } from '../demo/security-photo.ts';
import faceUrl from '../test/browser/fixtures/face.jpg';
import noFaceUrl from '../test/browser/fixtures/no-face.jpg';
import { type FakeCameraOptions, installFakeCamera } from '../test/fakeCamera.ts';
import { reservationSpec } from '../widgets/reservation/reservation.spec.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { inside } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Pretend the story runs on a phone (the step is offered on mobile devices only). */
  phone: boolean;
  /** The camera the story pretends the device has; `undefined` uses the real one. */
  camera?: FakeCameraOptions;
}

// Stories import modules for their exports only (package.json sideEffects): define the element here.
defineDemoSecurityPhoto();

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** A camera-like stream of a photo (a canvas's captureStream, redrawn while the track lives). */
function photoStream(url: string): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  const image = new Image();
  image.src = url;
  const stream = canvas.captureStream(10);
  const timer = setInterval(() => {
    if (stream.getVideoTracks().every((track) => track.readyState === 'ended')) clearInterval(timer);
    else if (image.complete) context.drawImage(image, 0, 0, canvas.width, canvas.height);
  }, 100);
  return stream;
}

// The step as the reservation shows it, on its demo element (market and brand win over the page).
function render({ brand, market, phone }: Args) {
  return createElement('demo-security-photo', {
    key: `${brand}-${market}-${phone}`,
    brand,
    market,
    'reservation-id': 'RES-STORY-0001',
  });
}

const meta: Meta<Args> = {
  title: 'Reservation/security photo',
  render,
  args: { brand: 'fiat', market: 'pt-BR', phone: true },
  play: seenInLanguage('demo-security-photo'),
  argTypes: {
    ...specArgTypes(reservationSpec, ['brand', 'market', 'phone']),
    camera: { control: false },
  },
  // A phone user agent, the sandbox user's token (face/detect is a bearer call) and, when set, a fake
  // camera, while the story is shown.
  beforeEach: ({ args }) => {
    if (args.phone)
      Object.defineProperty(navigator, 'userAgent', { configurable: true, get: () => PHONE_UA });
    // biome-ignore lint/suspicious/noDocumentCookie: the story signs in the way a login page does
    document.cookie = 'hub_token=sandbox-token-ana; path=/';
    const fake = args.camera ? installFakeCamera(args.camera) : null;
    return () => {
      fake?.restore();
      delete (navigator as { userAgent?: string }).userAgent;
    };
  },
};
export default meta;

type Story = StoryObj<Args>;

/** What the photo is for, and the time the shopper will have; pressing the button uses this device's camera. */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** On a desktop browser: available on mobile devices only. */
export const Desktop: Story = { args: { phone: false } };
export const DesktopEsAR: Story = { args: { phone: false, market: 'es-AR' } };

const open = async (canvasElement: HTMLElement, label: string) => {
  const { view, user } = await inside(canvasElement, 'demo-security-photo');
  await user.click(await view.findByRole('button', { name: label }));
  return { view, user };
};

/** A simulated front camera showing a face: the preview, the oval guide and the countdown. */
export const CameraLive: Story = {
  args: { camera: { stream: () => photoStream(faceUrl) } },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Abrir câmera');
  },
};

/** The photo taken is checked for a face in the browser, then sent: the order goes to analysis. */
export const SentForAnalysis: Story = {
  args: { camera: { stream: () => photoStream(faceUrl) } },
  play: async ({ canvasElement }) => {
    const { view, user } = await open(canvasElement, 'Abrir câmera');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await user.click(await view.findByRole('button', { name: 'Tirar foto' }));
  },
};

/** No face in the photo: said so, nothing sent, another photo offered. */
export const NoFaceFound: Story = {
  args: { camera: { stream: () => photoStream(noFaceUrl) } },
  play: SentForAnalysis.play,
};

/** The camera permission was refused (`NotAllowedError`). */
export const PermissionRefusedPtBR: Story = {
  args: { camera: { error: 'NotAllowedError' } },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Abrir câmera');
  },
};
export const PermissionRefusedEsAR: Story = {
  args: { market: 'es-AR', brand: 'jeep', camera: { error: 'NotAllowedError' } },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Abrir cámara');
  },
};
/** No camera on the device (`NotFoundError`). */
export const NoCamera: Story = {
  args: { camera: { error: 'NotFoundError', cameras: [] } },
  play: PermissionRefusedPtBR.play,
};
