import type { ReservationRecord } from '../../../api/reservations.ts';
import type { BalanceChoice } from './balance.ts';

/** What a concluded order offers once ready: the bank slip of the balance, or its financing's formalization. */
export type OrderDocument = 'billet' | 'formalization';

/** The document a balance choice leads to, if any. */
export function documentOf(choice: BalanceChoice | null): OrderDocument | null {
  if (choice === 'BILLET_PAYMENT') return 'billet';
  if (choice === 'FINANCING_PAYMENT') return 'formalization';
  return null;
}

/**
 * Where the document is, once the service offers it: an http(s) address only (a service string is never
 * used as a script or data address). Null while it is being processed ('coming soon').
 */
export function documentUrl(document: OrderDocument, record: ReservationRecord): string | null {
  const raw = document === 'billet' ? record.billetUrl : record.formalizationUrl;
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whether the order is still waiting for its document (not cancelled, and not offered yet). */
export function awaitsDocument(choice: BalanceChoice | null, record: ReservationRecord): boolean {
  const document = documentOf(choice);
  return (
    Boolean(document) && record.status !== 'CANCELLED' && !documentUrl(document as OrderDocument, record)
  );
}
