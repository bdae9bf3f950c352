import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { CARS } from '../api/sandbox/data/vehicles.ts';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/garage/garage.element.ts';
import { garageSpec } from '../widgets/garage/garage.spec.ts';
import { fillText, inside, typeInto } from './play.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

interface Args {
  brand: Brand;
  market: Market;
  /** Sandbox bearer token put in the `hub_token` cookie for the story; none: signed out. */
  token?: string;
}

function render({ brand, market }: Args) {
  return (
    <hub-garage
      key={`${brand}-${market}`}
      brand={brand}
      market={market}
      login-url="#sign-in"
      recall-url="#recall"
      trade-in-url="#trade-in"
      configurator-url="#configurator"
    />
  );
}

/**
 * On the sandbox: Ana (sandbox-token-ana) owns a Strada and a Toro; Martina (sandbox-token-martina) a
 * Pulse and a Durango in Argentina. Cars added in a story last until the sandbox resets.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-garage',
  render,
  beforeEach: signedInAs,
  args: { brand: 'fiat', market: 'pt-BR', token: 'sandbox-token-ana' },
  play: seenInLanguage('hub-garage'),
  argTypes: {
    ...specArgTypes(garageSpec, ['brand', 'market', 'token']),
    token: { control: 'select', options: [undefined, 'sandbox-token-ana', 'sandbox-token-martina'] },
  },
};
export default meta;

type Story = StoryObj<Args>;

/** Ana's garage: her two cars with recall and trade-in links; nothing wanted or visited yet. */
export const FiatPtBR: Story = { args: BRAND_MARKET.FiatPtBR };
export const FiatEsAR: Story = { args: BRAND_MARKET.FiatEsAR };
export const FiatCBR: Story = { args: BRAND_MARKET.FiatCBR };
export const JeepPtBR: Story = { args: BRAND_MARKET.JeepPtBR };
export const JeepEsAR: Story = { args: BRAND_MARKET.JeepEsAR };
export const JeepCBR: Story = { args: BRAND_MARKET.JeepCBR };
export const DodgePtBR: Story = { args: BRAND_MARKET.DodgePtBR };
export const DodgeEsAR: Story = { args: BRAND_MARKET.DodgeEsAR };
export const DodgeCBR: Story = { args: BRAND_MARKET.DodgeCBR };
export const ChryslerPtBR: Story = { args: BRAND_MARKET.ChryslerPtBR };
export const ChryslerEsAR: Story = { args: BRAND_MARKET.ChryslerEsAR };
export const ChryslerCBR: Story = { args: BRAND_MARKET.ChryslerCBR };
export const RamPtBR: Story = { args: BRAND_MARKET.RamPtBR };
export const RamEsAR: Story = { args: BRAND_MARKET.RamEsAR };
export const RamCBR: Story = { args: BRAND_MARKET.RamCBR };
export const CitroenPtBR: Story = { args: BRAND_MARKET.CitroenPtBR };
export const CitroenEsAR: Story = { args: BRAND_MARKET.CitroenEsAR };
export const CitroenCBR: Story = { args: BRAND_MARKET.CitroenCBR };
export const PeugeotPtBR: Story = { args: BRAND_MARKET.PeugeotPtBR };
export const PeugeotEsAR: Story = { args: BRAND_MARKET.PeugeotEsAR };
export const PeugeotCBR: Story = { args: BRAND_MARKET.PeugeotCBR };
export const AbarthPtBR: Story = { args: BRAND_MARKET.AbarthPtBR };
export const AbarthEsAR: Story = { args: BRAND_MARKET.AbarthEsAR };
export const AbarthCBR: Story = { args: BRAND_MARKET.AbarthCBR };
export const DsPtBR: Story = { args: BRAND_MARKET.DsPtBR };
export const DsEsAR: Story = { args: BRAND_MARKET.DsEsAR };
export const DsCBR: Story = { args: BRAND_MARKET.DsCBR };

