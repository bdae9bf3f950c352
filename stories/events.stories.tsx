import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { Brand } from '../core/brands.ts';
import type { Market } from '../core/markets.ts';
import { BRAND_MARKET } from './brandMarket.ts';
import { inside } from './play.ts';
import { signedInAs } from './signedInAs.ts';
import '../widgets/events/events.element.ts';
import { eventsSpec } from '../widgets/events/events.spec.ts';
import { seenInLanguage } from './seenInLanguage.ts';
import { specArgTypes } from './specArgTypes.ts';

/** Who the story signs in: the market's customer, its event admin, or nobody. */
type Who = 'customer' | 'admin' | 'guest';

interface Args {
  brand: Brand;
  market: Market;
  who: Who;
  /** Open this event instead of the list (`EVT-JEEP-6`, `EVT-JEEP-AR-2`). */
  eventId?: string;
}

/** Sandbox users per market: Ana / Martina (customers), Eva / Sofía (event_admin). */
const TOKENS: Record<Exclude<Who, 'guest'>, Record<'BR' | 'AR', string>> = {
  customer: { BR: 'sandbox-token-ana', AR: 'sandbox-token-martina' },
  admin: { BR: 'sandbox-token-eva', AR: 'sandbox-token-sofia' },
};
const tokenOf = ({ who, market }: Args) =>
  who === 'guest' ? undefined : TOKENS[who][market === 'es-AR' ? 'AR' : 'BR'];

function render({ brand, market, who, eventId }: Args) {
  return (
    <hub-events
      key={`${brand}-${market}-${who}-${eventId}`}
      brand={brand}
      market={market}
      event-id={eventId}
      login-url="#sign-in"
    />
  );
}

/**
 * On the sandbox, per brand and country: the open day (Ana or Martina enrolled), a full meeting, a live
 * launch (virtual), a clinic that is over, a cancelled event, a course with one place left (`-6`). What
 * a story sends lasts until the sandbox resets.
 */
const meta: Meta<Args> = {
  title: 'Widgets/hub-events',
  render,
  args: { brand: 'jeep', market: 'pt-BR', who: 'customer' },
  play: seenInLanguage('hub-events'),
  argTypes: {
    ...specArgTypes(eventsSpec, ['brand', 'market', 'who']),
    who: { control: 'inline-radio', options: ['customer', 'admin', 'guest'] },
  },
  beforeEach: (context) => signedInAs({ args: { token: tokenOf(context.args) } }),
};
export default meta;

type Story = StoryObj<Args>;

/** The list as a customer (Ana in pt-BR and c-BR; Martina in es-AR). */
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
export const SignedOut: Story = { args: { who: 'guest' } };
/** A customer on an event with one place left: the enrol button. */
export const Customer: Story = { args: { eventId: 'EVT-JEEP-6' } };
/** The customer enrolled: enrolled in words, among the participants. */
export const Enrolled: Story = {
  args: { eventId: 'EVT-JEEP-3' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-events');
    await user.click(await view.findByRole('button', { name: 'Quero me inscrever' }));
    await view.findByText('Inscrição confirmada! Você está inscrito neste evento.');
  },
};
/** A full event: said in words, no enrolment. */
export const Full: Story = { args: { eventId: 'EVT-JEEP-2' } };
/** An event that is over. */
export const Past: Story = { args: { eventId: 'EVT-JEEP-4' } };
/** A cancelled event. */
export const Cancelled: Story = { args: { eventId: 'EVT-JEEP-5' } };
/** An event admin (Eva): the participants CSV and a remove button per participant. */
export const EventAdmin: Story = { args: { who: 'admin', eventId: 'EVT-JEEP-1' } };
/** An event admin in es-AR (Sofía): the administration in Spanish. */
export const EventAdminEsAR: Story = {
  args: { who: 'admin', market: 'es-AR', eventId: 'EVT-JEEP-AR-2' },
};
/** Removing a participant: the confirmation dialog. */
export const RemoveParticipant: Story = {
  args: { who: 'admin', eventId: 'EVT-JEEP-1' },
  play: async ({ canvasElement }) => {
    const { view, user } = await inside(canvasElement, 'hub-events');
    await user.click(await view.findByRole('button', { name: 'Remover Carlos Henrique Lima' }));
    await view.findByRole('alertdialog');
  },
};
/** The events service fails: the seed's message and a retry. */
export const ServiceFailing: Story = {
  parameters: { msw: [http.get('*/events/events', () => new HttpResponse(null, { status: 503 }))] },
};
