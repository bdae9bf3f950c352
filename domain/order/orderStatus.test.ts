import { describe, expect, it } from 'vitest';
import { orderStatusInWords } from './orderStatus.ts';

// Seed 000 §4, copied by hand: the order timeline (35 codes) and the reservation status list (16).
const ORDER_TIMELINE = [
  'PRE_RESERVE',
  'RESERVE',
  'BILLET_PAYMENT',
  'FINANCING_PAYMENT',
  'DEALER_PAYMENT',
  'EXT_CONSORTIUM_PAYMENT',
  'FIAT_CONSORTIUM_PAYMENT',
  'UPLOADED_DOCS',
  'ANTI_FRAUD',
  'APPROVAL_DIRECT_SALE',
  'WAITING_LIST',
  'APPROVAL_EMPLOYEE',
  'SIGN_CONTRACT',
  'CREATED_ORDER',
  'MOUNTED_VEHICLE',
  'VEHICLE_PRODUCED',
  'INVOICED',
  'BILLET_AVAILABLE',
  'EXPEDITE',
  'DELIVER_TO_CCSS',
  'CUSTOMER_DELIVERY',
  'BILLING',
  'REGISTERED',
  'TRANSPORTING',
  'REMAINING_PAYMENT',
  'PAID',
  'IN_TRANSIT',
  'AT_DEALER',
  'PROGRESS_ORDER',
  'INVOICE_DELIVERY',
  'PLACED',
  'DELIVERED',
  'REQUESTED_CANCELLATION',
  'REACTIVATED_ORDER',
  'CANCELLED',
];
const RESERVATION_STATUSES = [
  'CREATED',
  'UPLOADED_DOCS',
  'WAITING_DOCS',
  'CONTRACT_SIGN_DONE',
  'ASSEMBLY',
  'INVOICE_DELIVERY',
  'IN_TRANSIT',
  'AT_DEALER',
  'DELIVERED',
  'IN_NATIONAL_TERRITORY',
  'CANCELLED',
  'ORDER_MADE',
  'APPROVED_RESERVATION',
  'REVENUE',
  'TRANSIT',
  'DELIVERED_RESERVATION',
];
const MARKETS = ['pt-BR', 'es-AR'] as const;

describe('order status in words', () => {
  it('the seed lists as copied: 35 timeline codes and 16 reservation statuses', () => {
    expect(new Set(ORDER_TIMELINE).size).toBe(35);
    expect(new Set(RESERVATION_STATUSES).size).toBe(16);
  });

  it.each(MARKETS)('every code of both lists has its own words in %s, never the code', (market) => {
    for (const code of [...ORDER_TIMELINE, ...RESERVATION_STATUSES]) {
      const words = orderStatusInWords(code, market);
      expect(words, code).not.toBe(code);
      expect(words, code).not.toBe(orderStatusInWords('NOT_A_SEED_CODE', market));
      expect(words, code).toMatch(/^[A-ZÀ-Ú][^_]+$/);
    }
  });

  it('in the market language (c-BR as pt-BR); an unlisted code is an update of the order, not raw', () => {
    expect(orderStatusInWords('BILLET_AVAILABLE', 'pt-BR')).toBe('Boleto disponível');
    expect(orderStatusInWords('BILLET_AVAILABLE', 'es-AR')).toBe('Boleta disponible');
    expect(orderStatusInWords('REQUESTED_CANCELLATION', 'c-BR')).toBe('Cancelamento solicitado');
    expect(orderStatusInWords('EXPEDITE', 'es-AR')).toBe('Despachado');
    expect(orderStatusInWords('SOMETHING_NEW', 'pt-BR')).toBe('Atualização do pedido');
    expect(orderStatusInWords('SOMETHING_NEW', 'es-AR')).toBe('Actualización del pedido');
  });

  it('Spanish words differ from Portuguese ones where the languages do', () => {
    expect(orderStatusInWords('SIGN_CONTRACT', 'pt-BR')).toBe('Assinatura do contrato');
    expect(orderStatusInWords('SIGN_CONTRACT', 'es-AR')).toBe('Firma del contrato');
  });
});
