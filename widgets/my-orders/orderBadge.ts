import type { OrderKind } from '../../domain/order/orderKind.ts';

/** The tone of an order's badge: delivered is a success, cancelled or expired an error, a purchase to finish a warning. */
export function badgeTone(kind: OrderKind): 'success' | 'error' | 'warning' | 'info' {
  if (kind === 'delivered') return 'success';
  if (kind === 'cancelled' || kind === 'expired') return 'error';
  if (kind === 'unfinished') return 'warning';
  return 'info';
}
