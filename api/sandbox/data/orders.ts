import { dealersBy } from './dealers.ts';
import { CAMPAIGNS } from './stock.ts';
import { ORDER_BUYERS } from './users.ts';

/** An order as the reservations service keeps it (the handler adds what its calls record). */
export interface SeededOrder {
  id: string;
  status: string;
  timeline: { status: string; at: string }[];
  document: string;
  campaignId: string;
  mvsCode: string;
  year: number;
  colorCode: string;
  dealerCode: string;
  reservationAmount: number;
  expiresAt: string;
  paymentMethod?: string;
  /** The bank slip of the balance, once issued. */
  billetUrl?: string;
  /** The documents the order asks for, by kind, and those sent with the service's verdict. */
  requiredDocuments?: string[];
  documents?: { type: string; name: string; status: string }[];
}

/**
 * The order awaiting documents asks for the identity and the proof of address: the identity was
 * refused (a photo that cannot be read), the proof of address is not sent yet.
 */
const AWAITED_DOCUMENTS = {
  requiredDocuments: ['identity', 'address'],
  documents: [{ type: 'identity', name: 'cnh-frente.jpg', status: 'REFUSED' }],
};

/**
 * The course the factory and the dealer move a paid order along once its balance is chosen, as the
 * back office does: ordered, assembled, produced, invoiced, dispatched, in transit, at the dealer,
 * delivered to the customer.
 */
export const FACTORY_COURSE = [
  'CREATED_ORDER',
  'MOUNTED_VEHICLE',
  'VEHICLE_PRODUCED',
  'INVOICED',
  'EXPEDITE',
  'IN_TRANSIT',
  'AT_DEALER',
  'CUSTOMER_DELIVERY',
] as const;

/** An order paid with its documents received: where the balance is chosen. */
const PAID_WITH_DOCS = ['PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'UPLOADED_DOCS'];
/** The factory's course up to a code, that code included. */
const courseTo = (code: (typeof FACTORY_COURSE)[number]) =>
  FACTORY_COURSE.slice(0, FACTORY_COURSE.indexOf(code) + 1);

/** The stages the seeded orders stand at, each with its timeline so far. */
const STAGES: { key: string; codes: string[]; paymentMethod?: string; billet?: boolean }[] = [
  { key: 'PRE', codes: ['PRE_RESERVE'] },
  { key: 'RES', codes: ['PRE_RESERVE', 'RESERVE'] },
  {
    key: 'DOC',
    codes: ['PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'WAITING_DOCS'],
    paymentMethod: 'CARD',
  },
  // Paid, documents received, the balance still to choose (hub-my-orders' remaining payment).
  { key: 'BAL', codes: PAID_WITH_DOCS, paymentMethod: 'CARD' },
  {
    key: 'INV',
    codes: [...PAID_WITH_DOCS, 'BILLET_PAYMENT', 'BILLET_AVAILABLE', ...courseTo('INVOICED')],
    paymentMethod: 'CARD',
    billet: true,
  },
  {
    key: 'TRN',
    codes: [...PAID_WITH_DOCS, 'FINANCING_PAYMENT', ...courseTo('IN_TRANSIT')],
    paymentMethod: 'PIX',
  },
  {
    key: 'DLV',
    codes: [...PAID_WITH_DOCS, 'DEALER_PAYMENT', ...courseTo('EXPEDITE'), 'AT_DEALER', 'CUSTOMER_DELIVERY'],
    paymentMethod: 'CARD',
  },
  {
    key: 'CAN',
    codes: ['PRE_RESERVE', 'RESERVE', 'APPROVED_RESERVATION', 'REQUESTED_CANCELLATION', 'CANCELLED'],
    paymentMethod: 'CARD',
  },
  { key: 'EXP', codes: ['PRE_RESERVE', 'RESERVE', 'CANCELLED'] },
];

/**
 * The code the back office moves an order to next: the one after the last of {@link FACTORY_COURSE}
 * its timeline reached, the first once its balance is chosen (`balanceChosen`); null when the order
 * waits for the buyer, is delivered or is cancelled.
 */
export function nextFactoryCode(
  order: Pick<SeededOrder, 'status' | 'timeline'>,
  balanceChosen: boolean,
): string | null {
  if (order.status === 'CANCELLED') return null;
  const course: readonly string[] = FACTORY_COURSE;
  const reached = order.timeline.reduce((last, entry) => Math.max(last, course.indexOf(entry.status)), -1);
  if (reached < 0 && !balanceChosen) return null;
  return course[reached + 1] ?? null;
}

const DAY = 86_400_000;

/**
 * The order buyers' orders at every stage (pre-reserve, reserved, documents pending, balance to choose, invoiced, in
 * transit, delivered, cancelled, expired unpaid), dated back from `now`: a pre-reserve and a
 * reservation still hold the car (they expire 15 minutes after `now`), the rest are past.
 */
export function seededOrders(now = Date.now()): SeededOrder[] {
  return ORDER_BUYERS.flatMap((buyer) => {
    const country = buyer.market === 'es-AR' ? 'AR' : 'BR';
    const campaign = CAMPAIGNS.find((c) => c.brand === 'fiat' && c.country === country) ?? CAMPAIGNS[0];
    const dealer = dealersBy({ brand: campaign?.brand ?? 'fiat', country, offline: false })[0];
    if (!campaign || !dealer) return [];
    const document = buyer.cpf ?? buyer.cuil ?? '';
    return STAGES.map(({ key, codes, paymentMethod, billet }, index) => {
      const id = `ORD-${country}-${key}`;
      const start = now - (codes.length > 2 ? (STAGES.length - index) * 20 * DAY : 60_000 * codes.length);
      const step = codes.length > 2 ? DAY * 2 : 30_000;
      const timeline = codes.map((status, n) => ({ status, at: new Date(start + n * step).toISOString() }));
      const holding = key === 'PRE' || key === 'RES';
      return {
        id,
        status: codes.at(-1) as string,
        timeline,
        document,
        campaignId: campaign.id,
        mvsCode: campaign.mvsCodes[index % campaign.mvsCodes.length] as string,
        year: 2025,
        colorCode: 'BRANCO',
        dealerCode: dealer.dealerCode,
        reservationAmount: campaign.reservationAmount,
        expiresAt: new Date(holding ? now + 15 * 60_000 : start + 15 * 60_000).toISOString(),
        ...(paymentMethod ? { paymentMethod } : {}),
        ...(billet ? { billetUrl: `https://boleto.sandbox.example/${id}.pdf` } : {}),
        ...(key === 'DOC' ? structuredClone(AWAITED_DOCUMENTS) : {}),
      };
    });
  });
}
