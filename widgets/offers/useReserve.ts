import { useState } from 'react';
import {
  getBillUrl,
  getImpediments,
  getReserveAvailability,
  type Impediment,
  reserveOffer,
} from '../../api/offers.ts';
import { failureKind, ServiceError } from '../../core/errors.ts';
import { failedWith } from '../../core/form/sendFailure.ts';
import type { SendAnswer } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { type ReserveValues, reservePayload } from './reservePayload.ts';

/** Where a reserve stands. */
export type ReserveStep =
  | { step: 'closed' }
  | { step: 'checking' }
  | { step: 'checkFailed'; failure: unknown }
  | { step: 'unavailable'; impediments: Impediment[] }
  | { step: 'form'; impediments: Impediment[]; taken: boolean }
  | {
      step: 'reserved';
      reserveId: string;
      bill: { url: string; dueDays?: number } | 'failed' | null;
      /** Why the bill failed to load (for `LoadFailed`). */
      billFailure?: unknown;
    };

/**
 * Reserving an offer (offer service v1): the impediments and the offer's availability first, then the
 * reserve (the form's send-once keeps it to one even on a double click), then the bank slip's URL.
 * A reserve refused with 409 means another buyer took the offer; a failed bank slip is asked again
 * without reserving again.
 */
export function useReserve(offerId: string) {
  const { context, emit } = useWidget();
  const [state, setState] = useState<ReserveStep>({ step: 'closed' });

  const start = async () => {
    setState({ step: 'checking' });
    try {
      const [impediments, availability] = await Promise.all([
        getImpediments(context),
        getReserveAvailability(context, offerId),
      ]);
      const list = Array.isArray(impediments) ? impediments : [];
      setState(
        availability.available
          ? { step: 'form', impediments: list, taken: false }
          : { step: 'unavailable', impediments: list },
      );
    } catch (failure) {
      setState({ step: 'checkFailed', failure });
    }
  };

  const bill = async (reserveId: string) => {
    setState({ step: 'reserved', reserveId, bill: null });
    try {
      const answer = await getBillUrl(context, reserveId);
      setState({ step: 'reserved', reserveId, bill: answer });
    } catch (billFailure) {
      setState({ step: 'reserved', reserveId, bill: 'failed', billFailure });
    }
  };

  const send = async (values: ReserveValues): Promise<SendAnswer> => {
    try {
      const reserve = await reserveOffer(context, reservePayload(offerId, values, context.country));
      emit('hub-submit-success', { form: 'offer-reserve', offerId, reserveId: reserve.id });
      void bill(reserve.id);
      return 'sent';
    } catch (error) {
      const taken = error instanceof ServiceError && error.status === 409;
      emit('hub-submit-error', {
        form: 'offer-reserve',
        code: error instanceof ServiceError && error.status ? String(error.status) : failureKind(error),
      });
      if (taken) setState({ step: 'unavailable', impediments: [] });
      return failedWith(error);
    }
  };

  return { state, start, send, retryBill: (reserveId: string) => void bill(reserveId) };
}