/** Signed out: the sign-in prompt. */
export const SignedOut: Story = { args: { token: undefined } };
/** An empty garage: each list says what goes there. */
export const Empty: Story = {
  parameters: {
    msw: [
      http.get('*/garage/v1/owned', () => HttpResponse.json([])),
      http.get('*/garage/v1/wanted', () => HttpResponse.json([])),
      http.get('*/garage/v1/visited', () => HttpResponse.json([])),
    ],
  },
};
/** Every list filled: owned (one claimed as exclusive owner), wanted (opens the configurator), visited (save as wanted). */
export const Filled: Story = {
  parameters: {
    msw: [
      http.get('*/garage/v1/owned', () =>
        HttpResponse.json([
          {
            id: 'G1',
            mvsCode: '674UK42',
            year: 2025,
            modelName: 'Argo',
            versionName: 'Drive',
            plate: 'XYZ9876',
            chassis: '9BD281A2ZP7654321',
            exclusive: true,
          },
        ]),
      ),
      http.get('*/garage/v1/wanted', () =>
        HttpResponse.json([
          { id: 'G2', mvsCode: '815WUV1', year: 2026, modelName: 'Toro', versionName: 'Volcano' },
        ]),
      ),
      http.get('*/garage/v1/visited', () =>
        HttpResponse.json([
          { id: 'G3', mvsCode: '460X2F3', year: 2026, modelName: 'Strada', versionName: 'Volcano' },
        ]),
      ),
    ],
  },
};
/** The garage service fails: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/garage/v1/owned', () => new HttpResponse(null, { status: 503 }))] },
};
/** Adding an owned car: the plate typed, the vehicle found (with its open recall), waiting for the yes. */
export const Adding: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    await user.click(await view.findByRole('button', { name: 'Adicionar meu carro' }));
    await typeInto(user, view.getByLabelText(/placa do veículo/i), 'ABC1D23');
    await user.click(view.getByRole('button', { name: 'Buscar veículo' }));
    await view.findByRole('heading', { name: 'Encontramos este veículo' });
  },
};
/** An owned car evaluated for trade-in: the mileage entered, the value by its plate said. */
export const EvaluateForTradeIn: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    const [open] = await view.findAllByRole('button', { name: /^Avaliar para troca: / }, { timeout: 5000 });
    await user.click(open as HTMLElement);
    // The mileage is a plain field (no mask): filled the way a paste does (stories/play.ts).
    await fillText(user, view.getByLabelText(/^Quilometragem/), '38000');
    await user.click(view.getByRole('button', { name: 'Avaliar meu carro' }));
    await view.findByText(/^Valor estimado do seu carro/, {}, { timeout: 5000 });
  },
};
/** A plate of the other country: the message beside the field, nothing looked up. */
export const AddingInvalid: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    await user.click(await view.findByRole('button', { name: 'Adicionar meu carro' }));
    await typeInto(user, view.getByLabelText(/placa do veículo/i), 'AB123CD');
    await user.click(view.getByRole('button', { name: 'Buscar veículo' }));
    await view.findByText('Informe uma placa válida (ex.: ABC1234 ou ABC1D23)');
  },
};
/** An Argentine plate in es-AR (Martina). */
export const AddingEsAR: Story = {
  args: { market: 'es-AR', token: 'sandbox-token-martina' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    await user.click(await view.findByRole('button', { name: 'Agregar mi auto' }));
    // An Argentine Fiat of the sandbox's fleet nobody has in a garage (the lookup is in the widget's brand).
    const car = CARS.find((c) => c.country === 'AR' && c.brand === 'fiat' && c.ownerId === null);
    await typeInto(user, view.getByLabelText(/patente del vehículo/i), car?.plate ?? '');
    await user.click(view.getByRole('button', { name: 'Buscar vehículo' }));
    await view.findByRole('heading', { name: 'Encontramos este vehículo' });
  },
};
/** The lookup fails: the seed's message, the plate kept, a retry. */
export const AddingFailed: Story = {
  parameters: { msw: [http.get('*/recall/v2/car', () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    await user.click(await view.findByRole('button', { name: 'Adicionar meu carro' }));
    await typeInto(user, view.getByLabelText(/placa do veículo/i), 'ABC1D23');
    await user.click(view.getByRole('button', { name: 'Buscar veículo' }));
    await view.findByRole('alert');
  },
};
/** The remove confirmation, focus inside the modal. */
export const ConfirmRemove: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    await user.click(await view.findByRole('button', { name: /^Remover o Strada/ }));
    await view.findByRole('alertdialog');
  },
};

