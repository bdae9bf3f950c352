import { useEffect, useState } from 'react';
import { getUserReserves, type ReservationRecord } from '../../../api/reservations.ts';
import type { UserProfile } from '../../../api/users.ts';
import { failureOf, useResource } from '../../../core/useResource.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import { ownDocumentOf } from '../../../domain/profile/ownDocument.ts';

/** The signed-in buyer's orders as the documents section reads them. */
export interface OwnOrders {
  /** The last list read (kept while it is read again after an upload, so the forms stay put). */
  list: ReservationRecord[] | null;
  /** Read for the first time (nothing to show yet). */
  pending: boolean;
  failed: boolean;
  /** Why the read failed (for `LoadFailed`). */
  failure: unknown;
  /** Reads the orders again (after an upload, or to retry a failed read). */
  reload: () => void;
}

/**
 * The orders of the profile's own document (CPF; CUIL in Argentina); nothing is read without the
 * reservations service or without the document.
 */
export function useOwnOrders(profile: UserProfile | null): OwnOrders {
  const { context } = useWidget();
  const document = profile && context.services.reservations ? ownDocumentOf(profile, context.country) : null;
  const orders = useResource(document ? `orders:${document}` : null, () =>
    getUserReserves(context, document as string),
  );
  const [list, setList] = useState<ReservationRecord[] | null>(null);
  useEffect(() => {
    if (orders.status === 'success') setList(orders.data);
  }, [orders.status, orders.data]);
  return {
    list,
    pending: list === null && orders.status === 'loading',
    failed: orders.status === 'error',
    failure: failureOf(orders),
    reload: orders.retry,
  };
}
