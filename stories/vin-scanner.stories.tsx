import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { barcodeStream } from '../test/browser/fixtures/barcodeStream.ts';
import { type FakeCameraOptions, installFakeCamera } from '../test/fakeCamera.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import '../widgets/vin-scanner/vin-scanner.element.ts';
import { vinScannerSpec } from '../widgets/vin-scanner/vin-scanner.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  autostart: boolean;
  continuous: boolean;
  /** The camera the story pretends the device has; `undefined` uses the real one. */
  camera?: FakeCameraOptions;
}

/** A Brazilian VIN the simulated camera shows as Code 39. */
const DEMO_VIN = '9BWZZZ377VT004251';

// React 19 sets these as properties of the defined element (booleans, like the attributes' presence).
function render({ brand, market, autostart, continuous }: Args) {
  return (
    <hub-vin-scanner
      key={`${brand}-${market}-${autostart}-${continuous}`}
      brand={brand}
      market={market}
      autostart={autostart}
      continuous={continuous}
    />
  );
}

const meta: Meta<Args> = {
  title: 'Widgets/hub-vin-scanner',
  render,
  args: { brand: 'fiat', market: 'pt-BR', autostart: false, continuous: false },
  play: seenInLanguage('hub-vin-scanner'),
  argTypes: {
    ...specArgTypes(vinScannerSpec, ['brand', 'market', 'autostart', 'continuous']),
    camera: { control: false },
  },
  // Stories that set `camera` replace navigator.mediaDevices while they are shown.
  beforeEach: ({ args }) => {
    if (!args.camera) return;
    const fake = installFakeCamera(args.camera);
    return () => fake.restore();
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Idle: the start button only; pressing it uses this computer's real camera. */
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

/** A simulated camera showing a VIN as Code 39: the scan reads it, fires hub-vin-detected and stops. */
export const SimulatedCamera: Story = {
  args: { camera: { stream: () => barcodeStream(DEMO_VIN) } },
};
/** The same, `continuous`: the camera stays on and the list grows. */
export const SimulatedCameraContinuous: Story = {
  args: { continuous: true, camera: { stream: () => barcodeStream(DEMO_VIN) } },
};

/** No camera on the device (`NotFoundError`), with "try again". */
export const NoCameraPtBR: Story = {
  args: { autostart: true, camera: { error: 'NotFoundError', cameras: [] } },
};
export const NoCameraEsAR: Story = {
  args: { market: 'es-AR', autostart: true, camera: { error: 'NotFoundError', cameras: [] } },
};
/** The user (or the browser settings) refused the camera permission (`NotAllowedError`). */
export const PermissionRefusedPtBR: Story = {
  args: { autostart: true, camera: { error: 'NotAllowedError' } },
};
export const PermissionRefusedEsAR: Story = {
  args: { market: 'es-AR', brand: 'jeep', autostart: true, camera: { error: 'NotAllowedError' } },
};
/** Another app holds the camera (`NotReadableError`). */
export const CameraBusyPtBR: Story = { args: { autostart: true, camera: { error: 'NotReadableError' } } };
export const CameraBusyEsAR: Story = {
  args: { market: 'es-AR', autostart: true, camera: { error: 'NotReadableError' } },
};
/** A browser or an insecure (http) page without camera access. */
export const Unsupported: Story = { args: { autostart: true, camera: { unsupported: true } } };
