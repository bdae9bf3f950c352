import type { Language } from '../../core/markets.ts';
import { type Market, marketInfo } from '../../core/markets.ts';
import { isOrderStatus, orderStatusInWords } from './orderStatus.ts';
import type { OrderStatus } from './orderStatusWords.ts';

/** The stages an order goes through, in order; the timeline groups its entries by them. */
export const ORDER_STAGES = [
  'reservation',
  'payment',
  'approval',
  'production',
  'invoicing',
  'transport',
  'delivery',
  'cancellation',
] as const;

/** One of {@link ORDER_STAGES}. */
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stage of every code the seed lists. */
export const STAGE_OF = {
  PRE_RESERVE: 'reservation',
  RESERVE: 'reservation',
  CREATED: 'reservation',
  APPROVED_RESERVATION: 'reservation',
  BILLET_PAYMENT: 'payment',
  FINANCING_PAYMENT: 'payment',
  DEALER_PAYMENT: 'payment',
  EXT_CONSORTIUM_PAYMENT: 'payment',
  FIAT_CONSORTIUM_PAYMENT: 'payment',
  REMAINING_PAYMENT: 'payment',
  BILLET_AVAILABLE: 'payment',
  PAID: 'payment',
  UPLOADED_DOCS: 'approval',
  WAITING_DOCS: 'approval',
  ANTI_FRAUD: 'approval',
  APPROVAL_DIRECT_SALE: 'approval',
  WAITING_LIST: 'approval',
  APPROVAL_EMPLOYEE: 'approval',
  SIGN_CONTRACT: 'approval',
  CONTRACT_SIGN_DONE: 'approval',
  CREATED_ORDER: 'production',
  ORDER_MADE: 'production',
  PLACED: 'production',
  PROGRESS_ORDER: 'production',
  ASSEMBLY: 'production',
  MOUNTED_VEHICLE: 'production',
  VEHICLE_PRODUCED: 'production',
  BILLING: 'invoicing',
  INVOICED: 'invoicing',
  REVENUE: 'invoicing',
  INVOICE_DELIVERY: 'invoicing',
  REGISTERED: 'invoicing',
  EXPEDITE: 'transport',
  TRANSPORTING: 'transport',
  TRANSIT: 'transport',
  IN_TRANSIT: 'transport',
  IN_NATIONAL_TERRITORY: 'transport',
  DELIVER_TO_CCSS: 'transport',
  AT_DEALER: 'transport',
  CUSTOMER_DELIVERY: 'delivery',
  DELIVERED: 'delivery',
  DELIVERED_RESERVATION: 'delivery',
  REQUESTED_CANCELLATION: 'cancellation',
  REACTIVATED_ORDER: 'cancellation',
  CANCELLED: 'cancellation',
} as const satisfies Record<OrderStatus, OrderStage>;

/** The stages' labels per language. */
export const STAGE_LABELS: Record<Language, Record<OrderStage, string>> = {
  'pt-BR': {
    reservation: 'Reserva',
    payment: 'Pagamento',
    approval: 'Documentos e aprovação',
    production: 'Produção',
    invoicing: 'Faturamento',
    transport: 'Transporte',
    delivery: 'Entrega',
    cancellation: 'Cancelamento',
  },
  'es-AR': {
    reservation: 'Reserva',
    payment: 'Pago',
    approval: 'Documentación y aprobación',
    production: 'Producción',
    invoicing: 'Facturación',
    transport: 'Transporte',
    delivery: 'Entrega',
    cancellation: 'Cancelación',
  },
};

/**
 * The milestones the order's labels name (seed 000 §4: 'vehicle mounted', 'vehicle produced',
 * 'invoiced', 'dispatched', 'delivered to customer'), in order.
 */
export const ORDER_MILESTONES = [
  'MOUNTED_VEHICLE',
  'VEHICLE_PRODUCED',
  'INVOICED',
  'EXPEDITE',
  'CUSTOMER_DELIVERY',
] as const satisfies readonly OrderStatus[];

/** The stage of a code; a code the seed does not list counts as progress of the order. */
export function stageOf(code: string): OrderStage {
  return isOrderStatus(code) ? STAGE_OF[code] : 'production';
}

/** One entry of the timeline as the service answers it. */
export interface TimelineEntry {
  status: string;
  at: string;
}

/** A stage of the timeline with its entries in words. */
export interface TimelineGroup {
  stage: OrderStage;
  label: string;
  entries: { status: string; at: string; words: string }[];
}

/**
 * The order's timeline in the market's words, grouped by stage in the order the entries came
 * (a stage reached again after another, such as a reactivated order, starts a new group).
 */
export function orderTimeline(entries: readonly TimelineEntry[], market: Market): TimelineGroup[] {
  const labels = STAGE_LABELS[marketInfo(market).language];
  const groups: TimelineGroup[] = [];
  for (const entry of entries) {
    const stage = stageOf(entry.status);
    let group = groups.at(-1);
    if (group?.stage !== stage) {
      group = { stage, label: labels[stage], entries: [] };
      groups.push(group);
    }
    group.entries.push({ ...entry, words: orderStatusInWords(entry.status, market) });
  }
  return groups;
}
