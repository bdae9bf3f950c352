import { useRef, useState } from 'react';
import { getSavedOffers, saveOffers } from '../../api/offers.ts';
import { failureKind } from '../../core/errors.ts';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/**
 * The user's saved offers (bearer): read once signed in; saving or unsaving one sends the whole list
 * (brand upper-case, ids comma-joined), one change at a time: a press while one is on its way sends
 * nothing. A failure keeps the list as it was and says so.
 */
export function useSavedOffers(signedIn: boolean) {
  const { context, emit } = useWidget();
  const loaded = useResource(signedIn ? 'saved' : null, (signal) => getSavedOffers(context, signal));
  const [changed, setChanged] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const ids = changed ?? loaded.data?.offerIds ?? [];

  const toggle = async (id: string) => {
    if (sending.current || loaded.status !== 'success') return;
    sending.current = true;
    setBusy(true);
    const next = ids.includes(id) ? ids.filter((saved) => saved !== id) : [...ids, id];
    try {
      const answer = await saveOffers(context, next);
      setChanged(answer?.offerIds ?? next);
      setFailed(false);
      emit('hub-submit-success', { form: 'offers-save', offerIds: next });
    } catch (error) {
      setFailed(true);
      emit('hub-submit-error', { form: 'offers-save', code: failureKind(error) });
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { ids, ready: loaded.status === 'success', busy, failed, toggle };
}