/** Opens the services of Ana's Strada (the first owned car). */
async function openStradaServices(canvasElement: HTMLElement, label = 'Serviços do carro') {
  const { view, user } = await inside(canvasElement, 'hub-garage');
  await user.click(await view.findByRole('button', { name: new RegExp(`^${label}: Strada`) }));
  return { view, user };
}
const failing = (path: string) => ({
  parameters: { msw: [http.get(path, () => new HttpResponse(null, { status: 503 }))] },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const { view } = await openStradaServices(canvasElement);
    await view.findByRole('alert');
  },
});

/** An owned car's services: warranty and its terms, flawless delivery, invoice, Mopar, the oil reminder. */
export const CarServices: Story = {
  play: async ({ canvasElement }) => {
    const { view } = await openStradaServices(canvasElement);
    await view.findByText('Troca de óleo e filtro Mopar');
  },
};
/** The services in es-AR (Martina's Pulse): the warranty with its kilometres, Argentine pesos. */
export const CarServicesEsAR: Story = {
  args: { market: 'es-AR', token: 'sandbox-token-martina' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-garage');
    await user.click(await view.findByRole('button', { name: /^Servicios del auto: Pulse/ }));
    await view.findByText('Cambio de aceite y filtro Mopar');
  },
};
/** The oil-change reminder after the owner entered the mileage: late since the delivery, in words. */
export const CarServicesOilReminder: Story = {
  play: async ({ canvasElement }) => {
    const { view, user } = await openStradaServices(canvasElement);
    await view.findByText(/Entregue em/);
    await fillText(user, view.getByLabelText(/Quilometragem atual/), '12500');
    await user.click(view.getByRole('button', { name: 'Calcular próxima troca' }));
    await view.findByText(/Troca de óleo atrasada/);
  },
};
/** The warranty fails: the seed's message and a retry in its section; the others shown. */
export const CarServicesWarrantyFailing: Story = failing('*/benefits/warranty');
/** The flawless delivery fails. */
export const CarServicesDeliveryFailing: Story = failing('*/benefits/flawlessDelivery/:source/:vin');
/** The invoice fails. */
export const CarServicesInvoiceFailing: Story = failing('*/benefits/invoice');
/** The Mopar services fail. */
export const CarServicesMoparFailing: Story = failing('*/benefits/mopar');
/** The terms download fails: the message above the button, which tries again. */
export const CarServicesTermsFailing: Story = {
  parameters: {
    msw: [http.post('*/benefits/warranty-terms', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await openStradaServices(canvasElement);
    await user.click(await view.findByRole('button', { name: 'Baixar termo de garantia (PDF)' }));
    await view.findByRole('alert');
  },
};
/** The payment simulation fails: the seed's message, the choices kept, the button tries again. */
export const CarServicesPaymentFailing: Story = {
  parameters: {
    msw: [http.post('*/benefits/simulation/payment', () => new HttpResponse(null, { status: 503 }))],
  },
  play: async ({ canvasElement }) => {
    const { view, user } = await openStradaServices(canvasElement);
    // The service field, not the services' sections named after the car ("Serviços do …").
    const service = (await view.findByLabelText(/^Serviço(?!s)/)) as HTMLSelectElement;
    await user.selectOptions(service, service.options[1]?.value ?? '');
    const installments = view.getByLabelText(/Parcelas/) as HTMLSelectElement;
    await user.selectOptions(installments, '3');
    await user.click(view.getByRole('button', { name: 'Simular pagamento' }));
    await view.findByRole('alert');
  },
};
